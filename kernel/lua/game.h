/*
 * game.h -- the arb_game object, shared by the units of the Lua host layer.
 *
 * A game is a Lua state (ruleset, card definitions, the driver coroutine)
 * around the kernel state.  The driver runs the turn as a sequence of
 * "units": one action chosen at a window, or one step of a phase.  Each unit
 * starts with a checkpoint (a copy of the state and the tails of the log and
 * input lists).  A script error rolls back to the checkpoint; a snapshot is
 * the state plus the checkpoint plus the inputs since it, and restoring one
 * re-runs the unit from its checkpoint with those inputs only when the next
 * answer comes ("lazy replay").  That is why scripts may hold no state.
 */
#ifndef ARBI_GAME_H
#define ARBI_GAME_H

#include "../src/internal.h"
#include <lua.h>

typedef struct arbi_def {
    char *name;            /* the card's name, as players say it */
    char *file;            /* path relative to the root */
    uint64_t hash;         /* FNV-1a of the file's bytes */
    uint32_t name_hash;    /* used by the state hash */
} arbi_def;

typedef struct arbi_script {   /* every ruleset file loaded, for the pool hash */
    char *file;
    uint64_t hash;
} arbi_script;

struct arb_game {
    /* configuration, owned copies */
    char *root, *game, *options, *extra;
    uint64_t seed;
    int players;
    size_t mem_limit, mem_used;
    long instr_limit, instr_left;

    lua_State *L;
    lua_State *co;            /* the driver coroutine, NULL when lazy */
    int co_ref;               /* its registry reference */
    int env_ref;              /* the sandbox environment table */
    int prelude_ref;          /* the table the prelude returned */
    int defs_ref;             /* the frozen definitions, by def id + 1 */
    int labels_ref, args_ref; /* registry slots for a decision's lazy labels: */
    int labels_pending;       /* label functions and their arguments, kept
                                 until somebody reads the labels */

    arbi_atoms atoms;
    arbi_state st;            /* the live state */
    arbi_state ckpt;          /* the state when the current unit began */
    arbi_logline *log, *ckpt_log;
    arbi_input *inputs, *ckpt_inputs;
    arbi_state prev;          /* the checkpoint an answer started from, kept */
    arbi_logline *prev_log;   /* while that answer crosses into a new unit, */
    arbi_input *prev_inputs;  /* so a failure can still roll back to it */
    int keep_prev, prev_saved;
    arbi_decision dec;
    int lazy;                 /* restored: re-run the unit before answering */
    int broken;               /* the unit cannot even start: only undo helps */
    int in_edit;              /* running an edit or query: no decisions */
    int budget_hit;           /* 1: instructions ran out, 2: memory cap hit */
    int quiet;                /* no log, no refusals (simulations) */
    struct arbi_profile *profile;  /* ARBITER_PROFILE=1: sampled script lines */

    arbi_def *defs; int ndefs, defcap;
    uint32_t *def_hash;       /* name hash per def, for the state hash */
    arbi_script *scripts; int nscripts, scriptcap;

    char *err;                /* last error, with traceback */
    const char **logcache; int logcache_n, logcache_cap;
};

/* loader.c */
int arbi_load_all(arb_game *g);
int arbi_load_def_file(arb_game *g, const char *file, int replace);
uint64_t arbi_hash_file(const char *path, int *ok);
char *arbi_read_file(const char *path, size_t *len);

/* lapi.c, lvalues.c */
void arbi_open_api(lua_State *L, arb_game *g);
void arbi_labels_forget(arb_game *g);
void arbi_labels_ready(arb_game *g, lua_State *L);

/* sandbox.c */
lua_State *arbi_new_lua(arb_game *g);
int arbi_load_chunk(arb_game *g, const char *src, size_t len, const char *name,
                    int env_ref);
#define ARBI_HOOK_STEP 10000      /* instructions between two budget checks */
#define ARBI_HOOK_PROFILE 100     /* ... when ARBITER_PROFILE samples lines */
void arbi_budget_hook(lua_State *L, lua_Debug *ar);
void arbi_profile_report(arb_game *g);

/* shield.c: pcall, xpcall and setmetatable that keep the budget */
void arbi_open_shield(lua_State *L, int arb);
void arbi_budget_note(lua_State *L);   /* keeps the error on top for re-raising */

/* patterns.c: string functions whose C time is bounded */
void arbi_open_patterns(lua_State *L);

/* serialize.c: values as Lua literal text, without running metamethods */
int arbi_serialize(lua_State *L);

/* options.c: a ruleset's declared options checked against the option text */
int arbi_check_options(arb_game *g, int ruleset);

/* watchdog.c */
void arbi_arm(arb_game *g, lua_State *co);
void arbi_disarm(lua_State *co);

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
void arbi_checkpoint(arb_game *g);
void arbi_push_log(arb_game *g, const char *text);

/* host.c */
void arbi_reset_state(arb_game *g);

#define ARBI_REG "arbiter"     /* registry table holding the Lua side */

#endif /* ARBI_GAME_H */
