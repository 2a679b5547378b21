/*
 * driver.c -- the flow of a game, run by the kernel: setup, phases, steps,
 * windows, the options chosen at them, and the turn.
 *
 * The ruleset declares its turn as a list of phases (each a step that runs,
 * or a window where players choose); the loop that walks them is here, in C,
 * and where it stands is part of the game state (header: phase, turn,
 * active, flow).  Lua runs only for what the ruleset and its cards say:
 *  - a step, or the option chosen at a window, runs as a *unit* inside the
 *    kernel's unit coroutine, so a g:choose in it can wait for its answer;
 *  - a window's options are listed by a plain call (no coroutine), and a
 *    decision pending at a window is a top-level one: nothing is suspended,
 *    so a snapshot there is the whole game, restored by a copy and a new
 *    listing (flow.c), never by replaying scripts.
 * Setup and every window begin with a checkpoint (flow.c) that an error
 * rolls back to.
 */
#include "steps.h"
#include "options.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

/* What a unit is: setup, a phase's step, a window's option, or the Lua of
 * one step the kernel's runner does (stepflow.c). */
enum { UNIT_SETUP = 1, UNIT_STEP, UNIT_OPTION, UNIT_CALL = ARBI_UNIT_CALL };

const char arbi_listing[] = "the listing of a window's options";

/* Pushes prelude function `name` and the game table on L. */
static void push_entry(arb_game *g, lua_State *L, const char *name)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, name);
    lua_remove(L, -2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
}

/* Whether the unit coroutine is there and idle: finished, its stack empty. */
static int unit_idle(const arb_game *g)
{
    return g->co && lua_status(g->co) == LUA_OK && lua_gettop(g->co) == 0;
}

/* Lets the unit coroutine go (not the kernel's frames it may serve). */
static void drop_co(arb_game *g)
{
    if (g->co_ref != LUA_NOREF) luaL_unref(g->L, LUA_REGISTRYINDEX, g->co_ref);
    g->co_ref = LUA_NOREF;
    g->co = NULL;
    g->unit = 0;
}

/* The unit coroutine, made once and reused: a finished coroutine takes a
 * new function.  One that failed or was abandoned is replaced. */
static lua_State *unit_thread(arb_game *g)
{
    if (unit_idle(g)) return g->co;
    drop_co(g);
    g->co = lua_newthread(g->L);
    g->co_ref = luaL_ref(g->L, LUA_REGISTRYINDEX);
    return g->co;
}

void arbi_drop_unit(arb_game *g)
{
    drop_co(g);
    g->nframes = 0;
}

/* Ends the unit where the game starts again (a restart, a snapshot put
 * back): an idle coroutine (finished, its stack empty) is kept for the
 * next unit, which would otherwise grow a new one's stack again; one
 * suspended is let go.  (A rollback lets it go too: its memory counts
 * against the cap the failure may have met.) */
void arbi_end_unit(arb_game *g)
{
    if (unit_idle(g)) g->unit = g->nframes = 0;
    else arbi_drop_unit(g);
}

/* traceback(co, msg): the message with the coroutine's traceback. */
static int traceback_of(lua_State *L)
{
    lua_State *co = lua_tothread(L, 1);
    const char *msg = lua_tostring(L, 2);
    luaL_traceback(L, co, msg ? msg : "(error object is not a string)", 0);
    return 1;
}

/* An error's message, with the traceback of the coroutine it came from;
 * made in a protected call, since it allocates (maybe at the memory cap). */
static arb_status unit_error(arb_game *g, lua_State *co)
{
    arb_status st = g->budget_hit ? ARB_EBUDGET : ARB_ESCRIPT;
    lua_State *L = g->L;
    lua_pushcfunction(L, traceback_of);
    lua_pushthread(co);
    lua_xmove(co, L, 1);
    lua_pushvalue(co, -1);                     /* the error object */
    lua_xmove(co, L, 1);
    if (lua_pcall(L, 2, 1, 0) != LUA_OK) {
        const char *msg = lua_tostring(co, -1);
        arbi_fail(g, st, "%s", msg ? msg : "a script failed (no memory left to say where)");
    } else {
        arbi_fail(g, st, "%s", lua_tostring(L, -1));
    }
    lua_pop(L, 1);
    arbi_drop_unit(g);
    return st;
}

/* Resumes the unit with nargs values pushed on it.  When it finishes,
 * *closed says whether it returned true (an option that closes its window). */
static arb_status resume_unit(arb_game *g, int nargs, int *closed)
{
    lua_State *co = g->co;
    int nres;
    arbi_arm(g, co);
    int rc = lua_resume(co, g->L, nargs, &nres);
    arbi_disarm(co);
    if (rc == LUA_YIELD) {
        lua_pop(co, nres);
        g->st.h.flow = ARBI_FLOW_UNIT;
        return ARB_OK;
    }
    if (rc != LUA_OK && g->halted && g->st.h.over) {  /* g:halt(): the game is over */
        g->halted = 0;                         /* (the kernel's frames see it and unwind) */
        drop_co(g);
        *closed = 1;
        return ARB_OK;
    }
    g->halted = 0;
    if (rc != LUA_OK) return unit_error(g, co);
    *closed = nres > 0 && lua_toboolean(co, -nres);
    lua_pop(co, nres);
    g->unit = 0;
    return ARB_OK;
}

/* Starts a unit: a phase step (k: the phase), or the option chosen at a
 * window (o).  One whose run is steps is the kernel's runner's. */
static arb_status start_unit(arb_game *g, int kind, int k, const arbi_option *o, int *closed)
{
    if (o && arbi_mark_once(g, o)) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    g->jumped = 0;
    int prog = o ? g->fams[o->fam].prog : k > 0 ? g->phase_prog[k - 1] : 0;
    if (prog) {
        const arbi_family *f = o ? &g->fams[o->fam] : NULL;
        uint32_t slot = f && f->kind == ARBI_FAM_ABILITIES ? f->slot[o->slot] : 0;
        g->frames_kind = kind;
        return arbi_frames_start(g, prog - 1, o, slot, closed);
    }
    lua_State *co = unit_thread(g);
    int nargs = 2;
    if (o) nargs = arbi_push_option(g, co, o);
    else {
        push_entry(g, co, k == 0 ? "setup" : "step");
        lua_pushinteger(co, k);
    }
    g->unit = kind;
    return resume_unit(g, nargs, closed);
}

arb_status arbi_unit_step(arb_game *g, int prog)
{
    lua_State *co = unit_thread(g);
    arbi_push_prog_fn(g, co, prog);
    lua_rawgeti(co, LUA_REGISTRYINDEX, g->G_ref);
    g->tramp = 1;
    g->unit = UNIT_CALL;
    int closed;
    arb_status st = resume_unit(g, 1, &closed);
    g->tramp = 0;
    return st;
}

/* Calls the function below its nargs arguments on g->L, outside the unit
 * (it may not ask), under the budget, with a traceback on error; `reader`,
 * if not NULL, names it as a script that may only read.  The stack is left
 * as it was below the function. */
arb_status arbi_pcall(arb_game *g, int nargs, const char *reader)
{
    lua_State *L = g->L;
    int base = lua_gettop(L) - nargs - 1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "traceback");
    lua_remove(L, -2);
    lua_insert(L, base + 1);                  /* the handler below the function */
    g->reader = reader;
    arbi_arm(g, L);
    int rc = lua_pcall(L, nargs, 0, base + 1);
    arbi_disarm(L);
    g->reader = NULL;
    arb_status st = ARB_OK;
    if (rc != LUA_OK)
        st = arbi_fail(g, g->budget_hit ? ARB_EBUDGET : ARB_ESCRIPT, "%s", lua_tostring(L, -1));
    lua_settop(L, base);
    return st;
}

/* Calls prelude function `entry`(g, arg) outside the unit. */
static arb_status call_entry(arb_game *g, const char *entry, int arg)
{
    push_entry(g, g->L, entry);
    lua_pushinteger(g->L, arg);
    return arbi_pcall(g, 2, NULL);
}

/* Reads P.next_seat (P on top of L): { skip = "value" } -- the next turn
 * is the next seat's in turn order, past every player whose value `skip`
 * is set (or the same player's, when all others are), worked out in C with
 * no call to the ruleset's next_turn.  0, or -1 (g->err set). */
int arbi_read_next_seat(arb_game *g)
{
    lua_State *L = g->L;
    int kind = lua_getfield(L, -1, "next_seat");
    g->next_seat = kind == LUA_TTABLE;
    if (g->next_seat && lua_getfield(L, -1, "skip") == LUA_TSTRING)
        g->next_skip = arbi_atom(&g->atoms, lua_tostring(L, -1));
    if (g->next_seat) lua_pop(L, 1);
    lua_pop(L, 1);
    if (kind == LUA_TNIL || kind == LUA_TTABLE) return 0;
    arbi_fail(g, ARB_ESCRIPT, "the ruleset's next_seat: { skip = \"value\" }, or a function of the options giving one");
    return -1;
}

static void next_seat(arb_game *g)
{
    int n = g->st.h.nplayers, p = g->st.h.active;
    for (int k = 1; k < n; k++) {
        int q = (p - 1 + k) % n + 1;
        const arbi_var *v = g->next_skip ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, q), g->next_skip) : NULL;
        if (!v || (v->type == ARBI_VBOOL && !v->value)) { g->st.h.active = q; return; }
    }
}

/* The next phase, or the first phase of the next turn. */
static arb_status advance(arb_game *g)
{
    int n = g->st.h.phase + 1;
    if (n > g->nphases) {
        arb_status st = ARB_OK;
        if (g->next_seat) next_seat(g);
        else st = call_entry(g, "next_turn", 0);
        if (st != ARB_OK) return st;
        g->st.h.turn++;
        n = 1;
    }
    g->st.h.phase = n;
    return ARB_OK;
}

/* What follows a unit that ran to its end. */
static arb_status unit_done(arb_game *g, int kind, int closed)
{
    if (kind == UNIT_SETUP) {
        if (g->st.h.phase == 0) g->st.h.phase = 1;
        if (g->st.h.turn == 0) g->st.h.turn = 1;
        return ARB_OK;
    }
    if (g->st.h.over || g->jumped) return ARB_OK;
    if (kind == UNIT_STEP || closed) return advance(g);
    return ARB_OK;
}

static int is_window(const arb_game *g, int phase)
{
    return phase >= 1 && phase <= g->nphases && g->phase_window[phase - 1];
}

/* Runs units until a decision is pending or the game is over. */
static arb_status drive(arb_game *g)
{
    while (!g->st.h.over) {
        int k = g->st.h.phase, closed = 0;
        if (k < 0 || k > g->nphases)
            return arbi_fail(g, ARB_ESCRIPT, "the ruleset has no phase %d", k);
        /* Checkpoints are taken where the game can stop at the top level:
         * before setup, and at each window once its options are listed.  A
         * step runs on from the last one: a decision inside it replays
         * from that window, with the inputs since (flow.c), and a failure
         * rolls back to it -- an answer that fails, even while the next
         * window lists, to the checkpoint it started from. */
        if (k == 0 && arbi_checkpoint(g) != ARB_OK) return ARB_ENOMEM;
        if (is_window(g, k)) {
            arb_status st = arbi_list_window(g);
            return st == ARB_OK ? arbi_checkpoint(g) : st;
        }
        int kind = k == 0 ? UNIT_SETUP : UNIT_STEP;
        arb_status st = start_unit(g, kind, k, NULL, &closed);
        if (st != ARB_OK || g->unit || g->nframes) return st;
        if ((st = unit_done(g, kind, closed)) != ARB_OK) return st;
    }
    arbi_labels_forget(g);
    arbi_decision_clear(&g->dec);
    g->st.h.flow = ARBI_FLOW_OVER;
    return ARB_OK;
}

arb_status arbi_drive(arb_game *g)
{
    return drive(g);
}

/* Takes the pending decision's answer: `arg` is the 1-based option, or 0
 * after an edit (the decision is asked again). */
arb_status arbi_feed_unit(arb_game *g, int arg)
{
    int closed = 0, kind = g->unit;
    arb_status st;
    if (kind) {                                   /* inside a unit */
        lua_pushinteger(g->co, arg);
        st = resume_unit(g, 1, &closed);
        if (st == ARB_OK && !g->unit && kind == UNIT_CALL) {   /* the kernel's steps go on */
            kind = g->frames_kind;
            st = arbi_frames_go(g, -1, &closed);
        }
    } else if (g->nframes) {                      /* a question of the kernel's steps */
        kind = g->frames_kind;
        st = arbi_frames_go(g, arg, &closed);
    } else if (arg == 0) {                        /* an edit at a window */
        return g->st.h.over ? drive(g) : arbi_list_window(g);
    } else {                                      /* an option of the window */
        kind = UNIT_OPTION;
        arbi_option o = g->dec.opt[arg - 1];
        st = start_unit(g, kind, 0, &o, &closed);
    }
    if (st != ARB_OK || g->unit || g->nframes) return st;
    st = unit_done(g, kind, closed);
    return st != ARB_OK ? st : drive(g);
}

/* ---- the ruleset's phases, read once at load ------------------------------- */

/* A phase's `steps` (the entry on top of L), when it has them: compiled
 * into a program the kernel runs (stepflow.c); its function is the
 * phase's `run` too. */
static int read_steps(arb_game *g, lua_State *L, int i)
{
    if (lua_getfield(L, -1, "steps") != LUA_TTABLE) return lua_pop(L, 1), 0;
    char why[200];
    const char *bad = arbi_steps_compile(g, L, -1, why, sizeof why);
    if (!bad) bad = arbi_untargeted(&g->progs[g->nprogs - 1], why, sizeof why);
    if (bad) {
        lua_pop(L, 1);
        arbi_fail(g, ARB_ESCRIPT, "the ruleset's phase '%s': %s", arbi_atom_str(&g->atoms, g->phase_name[i]), bad);
        return -1;
    }
    g->phase_prog[i] = g->nprogs;             /* the program just compiled, + 1 */
    lua_setfield(L, -3, "run");
    lua_pop(L, 1);
    return 0;
}

/* Reads the prelude's phase list (on top of L, popped): names, kinds, and
 * each window's option families. */
int arbi_read_phases(arb_game *g)
{
    lua_State *L = g->L;
    int n = (int)luaL_len(L, -1);
    g->phase_name = calloc((size_t)(n ? n : 1), sizeof *g->phase_name);
    g->phase_window = calloc((size_t)(n ? n : 1), sizeof *g->phase_window);
    g->wins = calloc((size_t)(n ? n : 1), sizeof *g->wins);
    g->phase_prog = calloc((size_t)(n ? n : 1), sizeof *g->phase_prog);
    if (!g->phase_name || !g->phase_window || !g->wins || !g->phase_prog) {
        lua_pop(L, 1);
        return arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
    }
    lua_newtable(L);
    g->fam_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    g->nphases = n;
    for (int i = 0; i < n; i++) {
        lua_rawgeti(L, -1, i + 1);
        lua_getfield(L, -1, "name");
        const char *name = lua_tostring(L, -1);
        g->phase_name[i] = arbi_atom(&g->atoms, name ? name : "?");
        lua_pop(L, 1);
        if (read_steps(g, L, i)) { lua_pop(L, 2); return -1; }
        int rc = 0;
        if (lua_getfield(L, -1, "window") == LUA_TTABLE) {
            g->phase_window[i] = 1;
            rc = arbi_read_window(g, &g->wins[i], "phase", arbi_atom_str(&g->atoms, g->phase_name[i]));
        }
        lua_pop(L, 2);
        if (rc) { lua_pop(L, 1); return -1; }
    }
    lua_pop(L, 1);
    return 0;
}

/* g:goto_phase(name): the current phase ends now and the game goes on at
 * phase `name` of this turn. */
static int l_goto_phase(lua_State *L)
{
    ARBI_WRITES(L, "goto_phase");
    arb_game *g = GAME(L);
    uint32_t a = arbi_lua_atom(L, g, 2);
    for (int i = 0; a && i < g->nphases; i++) {
        if (g->phase_name[i] != a) continue;
        g->st.h.phase = i + 1;
        g->jumped = 1;
        return 0;
    }
    return luaL_error(L, "the ruleset has no phase '%s'", lua_tostring(L, 2));
}

const char *arb_phase_name(const arb_game *g)
{
    int k = g->st.h.phase;
    return k >= 1 && k <= g->nphases ? arbi_atom_str(&g->atoms, g->phase_name[k - 1]) : "setup";
}

int arb_flow(const arb_game *g)
{
    return g->st.h.over ? ARB_FLOW_OVER : g->st.h.flow == ARBI_FLOW_UNIT ? ARB_FLOW_UNIT
                                                                           : ARB_FLOW_WINDOW;
}

/* g:phase_name(): the name of the phase the game stands in, or "setup". */
static int l_phase_name(lua_State *L)
{
    lua_pushstring(L, arb_phase_name(GAME(L)));
    return 1;
}

static const luaL_Reg api[] = {
    {"goto_phase", l_goto_phase}, {"phase_name", l_phase_name},
    {NULL, NULL}
};

void arbi_open_driver(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
}
