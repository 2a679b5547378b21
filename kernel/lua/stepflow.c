/*
 * stepflow.c -- the kernel's one runner of steps (programs steps.c reads).
 *
 * A program runs here, in C, as a stack of frames: the program, the step
 * it stands at and the actor it acts for -- and, at an ability written as
 * data, the verb call it is at; a verb whose steps ask or call Lua is a
 * frame of its own above it.  A question -- a choose step, a
 * choose_number step, a choice among verbs -- is set as the pending
 * decision and the frames wait on it as plain data.  Frames are run from
 * one of two places:
 *  - the driver (an option's or a phase's steps): a question is a top-level
 *    wait, answered here with no coroutine and no Lua; a step that needs
 *    Lua (a call, an event somebody listens to, an ability written as a
 *    function) is a unit of its own (driver.c, arbi_unit_step), whose
 *    function makes that one call -- which may ask in turn -- and the
 *    frames go on when it returns;
 *  - Lua (a program's function, a verb c:verb(n)), above the frames there
 *    are: a question yields the unit's coroutine and its answer goes on
 *    (lua_yieldk), a step's Lua is called with lua_callk.
 * Frames above the ones a continuation or a unit left (a Lua error caught
 * by a pcall leaves its frames) are dropped when it goes on.
 *
 * After a question or a call the actor is read again as a program's
 * function reads it from its arguments: the card's definition, and a
 * targets family's amount (unless a number was chosen).  Frames are not
 * game state: a snapshot taken at a top-level question keeps a copy of them
 * (flow.c); one taken inside a unit re-runs the unit.
 */
#include "steprun.h"
#include "lapi.h"
#include "options.h"
#include <stdio.h>
#include <stdlib.h>

typedef struct arbi_frame frame;

/* What a step of the runner leads to. */
enum { GO_ON = 0, WAIT = 1, CALL = 2, FAULT = -1, BUDGET = -2, FAILED = -3 };

static frame *top(arb_game *g)
{
    return &g->frames[g->nframes - 1];
}

static ARBI_INLINE int push(arb_game *g, int prog, arbi_actor a, char *err)
{
    if (!g->frames && !(g->frames = malloc(sizeof *g->frames * ARBI_MAX_FRAMES)))
        return snprintf(err, ARBI_STEP_ERRLEN, "out of memory"), FAULT;
    if (g->nframes == ARBI_MAX_FRAMES)
        return snprintf(err, ARBI_STEP_ERRLEN, "steps: programs nested more than %d deep", ARBI_MAX_FRAMES), FAULT;
    frame *f = &g->frames[g->nframes++];     /* (only what a new frame reads: it is used often) */
    f->prog = prog;
    f->pc = 0;
    f->a = a;
    f->dab = f->loop = -1;
    f->call = f->picks = f->nlist = 0;
    f->ask = 0;
    return GO_ON;
}

/* The actor as a program's function reads it again from its arguments. */
static void reread(arb_game *g, frame *f)
{
    if (f->a.c != ARB_NONE) f->a.def = g->st.cards[f->a.c].def;
    if (f->prog < 0) return;
    const arbi_prog *p = &g->progs[f->prog];
    if (p->fam >= 0 && !f->a.numbered)
        f->a.arg = arbi_target_amount(g, &g->fams[p->fam], f->a.p, f->a.q, f->a.c);
}

static int oom(char *err)
{
    snprintf(err, ARBI_STEP_ERRLEN, "out of memory");
    return FAULT;
}

/* Inside Lua a question is asked only where g:choose may ask: else its
 * error is raised before the decision is touched. */
static void may_ask(lua_State *L, arb_game *g)
{
    if (!L) return;
    arbi_lua_may_ask(L, g);
    if (!lua_isyieldable(L))
        luaL_error(L, "a decision can only be asked while the game runs (not from an edit or a view)");
}

/* A choose step that picks no card: the program ends -- or, one with
 * up_to, its loop: the card is the frame's own again, its argument how
 * many were picked, and the steps after the loop's `again` go on. */
static int no_card(arb_game *g, frame *f, const step *s)
{
    if (!s->looped) return g->nframes--, GO_ON;
    f->a.c = f->loop_c;
    f->a.def = f->loop_def;
    f->a.adef = f->loop_adef;
    f->a.arg = f->picks;
    f->loop = -1;
    f->pc = s->loop_end + 1;
    return GO_ON;
}

/* A loop begins at step pc: the frame's card is kept. */
static void loop_begins(frame *f, int64_t limit)
{
    f->loop = f->pc;
    f->picks = 0;
    f->limit = limit;
    f->loop_c = f->a.c;
    f->loop_def = f->a.def;
    f->loop_adef = f->a.adef;
    f->nlist = 0;
}

/* Where the frames' card lists end in g->flist. */
int arbi_flist_used(const arb_game *g)
{
    int end = 0;
    for (int i = 0; i < g->nframes; i++) {
        const frame *f = &g->frames[i];
        if (f->nlist && f->list + f->nlist > end) end = f->list + f->nlist;
    }
    return end;
}

/* Keeps the cards zone z holds now, top first, as frame f's list.  The
 * lists of the loops in progress hold at most ARB_MAX_CARDS cards in all,
 * the bound of the state's own card array. */
static int keep_list(arb_game *g, frame *f, arb_zone_id z, char *err)
{
    int at = arbi_flist_used(g), n = g->st.zones[z].count;
    if (n > ARB_MAX_CARDS - at)
        return snprintf(err, ARBI_STEP_ERRLEN, "steps: each loops in progress over more than %d cards in all", ARB_MAX_CARDS), FAULT;
    if (at + n > g->flist_cap) {
        int cap = g->flist_cap ? g->flist_cap : 64;
        while (cap < at + n) cap *= 2;
        int32_t *nl = realloc(g->flist, sizeof *nl * (size_t)cap);
        if (!nl) return oom(err);
        g->flist = nl;
        g->flist_cap = cap;
    }
    for (int k = 1; k <= n; k++) g->flist[at + k - 1] = arbi_zone_at(&g->st, z, k);
    f->list = at;
    f->nlist = n;
    return GO_ON;
}

/* Card c picked at frame f's choose step: the steps after it act on it. */
static int picked(arb_game *g, frame *f, arb_card_id c)
{
    f->a.c = c;
    f->a.def = g->st.cards[c].def;
    f->picks++;
    return f->pc++, GO_ON;
}

/* The choose step s of frame f: WAIT (asked), GO_ON (no card, or the one
 * card taken without asking: auto), or FAULT.
 * One with up_to starts its loop when first reached, and asks while fewer
 * than up_to cards were picked ({n}: this pick's number). */
static int ask_card(lua_State *L, arb_game *g, frame *f, const step *s, char *err)
{
    if (s->looped && f->loop != f->pc) loop_begins(f, s->up_to_arg ? f->a.arg : s->up_to);
    if (s->looped && f->picks >= f->limit) return no_card(g, f, s);
    arb_zone_id z[MAX_CHOOSE_ZONES];
    if (arbi_choose_zones(g, s, f->a.p, z, err)) return FAULT;
    int n = arbi_cards_of_zones(g, z, s->nzones);
    if (!n) return no_card(g, f, s);
    if (n == 1 && s->auto_one && !s->optional) return picked(g, f, arbi_card_of_zones(g, z, s->nzones, 1));
    may_ask(L, g);
    if (arbi_ask_step(g, s, &f->a, z)) return oom(err);
    f->ask = ARBI_ASK_CARD;
    return WAIT;
}

/* The each step s: the next card of those the zone (the actor's, or a
 * shared one) held when the loop began, top first, that is there still --
 * the steps up to `again` act on it; when none is left, or the game is
 * over, the steps after the loop go on. */
static int each_card(arb_game *g, frame *f, const step *s, char *err)
{
    arb_zone_id z = arbi_zone_of_hinted(g, (int32_t *)s->zh[0], s->name, f->a.p, err);
    if (z == ARB_NONE) return FAULT;
    if (f->loop != f->pc) {
        loop_begins(f, 0);
        if (keep_list(g, f, z, err)) return FAULT;
    }
    while (!g->st.h.over && f->picks < f->nlist) {
        arb_card_id c = g->flist[f->list + f->picks++];
        if (g->st.cards[c].zone != z) continue;          /* it left meanwhile */
        const arbi_prog *p = &g->progs[f->prog];
        int borrowed = p->borrow ? arbi_def_borrowed(g, c, p->borrow) : -1;
        f->a.c = c;
        f->a.def = g->st.cards[c].def;
        f->a.adef = borrowed >= 0 ? borrowed : f->a.def;   /* the card's own abilities, as an option's */
        return f->pc++, GO_ON;
    }
    int64_t arg = f->a.arg;
    no_card(g, f, s);
    f->nlist = 0;
    f->a.arg = arg;
    return GO_ON;
}

/* The `again` step: back to the choose of the loop, with the frame's own
 * card (the prompt names it) -- to that step itself, whose condition was
 * the loop's as it began (at_step: the next pick, or the next card). */
static int again(lua_State *L, arb_game *g, frame *f, char *err)
{
    if (f->loop < 0) return f->pc++, GO_ON;
    f->a.c = f->loop_c;
    f->a.def = f->loop_def;
    f->a.adef = f->loop_adef;
    f->pc = f->loop;
    const step *s = &g->progs[f->prog].s[f->pc];
    return s->kind == S_CHOOSE ? ask_card(L, g, f, s, err) : each_card(g, f, s, err);
}

/* The choose_player step s of frame f: the player picked is the target of
 * the steps after it (the actor's q); asked (WAIT), the one player taken
 * (auto), nobody to pick (the program ends), or FAULT. */
static int ask_player(lua_State *L, arb_game *g, frame *f, const step *s, char *err)
{
    int q[ARBI_MAX_PLAYERS];
    int n = arbi_player_choices(g, s, f->a.p, q);
    if (!n) return g->nframes--, GO_ON;
    if (n == 1 && s->auto_one) {
        f->a.q = q[0];
        return f->pc++, GO_ON;
    }
    may_ask(L, g);
    if (arbi_ask_player(g, &f->a, q, n)) return oom(err);
    f->ask = ARBI_ASK_PLAYER;
    return WAIT;
}

static int number_fault(int rc, char *err)
{
    snprintf(err, ARBI_STEP_ERRLEN, "%s", rc == -2 ? arbi_too_many_numbers : "out of memory");
    return FAULT;
}

/* The choose_number step s of frame f: asked (WAIT), its one number taken
 * (auto), none possible (the program ends), or FAULT. */
static int ask_number(lua_State *L, arb_game *g, frame *f, const step *s, char *err)
{
    int64_t lo, hi;
    arbi_number_range(s, &f->a, &lo, &hi);
    if (hi < lo) return g->nframes--, GO_ON;
    if (s->auto_one && hi == lo) {
        f->a.arg = lo;
        f->a.numbered = 1;
        f->pc++;
        return GO_ON;
    }
    may_ask(L, g);
    int rc = arbi_ask_number(g, &f->a, lo, hi);
    if (rc) return number_fault(rc, err);
    f->ask = ARBI_ASK_NUMBER;
    return WAIT;
}

/* The frame's data ability is done: the step after it, or the frame
 * ends (one of no program: a data ability g:use runs). */
static int ability_done(arb_game *g, frame *f)
{
    g->log_source = f->was;
    f->dab = -1;
    if (f->prog < 0) g->nframes--;
    else f->pc++;
    return GO_ON;
}

/* The next verb call of the data ability at frame f: done in C, asked (a
 * choice among verbs), or a frame of its own (a verb that asks or calls
 * Lua). */
static int next_call(lua_State *L, arb_game *g, frame *f, char *err)
{
    const arbi_dab *d = &g->dabs[f->dab];
    if (f->call >= d->n) return ability_done(g, f);
    const arbi_dcall *k = &g->dcalls[d->first + f->call];
    if (!g->quiet) g->log_source = f->a.c;
    if (k->prog == ARBI_DCHOICE) {
        may_ask(L, g);
        if (arbi_ask_branches_c(g, k, f->a.p)) return oom(err);
        f->ask = ARBI_ASK_BRANCH;
        return WAIT;
    }
    f->call++;
    if (k->pure) return arbi_verb_in_c(L, g, k->prog, f->a.p, f->a.c, k->arg, err);
    return push(g, k->prog, arbi_verb_actor(g, &g->progs[k->prog], f->a.p, f->a.c, k->arg), err);
}

/* Frame f (at index i) goes on after the Lua of its step. */
static void called(arb_game *g, int i)
{
    g->nframes = i + 1;
    frame *f = &g->frames[i];
    reread(g, f);
    f->pc++;
}

/* A step that needs Lua: an ability written as data goes on call by call
 * here; anything else is CALL inside Lua (L), or else a unit of its own,
 * which goes on, waits on its question, or fails (*st). */
static int needs_lua(lua_State *L, arb_game *g, frame *f, const step *s, arb_status *st)
{
    if (s->kind == S_ABILITY && f->a.c != ARB_NONE) {
        const arbi_dab *d = arbi_dab_find(g, f->a.adef, s->own_slot ? f->a.slot : s->name);
        if (d) {
            f->dab = (int)(d - g->dabs);
            f->call = 0;
            f->was = g->log_source;
            return GO_ON;
        }
    }
    if (L) return CALL;
    int i = g->nframes - 1;
    if ((*st = arbi_unit_step(g, f->prog)) != ARB_OK) return FAILED;
    if (g->unit) return WAIT;
    called(g, i);
    g->call_frame = -1;
    return GO_ON;
}

/* Runs the top frame's steps (the frames above base are this run's) up
 * to one that asks, calls, ends the frame or fails. */
static int step_once(lua_State *L, arb_game *g, int base, int *closed, char *err, arb_status *st)
{
    frame *f = top(g);
    /* Nothing runs after the end.  Only Lua ends a game (or a win step,
     * which returns): a step that calls it leaves this loop, so the check
     * on the way in is enough. */
    if (g->st.h.over) return g->nframes--, GO_ON;
    if (f->dab >= 0) return next_call(L, g, f, err);
    const arbi_prog *p = &g->progs[f->prog];
    int r = arbi_steps_c(L, g, p, &f->pc, &f->a, err);    /* those done in C, at once */
    if (r == ARBI_STEPS_END) return g->nframes--, GO_ON;
    const step *s = &p->s[f->pc];
    if (r != ARBI_STEPS_RUNNER) return r < 0 ? r : needs_lua(L, g, f, s, st);
    switch (s->kind) {
    case S_CLOSE:                             /* (inside a verb it ends the verb) */
        if (g->nframes == base + 1) *closed = 1;
        return g->nframes--, GO_ON;
    case S_WIN:
        arbi_step_win(g, s, &f->a);
        return g->nframes--, GO_ON;
    case S_CHOOSE: return ask_card(L, g, f, s, err);
    case S_NUMBER: return ask_number(L, g, f, s, err);
    case S_AGAIN: return again(L, g, f, err);
    case S_PLAYER: return ask_player(L, g, f, s, err);
    default: return each_card(g, f, s, err);
    }
}

/* The answer b to frame f's choice among verbs (0: an edit, asked again):
 * the branch picked runs in C, or as a frame of its own (a verb that asks
 * or calls Lua); then the data ability's next call. */
static int take_branch(lua_State *L, arb_game *g, frame *f, int b, char *err)
{
    const arbi_dcall *k = &g->dcalls[g->dabs[f->dab].first + f->call];
    if (b == 0 && !g->st.h.over) return arbi_ask_branches_c(g, k, f->a.p) ? oom(err) : WAIT;
    const arbi_dbranch *br = arbi_branch(g, k, b);
    f->call++;
    if (!br) return GO_ON;
    if (!g->quiet) g->log_source = f->a.c;
    if (br->pure) return arbi_verb_in_c(L, g, br->prog, f->a.p, f->a.c, br->arg, err);
    return push(g, br->prog, arbi_verb_actor(g, &g->progs[br->prog], f->a.p, f->a.c, br->arg), err);
}

/* The answer i to frame f's question (0: an edit, asked again): GO_ON,
 * WAIT (asked again), or FAULT/BUDGET (outside Lua; inside, L, the cap's
 * error is raised). */
static int answer(lua_State *L, arb_game *g, frame *f, int i, char *err)
{
    int over = g->st.h.over;
    if (f->ask == ARBI_ASK_BRANCH) return take_branch(L, g, f, i, err);
    const step *s = &g->progs[f->prog].s[f->pc];
    if (f->ask == ARBI_ASK_CARD) {
        arb_zone_id z[MAX_CHOOSE_ZONES];
        if (arbi_choose_zones(g, s, f->a.p, z, err)) return FAULT;
        int n = arbi_cards_of_zones(g, z, s->nzones);
        if (i == 0 && !over && n > 0) return arbi_ask_step(g, s, &f->a, z) ? oom(err) : WAIT;
        if (i < 1 || i > n) return no_card(g, f, s);        /* none */
        return picked(g, f, arbi_card_of_zones(g, z, s->nzones, i));
    }
    if (f->ask == ARBI_ASK_PLAYER) {
        int q[ARBI_MAX_PLAYERS], n = arbi_player_choices(g, s, f->a.p, q);
        if (i == 0 && !over && n > 0) return arbi_ask_player(g, &f->a, q, n) ? oom(err) : WAIT;
        if (i < 1 || i > n) return g->nframes--, GO_ON;       /* nobody: the end */
        f->a.q = q[i - 1];
        return f->pc++, GO_ON;
    }
    int64_t lo, hi;
    arbi_number_range(s, &f->a, &lo, &hi);
    if (i == 0 && !over && hi >= lo) {
        int rc = arbi_ask_number(g, &f->a, lo, hi);
        return rc ? number_fault(rc, err) : WAIT;
    }
    if (i < 1 || i > hi - lo + 1) return g->nframes--, GO_ON;   /* nothing to choose: the end */
    f->a.arg = lo + i - 1;
    f->a.numbered = 1;
    return f->pc++, GO_ON;
}

/* Answers the question of frame i: what answer() says, the frame's
 * question settled unless asked again. */
static int answer_at(lua_State *L, arb_game *g, int i, int arg, char *err)
{
    g->nframes = i + 1;
    frame *f = &g->frames[i];
    reread(g, f);
    int r = answer(L, g, f, arg, err);
    if (r != WAIT) f->ask = ARBI_ASK_NONE;
    return r;
}

/* The prompt and reason of the question the top frame waits on, worded
 * now that somebody reads them (ARBI_PROMPT_STEP). */
void arbi_step_wording(arb_game *g)
{
    const frame *f = g->nframes ? top(g) : NULL;
    if (!f || f->ask == ARBI_ASK_NONE) return;
    char prompt[512], reason[512];
    if (f->ask == ARBI_ASK_BRANCH) arbi_branch_text(g, f->a.c, prompt, reason);
    else arbi_step_text(g, &g->progs[f->prog].s[f->pc], &f->a, f->ask == ARBI_ASK_CARD ? f->picks + 1 : 0,
                        prompt, reason);
    size_t at = arbi_decision_text(&g->dec, prompt);
    if (at != (size_t)-1) g->dec.prompt = at;
    at = reason[0] ? arbi_decision_text(&g->dec, reason) : 0;
    if (at != (size_t)-1) g->dec.reason = at;
}

/* ---- run by the driver ------------------------------------------------------ */

static arb_status failed(arb_game *g, int r, const char *err, arb_status st)
{
    g->nframes = 0;
    return r == FAILED ? st : r == BUDGET ? ARB_EBUDGET : arbi_fail(g, ARB_ESCRIPT, "%s", err);
}

/* Runs the frames until they end, wait (on a question: the game's flow is
 * then a unit's, as for a question asked in Lua; or on a unit), or fail. */
static arb_status run(arb_game *g, int *closed)
{
    char err[ARBI_STEP_ERRLEN];
    arb_status st = ARB_OK;
    while (g->nframes) {
        int r = step_once(NULL, g, 0, closed, err, &st);
        if (r == GO_ON) continue;
        if (r != WAIT) return failed(g, r, err, st);
        if (!g->unit) g->st.h.flow = ARBI_FLOW_UNIT;
        return ARB_OK;
    }
    return ARB_OK;
}

/* A program's steps done in C run at once, with no frame: the common
 * program (a phase's, an option's that asks nothing) ends here.  At a step
 * the runner does, or one that needs Lua, the program becomes a frame
 * that goes on from that step. */
arb_status arbi_frames_start(arb_game *g, int prog, const arbi_option *o, uint32_t slot, int *closed)
{
    char err[ARBI_STEP_ERRLEN];
    const arbi_prog *p = &g->progs[prog];
    arbi_actor a = o ? arbi_option_actor(g, p, o, slot)       /* a phase's: the active player */
                     : (arbi_actor){ .p = g->st.h.active, .c = ARB_NONE, .def = -1, .adef = -1 };
    int pc = 0;
    *closed = 0;
    g->nframes = 0;
    if (g->st.h.over) return ARB_OK;
    int r = arbi_steps_c(NULL, g, p, &pc, &a, err);
    if (r == ARBI_STEPS_END) return ARB_OK;
    if (r < 0) return failed(g, r, err, ARB_OK);
    if (r == ARBI_STEPS_RUNNER && p->s[pc].kind == S_CLOSE) return *closed = 1, ARB_OK;   /* "end turn" */
    if (push(g, prog, a, err)) return failed(g, FAULT, err, ARB_OK);
    top(g)->pc = pc;
    return run(g, closed);
}

arb_status arbi_frames_go(arb_game *g, int arg, int *closed)
{
    *closed = 0;
    if (!g->nframes) return ARB_OK;
    if (arg < 0) {                                /* after the unit of a step's Lua */
        called(g, g->call_frame);
        g->call_frame = -1;
        return run(g, closed);
    }
    char err[ARBI_STEP_ERRLEN];
    int r = answer_at(NULL, g, g->nframes - 1, arg, err);
    if (r == WAIT) return ARB_OK;                 /* asked again */
    return r < 0 ? failed(g, r, err, ARB_OK) : run(g, closed);
}

/* The unit made for a step's Lua ends when the call returns. */
static int call_ended(lua_State *L, int status, lua_KContext ctx)
{
    (void)L, (void)status, (void)ctx;
    return 0;
}

int arbi_frames_call(lua_State *L, arb_game *g)
{
    g->tramp = 0;
    int i = g->call_frame = g->nframes - 1;
    const frame *f = &g->frames[i];
    return arbi_call_step(L, g, f->prog, f->pc, &f->a, 0, call_ended);
}

/* ---- run from Lua ----------------------------------------------------------- */

/* A continuation's context: the run's base and the frame that waits. */
#define CTX(base, i) ((lua_KContext)(base) * ARBI_MAX_FRAMES + (i))
#define BASE(ctx) ((int)((ctx) / ARBI_MAX_FRAMES))
#define INDEX(ctx) ((int)((ctx) % ARBI_MAX_FRAMES))

static int lua_go(lua_State *L, arb_game *g, int base);

static int answered_k(lua_State *L, int status, lua_KContext ctx)
{
    (void)status;
    arb_game *g = GAME(L);
    int arg = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    char err[ARBI_STEP_ERRLEN];
    int r = answer_at(L, g, INDEX(ctx), arg, err);
    if (r == WAIT) return lua_yieldk(L, 0, ctx, answered_k);
    if (r < 0) {
        g->nframes = BASE(ctx);
        return luaL_error(L, "%s", err);
    }
    return lua_go(L, g, BASE(ctx));
}

static int called_k(lua_State *L, int status, lua_KContext ctx)
{
    (void)status;
    arb_game *g = GAME(L);
    called(g, INDEX(ctx));
    return lua_go(L, g, BASE(ctx));
}

/* Runs the frames above base until they end (the function returns true
 * when a close step of the base frame's ended it), ask (L yields), call
 * Lua (lua_callk), or fail (an error is raised). */
static int lua_go(lua_State *L, arb_game *g, int base)
{
    char err[ARBI_STEP_ERRLEN];
    arb_status st = ARB_OK;
    int closed = 0;
    while (g->nframes > base) {
        int r = step_once(L, g, base, &closed, err, &st);
        if (r == GO_ON) continue;
        int i = g->nframes - 1;
        if (r == WAIT) return lua_yieldk(L, 0, CTX(base, i), answered_k);
        if (r == CALL) return arbi_call_step(L, g, top(g)->prog, top(g)->pc, &top(g)->a, CTX(base, i), called_k);
        g->nframes = base;
        return luaL_error(L, "%s", err);
    }
    if (!closed) return 0;
    lua_pushboolean(L, 1);
    return 1;
}

int arbi_frames_lua(lua_State *L, arb_game *g, int prog, arbi_actor a)
{
    char err[ARBI_STEP_ERRLEN];
    int base = g->nframes;
    if (push(g, prog, a, err)) return luaL_error(L, "%s", err);
    return lua_go(L, g, base);
}

int arbi_frames_dab(lua_State *L, arb_game *g, const arbi_dab *d, int p, arb_card_id c)
{
    char err[ARBI_STEP_ERRLEN];
    int base = g->nframes;
    arbi_actor a = { .p = p, .c = c, .def = g->st.cards[c].def, .adef = d->def };
    if (push(g, -1, a, err)) return luaL_error(L, "%s", err);
    frame *f = top(g);
    f->dab = (int)(d - g->dabs);
    f->was = g->log_source;
    return lua_go(L, g, base);
}

/* ---- inspection ------------------------------------------------------------- */

int arb_flow_frames(const arb_game *g, arb_frame_info *out, int max)
{
    static const char *const ASKS[] = { NULL, "card", "number", "choice", "player" };
    for (int i = 0; i < g->nframes && i < max; i++) {
        const frame *f = &g->frames[i];
        int kind = f->prog < 0 ? S_ABILITY : g->progs[f->prog].s[f->pc].kind;
        out[i] = (arb_frame_info){ .step = arbi_step_word(kind), .index = f->prog < 0 ? 0 : f->pc + 1, .player = f->a.p,
                                   .card = f->a.c, .waits = f->ask ? ASKS[f->ask]
                                                  : i == g->call_frame && g->unit == ARBI_UNIT_CALL ? "lua" : NULL };
    }
    return g->nframes;
}
