/*
 * arbiter.h -- the one public header of the Arbiter kernel.
 *
 * Arbiter runs card games whose rules and cards are Lua scripts.  The kernel
 * owns every piece of mutable game state (cards, zones, counters, the RNG,
 * the log, the pending decision) so that a game can be snapshotted, restored,
 * saved, replayed and cloned.  Scripts only read and change that state through
 * the API; they never keep state of their own.
 *
 * A game advances by decisions.  Whenever a player (or a card on a player's
 * behalf) must choose, the game stops with a pending decision that lists every
 * legal option; the host answers with an option index.  People at the REPL,
 * bots, tests and remote clients all answer the same way.
 *
 * Every call that can fail returns an arb_status.  On failure the game is
 * unchanged and arb_errmsg() says why in one line (plus, for a script error,
 * a traceback that names the card file and line).
 */
#ifndef ARBITER_H
#define ARBITER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ARB_VERSION "0.1.0"

typedef struct arb_game arb_game;
typedef struct arb_snapshot arb_snapshot;

typedef enum arb_status {
    ARB_OK = 0,
    ARB_EILLEGAL,   /* the rules refuse: the game is unchanged */
    ARB_ESCRIPT,    /* a script raised an error: the action was rolled back */
    ARB_EBUDGET,    /* a script ran out of instructions or memory: rolled back */
    ARB_ENOMEM,     /* the host ran out of memory */
    ARB_EIO,        /* a file could not be read or written */
    ARB_EFORMAT,    /* a saved game or replay is malformed */
    ARB_EMISMATCH,  /* a replay refers to scripts whose content changed */
    ARB_EOVER,      /* the game is over: there is nothing to answer */
    ARB_EARG        /* the caller passed a bad argument */
} arb_status;

/* Small integer handles.  Card ids are valid for the whole game: card
 * instances are never freed, only moved.  ARB_NONE means "no card/zone". */
typedef int32_t arb_card_id;
typedef int32_t arb_zone_id;
#define ARB_NONE (-1)

/* Limits of one game.  A script that would pass one gets an error (the game
 * is unchanged); nothing wraps silently. */
#define ARB_MAX_CARDS (1 << 22)       /* card instances */
#define ARB_MAX_ZONES (1 << 16)       /* zones */
#define ARB_MAX_GRID_CELLS (1 << 20)  /* rows * cols of one grid zone */
#define ARB_MAX_SLOTS (1 << 25)       /* places in all zones together: every pile
                                         reserves one per card the game can hold
                                         (the card capacity, a power of two) */

/* How a game is created.  Zero-initialise and fill what you need. */
typedef struct arb_config {
    const char *root;          /* folder holding scripts/ and cards/ ("." if NULL) */
    const char *game;          /* ruleset name, e.g. "star-realms" */
    uint64_t seed;             /* the game's only source of randomness */
    int players;               /* 0: the ruleset's default */
    const char *options;       /* "key=value,key=value" passed to the ruleset */
    size_t mem_limit;          /* memory cap in bytes (0: 256 MiB): the Lua heap,
                                  the log and the interned strings (names and
                                  string values) together; a script that would
                                  pass it fails with ARB_EBUDGET */
    long instr_limit;          /* VM instructions per script slice, counted once the
                                  slice has run 20-40 ms of CPU (0: 50 million);
                                  each thread that runs scripts gets a CPU-time
                                  timer that signals it with SIGRTMIN+4 */
    const char *extra_cards;   /* optional extra card folder (a mod), or NULL */
    int quiet;                 /* nonzero: keep no log and no refusal reasons
                                  (simulations); the rules are unchanged */
} arb_config;

/* ---- life cycle ---------------------------------------------------------- */

/* Creates a game, loads the ruleset and its cards, runs setup, and advances to
 * the first decision.  On failure returns NULL and, if err is not NULL, writes
 * a one-line reason there (errlen bytes at most). */
arb_game *arb_game_new(const arb_config *cfg, char *err, size_t errlen);
void arb_game_free(arb_game *g);

/* Starts a fresh game in the same Lua state with a new seed (and the same
 * ruleset, cards and options).  Cheap: used by simulations. */
arb_status arb_game_restart(arb_game *g, uint64_t seed);

const char *arb_errmsg(const arb_game *g);

/* ---- the pending decision ------------------------------------------------ */

/* Nonzero once the game has ended. */
int arb_over(const arb_game *g);
/* One line naming the result ("p1 wins: p2's Authority fell to 0"). */
const char *arb_result(const arb_game *g);
/* Bit i set when player i+1 won (for shared wins).  0 while in progress. */
uint32_t arb_winners(const arb_game *g);

/* The player (1-based) whose answer the game waits for, or 0 when over. */
int arb_decision_player(const arb_game *g);
const char *arb_decision_prompt(const arb_game *g);
/* Why this player may act now: the open window and its rule. */
const char *arb_decision_reason(const arb_game *g);
int arb_option_count(const arb_game *g);
const char *arb_option_label(const arb_game *g, int i);
/* Player who may take option i: usually the decision's player; in a shared
 * window other players may hold options too (they may act out of turn). */
int arb_option_player(const arb_game *g, int i);

/* Answers the pending decision with option i (0-based).  ARB_EILLEGAL if i is
 * out of range.  A script error rolls the whole action back to the last
 * top-level decision and returns ARB_ESCRIPT or ARB_EBUDGET. */
arb_status arb_answer(arb_game *g, int i);

/* Legal actions the rules considered and refused at this decision, with the
 * reason: the answer to "why can't I do that?". */
int arb_refusal_count(const arb_game *g);
const char *arb_refusal_label(const arb_game *g, int i);
const char *arb_refusal_reason(const arb_game *g, int i);

/* ---- inspection ---------------------------------------------------------- */

int arb_player_count(const arb_game *g);
int arb_active_player(const arb_game *g);
int arb_turn(const arb_game *g);
/* Number of inputs (answers and edits) since the game began. */
int arb_input_count(const arb_game *g);

/* The log: every line since the game began (undo truncates it). */
int arb_log_count(const arb_game *g);
const char *arb_log_line(const arb_game *g, int i);

/* Checks the kernel's invariants: every card is in exactly one place, zone
 * contents and counts agree.  ARB_OK, or ARB_EILLEGAL with the reason in
 * arb_errmsg().  Cheap enough to call after every answer in a soak. */
arb_status arb_check(arb_game *g);

/* 64-bit hash of the whole mutable state; equal states hash equal. */
uint64_t arb_state_hash(const arb_game *g);
/* Hash of the ruleset and every card script loaded (the card pool). */
uint64_t arb_pool_hash(const arb_game *g);

/* Runs Lua source in the game's sandbox with `g` bound to the game, as an
 * edit or query.  What the chunk returns is written to out as Lua literals
 * joined by ", " (so "return " .. out reads the values back).  If record is nonzero the chunk is an edit: it
 * is kept in the input list (so replay and save reproduce it) and may not ask
 * for decisions.  Failure leaves the game unchanged; a result longer than
 * outlen - 1 bytes is a failure too (ARB_EARG), never silently cut. */
arb_status arb_eval(arb_game *g, const char *src, int record,
                    char *out, size_t outlen);

/* Calls a function of the ruleset's "view" table (e.g. "board") for a seat
 * (0: god view) and writes the text it returns.  Views never change state.
 * ARB_EARG if the text does not fit in outlen bytes. */
arb_status arb_view(arb_game *g, const char *view, int seat, const char *args,
                    char *out, size_t outlen);

/* Asks the ruleset's bot `name` (a function in its `bots` table) which
 * option to take at the pending decision; writes its 0-based index.  Bots
 * read the state and never change it. */
arb_status arb_policy(arb_game *g, const char *name, int *choice);

/* Bytes in use by the game: its Lua heap, log, interned strings and state arrays. */
size_t arb_memory(const arb_game *g);

/* Names of every card definition loaded, for completion. */
int arb_card_name_count(const arb_game *g);
const char *arb_card_name(const arb_game *g, int i);

/* Replaces one card's definition from its file, mid-game.  The game state is
 * untouched; the pool hash changes. */
arb_status arb_reload_card(arb_game *g, const char *name);

/* ---- snapshots, undo, save, replay -------------------------------------- */

/* A snapshot holds the whole state at the current decision.  Restoring it
 * puts the game back exactly there (state hash, log, pending decision). */
arb_snapshot *arb_snapshot_take(arb_game *g);
arb_status arb_snapshot_restore(arb_game *g, const arb_snapshot *s);
void arb_snapshot_free(arb_snapshot *s);

/* An independent copy of the game (its own Lua state), at the same decision. */
arb_game *arb_game_clone(arb_game *g, char *err, size_t errlen);

/* Writes/reads a text file: ruleset, options, seed, the hash of every script
 * used, the input list and the final state hash.  Loading replays the inputs
 * and refuses (ARB_EMISMATCH) if a script's content changed. */
arb_status arb_save(arb_game *g, const char *path);
arb_game *arb_load(const char *root, const char *path, char *err, size_t errlen);
/* arb_load with the kind of failure as a status (ARB_EIO, ARB_EFORMAT,
 * ARB_EMISMATCH, ...) and the one extra card folder the caller allows a save
 * to name besides folders under root (NULL: none; relative to root unless
 * absolute).  *out is the loaded game, or NULL on failure. */
arb_status arb_load_game(const char *root, const char *cards, const char *path,
                         arb_game **out, char *err, size_t errlen);

/* ---- random numbers ------------------------------------------------------ */

/* The deterministic generator used by games (xoshiro256**), exposed for bots
 * and tools that need reproducible randomness of their own. */
typedef struct arb_rng { uint64_t s[4]; } arb_rng;
void arb_rng_seed(arb_rng *r, uint64_t seed);
uint64_t arb_rng_next(arb_rng *r);
/* Uniform integer in [0, n), n >= 1, without modulo bias. */
uint32_t arb_rng_below(arb_rng *r, uint32_t n);

#ifdef __cplusplus
}
#endif
#endif /* ARBITER_H */
