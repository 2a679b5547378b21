/*
 * game.h -- the arb_game object, shared by the units of the Lua host layer.
 *
 * A game is a Lua state (ruleset, card definitions, the unit coroutine)
 * around the kernel state.  The driver (driver.c) runs the turn as a
 * sequence of "units": one action chosen at a window, or one step of a
 * phase.  Setup and each window start with a checkpoint (a copy of the
 * state and the tails of the log and input lists).  A script error rolls
 * back to a checkpoint; a snapshot is the state plus the checkpoint plus the
 * inputs since it, and restoring one inside a unit re-runs the game from
 * the checkpoint with those inputs only when the next answer comes ("lazy
 * replay").  That is why scripts may hold no state.
 */
#ifndef ARBI_GAME_H
#define ARBI_GAME_H

#include "../src/internal.h"
#include <lua.h>
#include <signal.h>
#include <stdlib.h>

typedef struct arbi_def {
    char *name;            /* the card's name, as players say it */
    char *file;            /* path relative to the root */
    uint64_t hash;         /* FNV-1a of the file's bytes */
    uint32_t name_hash;    /* used by the state hash */
    char *src;             /* the content the game began with: a save of a game */
    size_t srclen;         /* in which the card was reloaded records it */
    int folder;            /* which card folder defined it (g->folder when loaded) */
} arbi_def;

/* A card reloaded mid-game (reload.c).  Reloads are part of the game's
 * record: a save lists each one, with its content, after the inputs that
 * were made before it, so that loading replays the game as it was played. */
typedef struct arbi_reload {
    int def;
    uint64_t hash;
    char *src; size_t len;
    arbi_input *at;        /* the inputs when it happened (retained) */
} arbi_reload;

/* A script's content supplied by a save being loaded, used instead of the
 * file of the same name. */
typedef struct arbi_source {
    const char *file;
    uint64_t hash;
    const char *src; size_t len;
} arbi_source;

typedef struct arbi_script {   /* every ruleset file loaded, for the pool hash */
    char *file;
    uint64_t hash;
} arbi_script;

#define ARBI_POOL_CLASSES 8    /* small-block classes of the Lua allocator: 16..128 bytes */

struct arb_game {
    /* configuration, owned copies */
    char *root, *game, *options;
    char *load_note;          /* arb_load_note: what a load with changed cards did */
    int32_t log_source;       /* the card whose text runs now (g:_source), or -1 */
    char **extras; int nextras;   /* extra card folders (mods), in load order,
                                     NULL-terminated; NULL when none */
    uint64_t seed;
    int players;
    size_t mem_limit, mem_used;
    long instr_limit, instr_left;
    void *pool[ARBI_POOL_CLASSES];        /* small blocks kept for the Lua state (lalloc.c) */
    size_t pool_bytes;                    /* ... their bytes (at most a quarter of mem_used) */

    /* Names lately given from Lua, by the address of their Lua string:
     * a name passed on every call ("trade") is found without hashing it.
     * Checked against the atom's text on each use (lapi.c); not state. */
    struct { const char *s; uint32_t atom; } seen[64];

    lua_State *L;
    lua_State *co;            /* the unit coroutine (driver.c), reused */
    int co_ref;               /* its registry reference */
    int unit;                 /* kind of unit suspended in co, 0: none */
    int jumped;               /* g:goto_phase ran in the current unit */
    int next_seat;            /* the ruleset's next_seat is data: the next seat */
    uint32_t next_skip;       /* ... skipping players with this value (0: none) */
    int nphases;              /* the ruleset's turn, read once at load: */
    uint32_t *phase_name;     /* phase names (atoms), */
    uint8_t *phase_window;    /* and whether each is a window */
    int *phase_prog;          /* and its program + 1 (steps.c), 0: none */
    struct arbi_frame *frames; int nframes;  /* the steps the kernel runs (stepflow.c), waiting
                               * on a question or on a unit for one step's Lua; not
                               * state: a snapshot at their question copies them */
    int frames_kind;          /* the unit they are (driver.c's UNIT_*) */
    int tramp;                /* the unit starting now makes the top frame's step's call */
    int call_frame;           /* the frame whose step's Lua that unit runs, -1: none */
    int32_t *flist; int flist_cap;   /* the cards each steps loop over (frames say where) */
    struct arbi_window *wins; /* per phase: its window, when it is one */
    struct arbi_family *fams; int nfams, famcap;  /* option families */
    struct arbi_prog *progs; int nprogs;  /* rules declared as steps (steps.c) */
    struct arbi_dab *dabs; int ndabs;     /* abilities written as data (dabilities.c), */
    int32_t *dab_first; int dab_defs;     /* ... those of definition d: dabs[dab_first[d] ..
                                           * dab_first[d + 1]), for d < dab_defs */
    int dabs_made;            /* how often they were compiled (a reload compiles again) */
    struct arbi_dcall *dcalls; int ndcalls;  /* by definition; their verb calls, */
    struct arbi_dbranch *dbranches; int ndbranches;  /* and the branches of their choices */
    int steps_closed;         /* loaded: steps{} may declare no more */
    int nwinfns;              /* window functions kept in fam_ref */
    uint32_t *def_atom;       /* each definition's name as an atom */
    uint32_t events[64]; int nevents;  /* events some definition listens to */
    uint32_t event_on[64];    /* ... each one's handlers written as verbs: their slot
                               * ("on.event") among the definitions' data abilities */
    uint64_t *def_on;         /* per definition: bits of the events it hears */
    uint32_t *tzone_name; int ntzones;  /* the ruleset's trigger zones */
    int32_t *tzone_ids; int tzone_count, tzone_key;  /* their ids, worked out (events.c);
                              * key -1: again, after a restart or a restore */
    int torder;               /* the trigger order (events.c) */
    uint32_t ev_decl[32]; int8_t ev_order[32]; int nevdecl;  /* events with their own order */
    uint8_t ev_flags[32];     /* ... and rules (ARBI_EV_*: the prelude's `events`) */
    uint32_t ev_log[32];      /* ... and the log line before each handler (its format), 0: none */
    int16_t ev_prefix[32];    /* for a pattern "name*": the prefix's length; else -1 */
    struct found *found; int found_cap;  /* handlers found, reused per event */
    struct arbi_cfilter *cfilters; int ncfilters;  /* filters declared while loading (filter{}) */
    const void *filter_mt, *zlist_mt;  /* the metatables of filter{} and zone_list{} handles */
    struct { char field[64]; uint8_t *of; } has[16]; int nhas;  /* g:cards' `has` filters:
                                 per definition, whether it has the field (lzones.c) */
    unsigned has_gen;         /* counts the times those were forgotten (a declared filter
                                 keeps which one is its own while this stays) */
    struct arbi_derived *derived; int nderived;  /* derived flags (derived.c) */
    uint64_t ckpts;             /* checkpoints taken (flow.c): what a derivation knows since */
    int groups_ref;           /* registry: their groups(def) functions */
    struct arbi_statics *statics, *statics_new;  /* static abilities (statics.c), read; being read */
    int statics_decl_ref;     /* registry: as the ruleset declares them */
    struct arbi_layout *layout;  /* zones and cards the ruleset declares (layout.c) */
    int layout_ref;           /* registry: those declarations, until read */
    int ctx_ref;              /* registry: the card contexts (context.c) */
    int has_context;          /* the ruleset has a card context: handlers run through g:use */
    int env_ref;              /* the sandbox environment table */
    int prelude_ref;          /* the table the prelude returned */
    int defs_ref;             /* the frozen views of the definitions, by def id + 1,
                                 each made when a script first reads it (arbi_push_def) */
    int raw_ref;              /* the definitions as loaded, by def id + 1: what the
                                 kernel reads in C */
    int freeze_ref;           /* the prelude's freeze(t, what) */
    int labels_pending;       /* some option's label is not formatted yet */
    int fam_ref;              /* registry: the option families' functions */
    int G_ref;                /* registry: the game table scripts get */
    int acts_ref;             /* registry: the prelude's action list */

    arbi_atoms atoms;
    arbi_state st;            /* the live state */
    arbi_state ckpt;          /* the state when the current unit began */
    arbi_logline *log, *ckpt_log;
    arbi_input *inputs, *ckpt_inputs;
    arbi_input_spares spares; /* answers' nodes dropped, for the next ones (log.c) */
    arbi_decision dec;
    arbi_decision dec_spare;  /* a reaction window's listing, until it offers something
                                 (reactions.c): the decision answered stays meanwhile */
    int nreact;               /* windows asked in the middle of a procedure, after the
                                 phases' in wins (reactions.c) */
    uint32_t *react_name, *react_none;  /* ... their names and none labels (atoms) */
    int lazy;                 /* restored in a unit: re-run it before answering */
    int relist;               /* restored at a window: list its options again */
    int broken;               /* the unit cannot even start: only undo helps */
    int in_edit;              /* running an edit or query: no decisions */
    const char *reader;       /* non-NULL while a reader runs (a view, a bot,
                                 a query...): names it; writes are refused */
    int view_seat;            /* secrets.c: while a view runs, 1 + its seat
                                 (-1: no valid seat); 0: no view runs */
    int budget_hit;           /* 1: instructions ran out, 2: memory cap hit,
                                 3: kernel strings hit it (the slice must fail) */
    int halted;               /* g:halt() unwinds the unit: the game is over */
    int atom_mark;            /* atoms when the running slice began */
    volatile sig_atomic_t interrupted;  /* arb_interrupt: the slice must fail */
    int quiet;                /* no log, no refusals (simulations) */
    int32_t *swap; int nswap; /* arb_card_swap: def -> the def g:new_card makes
                                 (-1: none); NULL when nothing is swapped */
    int32_t *swap_owner;      /* per def: the owner whose cards are swapped (-1: all) */
    struct arbi_profile *profile;  /* ARBITER_PROFILE=1: sampled script lines */
    int profile_every;        /* VM instructions per sample: 100, or 1 (=exact, =time) */

    arbi_def *defs; int ndefs, defcap;
    uint32_t *def_hash;       /* name hash per def, for the state hash */
    int32_t *def_index; int def_index_cap;   /* defs by name: open addressing (loader.c) */
    int folder;               /* card folders read so far: one name twice in one is an error */
    arbi_script *scripts; int nscripts, scriptcap;
    arbi_reload *reloads; int nreloads, reloadcap;
    const arbi_source *sources; int nsources;   /* only while a save loads */

    char *seat[ARBI_MAX_PLAYERS + 1];  /* each player's bot, NULL: a person */
    arb_rng bot_rng;          /* the bots' generator (seats.c) */

    char *err;                /* last error, with traceback */
    /* arb_log_line's index of the log's lines, built from the line logcache_of
     * (held, so its chain stays alive) and rebuilt only when the log moved. */
    const struct arbi_logline **logcache; int logcache_cap;
    struct arbi_logline *logcache_of;
};

/* loader.c */
int arbi_load_all(arb_game *g);
/* Loads a card from its content src (n bytes) and registers its definition.
 * ARBI_DEF_NEW: a new card; ARBI_DEF_REPLACE: a mod's card replacing a base
 * one; in both the definition takes src as the content the game began with.
 * ARBI_DEF_RELOAD: a reload; the caller keeps src.  -1 with g->err set. */
enum { ARBI_DEF_NEW, ARBI_DEF_REPLACE, ARBI_DEF_RELOAD };
int arbi_load_def_text(arb_game *g, const char *rel, char *src, size_t n, int mode);
/* The content of rel: the save's copy while one loads, else the file under
 * the root.  NULL if unreadable; the caller frees it. */
char *arbi_script_text(arb_game *g, const char *rel, size_t *n);
/* schema.c: reads scripts/<game>/schema.lua if there is one (-1 with g->err
 * if it is broken); checks the card definition on top of the stack against
 * it (-1 with g->err naming rel and the line in src if it is refused). */
int arbi_schema_open(arb_game *g);
int arbi_schema_check(arb_game *g, const char *rel, const char *src);
char *arbi_read_file(const char *path, size_t *len);

/* lapi.c, lvalues.c */
void arbi_open_api(lua_State *L, arb_game *g);

/* events.c */
/* A declared event's rules the kernel must know to run its handlers in C:
 * whose = "player", or rules only g:emit keeps (face_up, source_stays,
 * log: ARBI_EV_LUA, which keeps an emit step's event from arbi_emit_c). */
enum { ARBI_EV_WHOSE = 1, ARBI_EV_LUA = 2, ARBI_EV_FACE_UP = 4, ARBI_EV_STAYS = 8 };
/* An emit step's event (args: the player p and card c): run here when
 * every handler is a card's written as verbs that run in C and nothing of
 * its order is asked (0, or -1 when a verb fails: err says why; -2 past
 * the memory cap); 1 when g:emit must run it (a handler in Lua, a rule
 * it keeps), nothing done. */
int arbi_emit_c(lua_State *L, arb_game *g, uint32_t event, int p, char *err);
int arbi_read_trigger_zones(arb_game *g);
int arbi_compile_events(arb_game *g);
int arbi_compile_defs(arb_game *g);        /* both compiles, protected */
void arbi_forget_has(arb_game *g);         /* g:cards' filters, read again after a reload */
void arbi_open_emit(lua_State *L, arb_game *g);          /* emit.c: g:emit, g:_emit_each */
/* reactions.c: g:window; the declared windows (P on top of L), read at load */
void arbi_open_reactions(lua_State *L, arb_game *g);
int arbi_read_reactions(arb_game *g);
void arbi_free_reactions(arb_game *g);
void arbi_open_grid(lua_State *L, arb_game *g);         /* grid.c: g:reach, g:distance */
void arbi_open_optfile(lua_State *L, arb_game *g);      /* optfile.c: g:option_file */
void arbi_free_events(arb_game *g);

/* derived.c */
int arbi_read_derived(arb_game *g);
int arbi_compile_derived(arb_game *g);
void arbi_derive(arb_game *g, int p);   /* derived flags for acting player p */
void arbi_derived_forget(arb_game *g);  /* derive anew next time (a new game) */
uint32_t arbi_derived_borrow(const arb_game *g);   /* a declaration's borrow key, or 0 */
void arbi_free_derived(arb_game *g);
/* Makes *p hold at least `need` elements of `size` bytes, doubling its
 * capacity *cap: 0, or -1 out of memory (*p unchanged). */
static inline int arbi_grow(void **p, int *cap, int need, size_t size)
{
    if (need <= *cap) return 0;
    int ncap = *cap ? *cap * 2 : 16;
    while (ncap < need) ncap *= 2;
    void *np = realloc(*p, size * (size_t)ncap);
    if (!np) return -1;
    *p = np;
    *cap = ncap;
    return 0;
}
/* statics.c */
int arbi_read_statics(arb_game *g);     /* P on top: keeps P.statics */
int arbi_compile_statics(arb_game *g);  /* after the cards: reads their statics */
void arbi_open_statics(lua_State *L, arb_game *g);   /* g:static */
void arbi_free_statics(arb_game *g);
/* layout.c */
int arbi_read_layout(arb_game *g);      /* P on top: keeps P.zones, P.cards */
int arbi_compile_layout(arb_game *g);   /* after the cards: reads them; 0 or -1 */
arb_status arbi_lay_out(arb_game *g);   /* at a start: makes them */
void arbi_free_layout(arb_game *g);

/* options.c */
arb_status arbi_list_window(arb_game *g);
void arbi_labels_forget(arb_game *g);
void arbi_labels_ready(arb_game *g, lua_State *L);
void arbi_refusals_ready(arb_game *g);    /* words the lazy refusals (options.c) */

/* sandbox.c */
lua_State *arbi_new_lua(arb_game *g);
/* The Lua state's allocator (lalloc.c): the game's cap, small blocks kept
 * for reuse; those blocks freed after lua_close. */
void *arbi_lua_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
void arbi_lua_alloc_free(arb_game *g);
int arbi_lua_alloc_keeps(void);            /* 0 under AddressSanitizer: nothing kept */
int arbi_load_chunk(arb_game *g, const char *src, size_t len, const char *name,
                    int env_ref);
typedef struct arbi_prog arbi_prog;
#define ARBI_HOOK_STEP 10000      /* instructions between two budget checks */
/* A g:choose whose prompt is a function: dec.lazy_prompt says so, and the
 * function waits in the registry under this key for the first reader. */
#define ARBI_PROMPT_CHOICE 2
#define arbi_choice_prompt(g) ((void *)&(g)->dec.lazy_prompt)
/* A g:choose with opts.label, a function(g, card): its card options are
 * labelled by it (their lazy is ARBI_LABEL_CHOICE), the function kept in
 * the registry under this key until the next such g:choose. */
#define ARBI_LABEL_CHOICE 2
#define arbi_choice_label(g) ((void *)((char *)&(g)->dec.lazy_prompt + 1))
/* A question a step asks (stepflow.c): its prompt and reason are worded
 * from the frame that waits on it when first read (arbi_step_wording). */
#define ARBI_PROMPT_STEP 3
#define ARBI_HOOK_PROFILE 100     /* ... when ARBITER_PROFILE samples lines
                                   * (ARBITER_PROFILE=exact: every one) */
void arbi_budget_hook(lua_State *L, lua_Debug *ar);
/* profile.c: ARBITER_PROFILE's table of sampled lines; the count hook's
 * sample; the report when the game is freed (prints, then frees it) */
typedef struct arbi_profile arbi_profile;
arbi_profile *arbi_profile_new(int timed, int tree);
int arbi_profile_timed(const arb_game *g);
void arbi_profile_sample(arb_game *g, lua_State *L);
void arbi_profile_return(arb_game *g, lua_State *L, lua_Debug *ar);
void arbi_profile_pause(arb_game *g);
void arbi_profile_report(arb_game *g);

/* shield.c: pcall, xpcall and setmetatable that keep the budget */
void arbi_open_shield(lua_State *L, int arb);
/* lzones.c: filter{ ... } into the table at index arb; the filters freed. */
void arbi_open_filter(lua_State *L, int arb, arb_game *g);
void arbi_free_filters(arb_game *g);
void arbi_budget_note(lua_State *L);   /* keeps the error on top for re-raising */
/* freeze.c: ARB.freezer(REAL) -> freeze(t, what), read-only views */
void arbi_open_freeze(lua_State *L, int arb);
/* freeze.c: a frozen table's __newindex (an error): shield.c knows frozen tables by it */
int arbi_frozen_newindex(lua_State *L);
/* loader.c: the definition named `name`, or -1; the one card c's value
 * `key` names (a copy's: a family's or a step's borrow), or -1 */
int arbi_def_find(const arb_game *g, const char *name);
int arbi_def_borrowed_slow(const arb_game *g, arb_card_id c, uint32_t key);
static inline int arbi_def_borrowed(const arb_game *g, arb_card_id c, uint32_t key)
{
    if (!key || (key == g->st.watch && !g->st.cards[c].watched)) return -1;   /* holds none */
    return arbi_def_borrowed_slow(g, c, key);
}
/* schema.c: the line of a card file's text where `field =` is set */
int arbi_field_line(const char *src, const char *field);
#define ARBI_MAX_NESTING 256   /* tables a definition may nest: deeper is refused */
/* freeze.c: pushes definition i's read-only view, made at its first read;
 * whether the table at idx nests tables at most max deep (cycles allowed) */
void arbi_push_def(arb_game *g, lua_State *L, int i);
int arbi_nesting_ok(lua_State *L, int idx, int max);

/* patterns.c: string functions whose C time is bounded */
void arbi_open_patterns(lua_State *L);

/* bounds.c: table functions whose C loops are bounded */
void arbi_open_bounds(lua_State *L);

/* serialize.c: values as Lua literal text, without running metamethods */
int arbi_serialize(lua_State *L);

/* secrets.c: g:set_secret and friends; the ruleset's views (the table at
 * index rules) wrapped so that they read with their seat's eyes */
void arbi_open_secrets(lua_State *L, arb_game *g);
int arbi_secret_views(arb_game *g, int rules);

/* context.c: the card context, g:use (and for the steps' ability step) */
void arbi_open_context(lua_State *L, arb_game *g);
void arbi_push_use(lua_State *L, arb_game *g);
int arbi_read_context(arb_game *g);
void arbi_label_card(arb_game *g, lua_State *L, int in_script, arbi_option *o);
/* options.c: a label function called (on top of L, below its n arguments)
 * and its text stored as option o's label */
void arbi_label_call(arb_game *g, lua_State *L, int in_script, int n);
void arbi_label_store(arb_game *g, lua_State *L, arbi_option *o);

/* choose.c: g:choose */
void arbi_open_choose(lua_State *L, arb_game *g);

/* settings.c: a ruleset's declared options checked against the option text */
int arbi_check_options(arb_game *g, int ruleset);

/* watchdog.c */
void arbi_arm(arb_game *g, lua_State *co);
void arbi_disarm(lua_State *co);
/* After the strings hit the cap: every further instruction of the slice
 * raises the error again, so no pcall can make the slice succeed, and the
 * atoms it interned are forgotten when it ends. */
void arbi_doom(arb_game *g, lua_State *L);
/* Whether a script slice runs on this thread (sandbox.c's allocator). */
int arbi_slice_running(void);
/* Hooks g's running slice so that it fails with "interrupted"; 0 if no
 * slice of g runs on this thread.  Async-signal-safe. */
int arbi_watch_interrupt(arb_game *g);

/* Bytes the kernel holds for scripts and players outside the Lua heap:
 * interned strings, the live log and the inputs (answers and edits).  All
 * count against the game's memory cap. */
static inline size_t arbi_strings_used(const arb_game *g)
{
    return g->atoms.bytes + (g->log ? g->log->bytes : 0) + (g->inputs ? g->inputs->bytes : 0);
}

/* flow.c */
typedef struct arbi_guard {   /* the game before a script that may not change it */
    arbi_state before;
    uint64_t hash;
    arbi_logline *log;
} arbi_guard;
int arbi_guard_begin(arb_game *g, arbi_guard *k);
int arbi_guard_changed(const arb_game *g, const arbi_guard *k);
void arbi_guard_restore(arb_game *g, const arbi_guard *k);
void arbi_guard_end(arbi_guard *k);
arb_status arbi_start(arb_game *g);
arb_status arbi_fail(arb_game *g, arb_status st, const char *fmt, ...);
/* The def g:new_card makes for `def` owned by `owner` (arb_card_swap; -1:
 * none) (swap.c). */
int arbi_swapped(const arb_game *g, int def, int owner);
arb_status arbi_checkpoint(arb_game *g);   /* ARB_ENOMEM: none taken, the old one kept */
int arbi_read_next_seat(arb_game *g);     /* driver.c: P.next_seat, at load */
/* lzones.c: the top card of pile `from` onto pile `to` (-1: none moved);
 * up to n cards so, refilling `from` from `refill` (shuffled) when it runs
 * out: returns the cards moved, *refills the times it was refilled. */
int arbi_move_top(arb_game *g, arb_zone_id from, arb_zone_id to);
/* Every card of `from` onto `to`, one at a time from the top: how many. */
int arbi_move_all(arb_game *g, arb_zone_id from, arb_zone_id to);
int arbi_pile_draw(arb_game *g, arb_zone_id from, arb_zone_id to, int64_t n, arb_zone_id refill,
                   int *refills);
void arbi_push_log(arb_game *g, const char *text);

/* driver.c */
arb_status arbi_pcall(arb_game *g, int nargs, const char *reader);
arb_status arbi_drive(arb_game *g);
arb_status arbi_feed_unit(arb_game *g, int arg);
void arbi_drop_unit(arb_game *g);   /* the unit coroutine let go */
void arbi_end_unit(arb_game *g);    /* ... or kept when idle (a restart, a restore) */
/* driver.c: runs the top frame's step that needs Lua as a unit (still
 * suspended on return when g->unit is set), a unit of kind ARBI_UNIT_CALL. */
#define ARBI_UNIT_CALL 4
arb_status arbi_unit_step(arb_game *g, int prog);
/* stepflow.c: runs program prog for option o (NULL: a phase's step) in C,
 * as frames; goes on with the answer `arg` to the question they wait on
 * (1-based; 0 after an edit) or, arg -1, after the unit for a step's Lua
 * ended.  On return nothing waits (g->nframes 0: *closed says whether a
 * close step ran), or a question does, or a unit (g->unit). */
arb_status arbi_frames_start(arb_game *g, int prog, const arbi_option *o, uint32_t slot, int *closed);
arb_status arbi_frames_go(arb_game *g, int arg, int *closed);
/* Words the prompt and reason of the question the top frame waits on into
 * the pending decision (its lazy_prompt ARBI_PROMPT_STEP). */
void arbi_step_wording(arb_game *g);
int arbi_read_phases(arb_game *g);
void arbi_open_driver(lua_State *L, arb_game *g);

/* seats.c */
void arbi_seats_free(arb_game *g);

/* flow.c: the inputs that led to a snapshot (the last first, by prev) */
const arbi_input *arbi_snapshot_inputs(const arb_snapshot *s);
/* After an input is replayed: g's newest input node (and the checkpoint's,
 * when it is that one) becomes `same`, the node of the line replayed with
 * the same place and content, so that a rebuilt undo step's inputs are the
 * line's own -- a reload's place is found by them (reload.c). */
void arbi_adopt_input(arb_game *g, const arbi_input *same);

/* host.c */
void arbi_reset_state(arb_game *g);
arb_game *arbi_game_alloc(const arb_config *cfg, char *err, size_t errlen);
arb_game *arbi_game_boot(arb_game *g, char *err, size_t errlen);

/* reload.c */
int arbi_reload_text(arb_game *g, int def, char *src, size_t n);
int arbi_find_def(const arb_game *g, const char *file);
int arbi_reloaded(const arb_game *g, int def);
/* pos[k]: how many inputs precede reload k in the current line of play
 * (g->inputs), or in `line`. */
int arbi_reload_positions(const arb_game *g, int *pos);
int arbi_reload_positions_in(const arb_game *g, const arbi_input *line, int *pos);
/* Sets each definition that reloads from `from` on changed to its text
 * after the first `upto` reloads, recording nothing (a rebuilt undo step
 * replays its inputs with the cards as they were): 0, or -1 (arb_errmsg). */
int arbi_defs_as_of(arb_game *g, int upto, int from);
void arbi_reloads_settle(arb_game *g);
void arbi_reloads_free(arb_game *g);

#define ARBI_REG "arbiter"     /* registry table holding the Lua side */

#endif /* ARBI_GAME_H */
