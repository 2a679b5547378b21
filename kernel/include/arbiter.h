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
    const char *game;          /* ruleset name: a folder under root/scripts (required) */
    uint64_t seed;             /* the game's only source of randomness */
    int players;               /* 0: the ruleset's default */
    const char *options;       /* "key=value,key=value" passed to the ruleset */
    size_t mem_limit;          /* memory cap in bytes (0: 256 MiB): the Lua heap
                                  (with the small blocks it keeps for reuse),
                                  the log, the inputs (answers and edits) and
                                  the interned strings (names and string values)
                                  together; a script, answer or edit that would
                                  pass it fails with ARB_EBUDGET */
    long instr_limit;          /* VM instructions per script slice, counted once the
                                  slice has run 20-40 ms of CPU (0: 50 million);
                                  each thread that runs scripts gets a CPU-time
                                  timer that signals it with SIGRTMIN+4 */
    const char *extra_cards;   /* optional extra card folder (a mod), or NULL */
    const char *const *more_cards;  /* more card folders, NULL-terminated, or NULL:
                                  loaded after extra_cards in order, a card in a
                                  later folder replacing one of the same name;
                                  a folder that does not exist is an error */
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

/* Interrupts the script that runs now in g (Ctrl-C): the running call
 * (arb_answer, arb_eval, ...) fails with ARB_EBUDGET and the message
 * "FILE:LINE: interrupted", and the game is rolled back as for any script
 * error.  Async-signal-safe: call it from a signal handler on the thread
 * that runs g's scripts.  Returns ARB_OK if a script of g was running
 * there, else ARB_EOVER (nothing to interrupt; nothing happens). */
arb_status arb_interrupt(arb_game *g);

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
/* The name of the phase the game stands in ("setup" before the first). */
const char *arb_phase_name(const arb_game *g);
/* Where the kernel's driver stands: at a window (a top-level decision,
 * nothing suspended: a snapshot is a copy), in a unit (a step or a card
 * waits on a decision inside it), or over. */
enum { ARB_FLOW_WINDOW = 1, ARB_FLOW_UNIT = 2, ARB_FLOW_OVER = 3 };
int arb_flow(const arb_game *g);
/* The kernel's own steps in progress (an option's or a phase's, written as
 * steps), outermost first: each a program standing at a step, for a player
 * and maybe a card.  They wait on a question of theirs ("card": a choose
 * step; "number": a choose_number step; "choice": a choice among an
 * ability's verbs; "player": a choose_player step), on Lua ("lua": the step's call runs as a unit, which
 * may ask), or on the frame above them (NULL). */
typedef struct arb_frame_info {
    const char *step;       /* the word the step is declared with: "choose", "ability", ... */
    int index;              /* its place in the program, from 1 */
    int player;
    arb_card_id card;       /* ARB_NONE: none */
    const char *waits;      /* "card", "number", "choice", "player", "lua", or NULL */
} arb_frame_info;
/* Writes up to max frames to out; returns how many there are (0 at a
 * window, or while a Lua function's unit runs with no steps around it). */
int arb_flow_frames(const arb_game *g, arb_frame_info *out, int max);
/* Number of inputs (answers and edits) since the game began. */
int arb_input_count(const arb_game *g);

/* The log: every line since the game began (undo truncates it). */
int arb_log_count(const arb_game *g);
const char *arb_log_line(const arb_game *g, int i);
/* The card whose text wrote log line i (a card's ability, trigger or
 * handler), or ARB_NONE for a line of the rules. */
arb_card_id arb_log_card(const arb_game *g, int i);

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
/* The names of the ruleset's "views" or "bots", sorted and joined by ","
 * ("" when it has none), into out.  ARB_EARG if they do not fit. */
arb_status arb_ruleset_names(arb_game *g, const char *kind, char *out, size_t outlen);

/* Bytes in use by the game: its Lua heap (with the small blocks kept for
 * reuse), log, inputs, interned strings and state arrays. */
size_t arb_memory(const arb_game *g);

/* Names of every card definition loaded, for completion. */
int arb_card_name_count(const arb_game *g);
const char *arb_card_name(const arb_game *g, int i);

/* Replaces one card's definition from its file, mid-game.  The game state is
 * untouched; the pool hash changes. */
arb_status arb_reload_card(arb_game *g, const char *name);

/* ---- seats: people and bots ------------------------------------------------ */

/* Who answers player p's decisions: NULL, a person (the host, through
 * arb_answer); "random", a uniformly random option; any other name, that
 * bot of the ruleset (arb_policy).  ARB_EARG for a player or bot that does
 * not exist, naming the bots there are.  Seats are not game state: a
 * clone or a loaded game starts with every seat held by a person. */
arb_status arb_seat_set(arb_game *g, int player, const char *bot);
const char *arb_seat(const arb_game *g, int player);   /* NULL: a person */
/* Seeds the generator the bots share (kept apart from the game's own). */
void arb_seats_seed(arb_game *g, uint64_t seed);

/* Balance studies: from the next arb_game_restart on, wherever the ruleset
 * makes a card named `from` (g:new_card) it gets a card named `to` instead,
 * or, with `to` NULL, no card (g:new_card returns nil) -- every such card, or
 * with owner >= 0 only those made for that player (0: the shared ones).
 * `from` NULL clears every swap.  ARB_EARG for a name no loaded card has.
 * Like seats, swaps are not game state: a clone copies the cards they made,
 * and a game with swaps cannot be saved (arb_save refuses it). */
arb_status arb_card_swap(arb_game *g, const char *from, const char *to, int owner);

/* Answers, in the kernel, every pending decision whose player's seat has a
 * bot, until a person must decide, the game is over, or `max` answers were
 * given (max < 0: no limit).  *answered (if not NULL) counts the answers.
 * ARB_OK, or the first failure (a bot's, or a script's: the failed answer
 * is rolled back as arb_answer does).  With ARB_RUN_CHECK, arb_check runs
 * after every answer. */
#define ARB_RUN_CHECK 1
arb_status arb_run(arb_game *g, long max, int flags, long *answered);

/* ---- snapshots, undo, save, replay -------------------------------------- */

/* A snapshot holds the whole state at the current decision.  Restoring it
 * puts the game back exactly there (state hash, log, pending decision). */
arb_snapshot *arb_snapshot_take(arb_game *g);
arb_status arb_snapshot_restore(arb_game *g, const arb_snapshot *s);
void arb_snapshot_free(arb_snapshot *s);
/* Bytes the snapshot holds of its own (the log and inputs it shares with
 * the game and other snapshots not counted). */
size_t arb_snapshot_memory(const arb_snapshot *s);

/* An undo history: a line of play whose steps -- where it began, then one
 * per input -- can each be gone back to, within a memory budget.  Every
 * step keeps its state hash; a snapshot is kept for as many steps as the
 * budget allows, the older ones thinning out first, and a step without
 * one is rebuilt from the nearest kept one before it by replaying the
 * inputs between, with every card reloaded since as it was then (and
 * checked against its hash).  Step 0, the present,
 * and the newest 32 that have one always keep theirs (so a budget smaller
 * than those is passed by them). */
typedef struct arb_history arb_history;
#define ARB_HISTORY_BUDGET ((size_t)128 << 20)   /* budget 0: this much */
arb_history *arb_history_new(size_t budget);     /* no steps yet; NULL: no memory */
void arb_history_free(arb_history *h);
/* Records g's present as the step after the current one, dropping the
 * steps after it first (a new input clears the redo steps).  The first
 * push is step 0.  ARB_ENOMEM leaves the history as it was. */
arb_status arb_history_push(arb_history *h, arb_game *g);
/* Puts g at step `step` (0 to steps - 1), which becomes the current one.
 * ARB_EMISMATCH if the step must be rebuilt and the replay reaches another
 * state hash (a deterministic game never does): g and the history stay at
 * the current step, and arb_errmsg says so. */
arb_status arb_history_goto(arb_history *h, arb_game *g, int step);
int arb_history_steps(const arb_history *h);
int arb_history_current(const arb_history *h);
int arb_history_kept(const arb_history *h);        /* steps with a snapshot */
size_t arb_history_memory(const arb_history *h);   /* bytes, snapshots included */

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
/* The same with any number of allowed card folders (NULL-terminated; the
 * list may be NULL).  A save names every extra folder its game used. */
arb_status arb_load_game_dirs(const char *root, const char *const *cards, const char *path,
                              arb_game **out, char *err, size_t errlen);
/* A loaded game whose card files changed since the save (edited or removed;
 * never a ruleset script, and no file the save does not list) still loads
 * when every answer's recorded option label is offered where it is replayed
 * (saves record them; an older save, or one of a game that reloaded cards,
 * records none and is refused as before); this says so ("card files changed
 * since the save (...): ..."), else "".  A label no longer offered fails the
 * load with ARB_EMISMATCH naming the input, its label and the options
 * offered instead. */
const char *arb_load_note(const arb_game *g);
/* The same, calling step(ctx, g) once the game is built and again after each
 * input (answer or edit) is replayed, so a caller can keep every position of
 * the saved game (the REPL's undo history).  g is the game being loaded; step
 * may read it and take snapshots, nothing else.  A nonzero return stops the
 * load with ARB_ENOMEM.  On failure the game is freed: drop what step kept. */
typedef int (*arb_load_step)(void *ctx, arb_game *g);
arb_status arb_load_game_steps(const char *root, const char *const *cards, const char *path,
                               arb_load_step step, void *ctx, arb_game **out, char *err,
                               size_t errlen);

/* ---- random numbers ------------------------------------------------------ */

/* The deterministic generator used by games (xoshiro256**), exposed for bots
 * and tools that need reproducible randomness of their own. */
typedef struct arb_rng { uint64_t s[4]; } arb_rng;
void arb_rng_seed(arb_rng *r, uint64_t seed);
uint64_t arb_rng_next(arb_rng *r);
/* Uniform integer in [0, n), n >= 1, without modulo bias. */
uint32_t arb_rng_below(arb_rng *r, uint32_t n);

/* ---- structured inspection ---------------------------------------------- */

/* The state as C data, for hosts that show or check a game without running
 * Lua: the REPL's `zones`, `zone`, `card` and `state` commands use nothing
 * else.  Each call is a plain read; none runs a script or changes the game.
 * Each answers what the script API answers (names given beside it), with
 * two differences of numbering: card and zone ids here count from 0, as
 * every index in this header does, while scripts and the REPL count from 1
 * (Lua id = C id + 1); players count from 1 everywhere (0: nobody, or a
 * shared zone).
 *
 * Strings in the structures point into the game.  They stay valid until the
 * next call that may change the game -- arb_answer, arb_eval, arb_view,
 * arb_policy, arb_snapshot_restore, arb_reload_card, arb_game_restart,
 * arb_game_free -- so copy what must outlive one of those.  Lists come in a
 * fixed order, never one that depends on a hash table or on the process:
 * zones by id (creation order), a pile's cards top first, a grid's by cell,
 * values by name (byte order, as the sandbox's `pairs` sorts them), effects
 * oldest first. */

typedef enum arb_zone_kind { ARB_PILE = 0, ARB_GRID = 1 } arb_zone_kind;

/* Who sees a zone's cards by default: nobody (a deck), its owner (a hand),
 * everyone (the table).  arb_vis_name gives the word scripts use. */
typedef enum arb_vis { ARB_VIS_HIDDEN = 0, ARB_VIS_OWNER = 1, ARB_VIS_PUBLIC = 2 } arb_vis;
const char *arb_vis_name(arb_vis v);        /* "hidden", "owner", "public" */

typedef struct arb_zone_info {
    const char *name;
    int owner;              /* 0: shared */
    arb_zone_kind kind;
    arb_vis vis;
    int rows, cols;         /* a grid's size; 0 for a pile */
    int count;              /* cards held (a grid: occupied cells) */
} arb_zone_info;

/* Zones: ids run from 0 to arb_zone_count() - 1 (g:zone_count, g:zone_info,
 * g:size).  arb_zone_get returns ARB_EARG for a bad id. */
int arb_zone_count(const arb_game *g);
arb_status arb_zone_get(const arb_game *g, arb_zone_id z, arb_zone_info *out);
/* The zone called name that player owner holds (0: the shared one), or
 * ARB_NONE (g:zone). */
arb_zone_id arb_zone_find(const arb_game *g, const char *name, int owner);
/* Writes up to max card ids of zone z to out -- a pile top first, a grid in
 * cell order (row by row) skipping empty cells, as g:cards -- and returns
 * how many the zone holds (which may exceed max), or -1 for a bad zone. */
int arb_zone_cards(const arb_game *g, arb_zone_id z, arb_card_id *out, int max);

typedef struct arb_card_info {
    int def;                /* its definition: arb_card_name(g, def) */
    const char *name;       /* the definition's name (g:name) */
    arb_zone_id zone;       /* ARB_NONE when the card is in no zone */
    int pos;                /* in a pile: 1 for the top card; 0 otherwise */
    int row, col;           /* in a grid: the cell, from 1; 0 otherwise */
    int owner, controller;  /* players; 0: nobody */
    int face_up;
    uint32_t known;         /* bit p-1: player p knows which card it is */
    uint32_t stamp;         /* grows each time the card moves (g:stamp) */
} arb_card_info;

/* Card instances: ids run from 0 to arb_card_count() - 1 and never go away.
 * arb_card_get returns ARB_EARG for a bad id (g:where, g:owner, ...). */
int arb_card_count(const arb_game *g);
arb_status arb_card_get(const arb_game *g, arb_card_id c, arb_card_info *out);
/* Whether seat may see which card c is: the platform's one visibility test.
 * Seat 0 (the god view) sees every card; a player sees a card that is in
 * no zone, face up, in a public zone, in a zone of the "owner" kind that
 * the player owns, or known to the player (g:knows: revealed, or seen when
 * it arrived and not shuffled away since).  0 for a bad card or seat.
 * Hosts that hide information show such a card as unknown, id included. */
int arb_card_known(const arb_game *g, arb_card_id c, int seat);

/* The file a card definition was loaded from, relative to the game's root
 * (arb_card_name gives its name), or NULL for a bad index. */
const char *arb_card_file(const arb_game *g, int i);
/* The extra card folders (mods) the game loaded, in load order, as given
 * (relative to the root unless absolute); NULL-terminated, or NULL if none. */
const char *const *arb_card_folders(const arb_game *g);

/* ---- values (counters and flags) on the game, a player or a card */

typedef enum arb_scope { ARB_SCOPE_GAME = 0, ARB_SCOPE_PLAYER = 1, ARB_SCOPE_CARD = 2 } arb_scope;
typedef enum arb_var_type { ARB_VAR_INT = 0, ARB_VAR_BOOL = 1, ARB_VAR_STRING = 2 } arb_var_type;

typedef struct arb_var_info {
    const char *name;
    arb_var_type type;
    int64_t value;          /* an integer, or a boolean as 0/1; 0 for a string */
    const char *str;        /* a string's text; NULL for the other types */
    const char *expiry;     /* the tag that drops it (g:expire), NULL: never */
} arb_var_info;

/* Writes up to max values of one holder to out, sorted by name, and returns
 * how many it holds (which may exceed max); -1 for a bad scope or id, or
 * when memory runs out.  id: ignored for the game, a player from 1 to the
 * player count, a card id (g:vars("game"), g:vars("player", p), ...). */
int arb_var_list(const arb_game *g, arb_scope scope, int id, arb_var_info *out, int max);
/* One value by name: ARB_OK, or ARB_EARG when the holder has no such value
 * or scope or id is bad (g:gget, g:pget, g:cget). */
arb_status arb_var_get(const arb_game *g, arb_scope scope, int id, const char *name,
                       arb_var_info *out);

/* ---- effects in force (g:effects) */

typedef struct arb_effect_info {
    uint32_t id;            /* unique in the game (g:remove_effect takes it) */
    const char *hook;       /* the event it listens to */
    arb_card_id source;     /* the card whose definition holds the handler */
    const char *handler;    /* the handler's name in that definition */
    const char *expiry;     /* its expiry tag, NULL: never */
    int player;             /* who controls it */
    int64_t data;
} arb_effect_info;

/* Effects run from 0 to arb_effect_count() - 1, oldest first.  An index is
 * only good until the game changes; the id stays the effect's own. */
int arb_effect_count(const arb_game *g);
arb_status arb_effect_get(const arb_game *g, int i, arb_effect_info *out);

/* ---- secrets: per-seat hidden values (g:set_secret, g:reveal_secret) */

typedef struct arb_secret_info {
    int player;             /* who holds it (0: nobody, only the god view knows it) */
    const char *name;
    int known;              /* may the seat asked about know it?  If not, the rest is 0 */
    arb_var_type type;
    int64_t value;          /* an integer, or a boolean as 0/1 */
    const char *str;        /* a string's text; NULL for the other types */
} arb_secret_info;

/* Writes up to max secrets to out (sorted by holder, then name), with the
 * values that `seat` may know (0: the god view, every one), and returns how
 * many there are (which may exceed max); -1 for a bad seat or out of memory.
 * That a player holds a secret of some name is public, its value is not. */
int arb_secret_list(const arb_game *g, int seat, arb_secret_info *out, int max);

#ifdef __cplusplus
}
#endif
#endif /* ARBITER_H */
