/*
 * stepask.c -- steps that ask, run inside the unit: the choose step (a card
 * of some zones, the steps after it acting on it) and an ability written
 * as data whose verbs ask or call Lua (each such verb through its
 * program's function; a choice among verbs asked here).  A question
 * suspends the unit (lua_yieldk); its answer resumes the steps where they
 * stood -- what they need is pushed below it (arbi_keep) -- and an edit
 * meanwhile (answer 0) asks it again.
 */
#include "steprun.h"
#include "lapi.h"

static int dab_resume(lua_State *L, int status, lua_KContext ctx);
static int branch_chosen(lua_State *L, int status, lua_KContext ctx);

/* Runs calls from..n of data ability d (the ability step at pc) for actor
 * a inside the unit: one whose verb runs in C here, the others through
 * their program's function, which may ask -- then dab_resume goes on with
 * what is pushed below the call: a's {v} and definition, and the log's
 * writer before the ability (was), given back at its end.  A choice among
 * verbs asks here, with the same below it (branch_chosen goes on). */
void arbi_dab_calls(lua_State *L, arb_game *g, const arbi_dab *d, const arbi_actor *a, int pc, int from,
                    int32_t was)
{
    char err[ARBI_STEP_ERRLEN];
    for (int i = from; i < d->n; i++) {
        const arbi_dcall *k = &g->dcalls[d->first + i];
        if (!g->quiet) g->log_source = a->c;
        if (k->prog == ARBI_DCHOICE) {
            arbi_ask_branches(L, g, k, a->p, a->c);
            arbi_keep(L, a);
            lua_pushinteger(L, was);
            lua_yieldk(L, 0, (lua_KContext)pc * ARBI_MAX_DCALLS + i, branch_chosen);
            return;                                  /* (not reached: the yield leaves for good) */
        }
        if (k->pure) {
            if (arbi_verb_in_c(L, g, k->prog, a->p, a->c, k->arg, err)) luaL_error(L, "%s", err);
            continue;
        }
        arbi_keep(L, a);
        lua_pushinteger(L, was);
        arbi_push_prog_fn(g, L, k->prog);
        lua_pushvalue(L, 1);
        lua_pushinteger(L, a->p);
        lua_pushinteger(L, a->c + 1);
        lua_pushinteger(L, k->arg);
        lua_callk(L, 4, 0, (lua_KContext)pc * ARBI_MAX_DCALLS + i, dab_resume);
        lua_pop(L, 3);
    }
    g->log_source = was;
}

/* The actor of a data ability's step, as arbi_dab_calls left it below a call
 * or a choice: {v}, its definition and the log's writer before (*was),
 * popped. */
static arbi_actor resumed(lua_State *L, arb_game *g, const arbi_prog *p, int32_t *was)
{
    *was = (int32_t)lua_tointeger(L, -1);
    int64_t v = lua_tointeger(L, -3);
    int adef = (int)lua_tointeger(L, -2);
    lua_pop(L, 3);
    arbi_actor a = arbi_actor_of(L, g, p);
    a.v = v;
    a.adef = adef;
    return a;
}

/* The ability's verbs after call i, then the steps after the ability step
 * (pc). */
static int go_on(lua_State *L, arb_game *g, const arbi_prog *p, arbi_actor *a, int pc, int i, int32_t was)
{
    const step *s = &p->s[pc];
    arbi_dab_calls(L, g, arbi_dab_find(g, a->adef, s->own_slot ? a->slot : s->name), a, pc, i + 1, was);
    return arbi_run_steps(L, g, p, a, pc + 1);
}

/* After a verb of a data ability waited on a choice. */
static int dab_resume(lua_State *L, int status, lua_KContext ctx)
{
    (void)status;
    arb_game *g = GAME(L);
    const arbi_prog *p = arbi_running(L, g);
    int32_t was;
    arbi_actor a = resumed(L, g, p, &was);
    return go_on(L, g, p, &a, (int)(ctx / ARBI_MAX_DCALLS), (int)(ctx % ARBI_MAX_DCALLS), was);
}

/* A branch of a choice among verbs was picked (0: an edit, ask again). */
static int branch_chosen(lua_State *L, int status, lua_KContext ctx)
{
    (void)status;
    arb_game *g = GAME(L);
    const arbi_prog *p = arbi_running(L, g);
    int pc = (int)(ctx / ARBI_MAX_DCALLS), i = (int)(ctx % ARBI_MAX_DCALLS);
    int b = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    int32_t was;
    arbi_actor a = resumed(L, g, p, &was);
    const step *s = &p->s[pc];
    const arbi_dab *d = arbi_dab_find(g, a.adef, s->own_slot ? a.slot : s->name);
    const arbi_dcall *k = &g->dcalls[d->first + i];
    if (arbi_take_branch(L, g, k, b, a.p, a.c)) {
        arbi_keep(L, &a);
        lua_pushinteger(L, was);
        return lua_yieldk(L, 0, ctx, branch_chosen);
    }
    return go_on(L, g, p, &a, pc, i, was);
}

/* The zones of choose step s for player p (its own, or shared ones). */
static void choose_zones(lua_State *L, arb_game *g, const step *s, int p, arb_zone_id *z)
{
    char err[ARBI_STEP_ERRLEN];
    for (int i = 0; i < s->nzones; i++)
        if ((z[i] = arbi_zone_of(g, s->zones[i], p, err)) == ARB_NONE) luaL_error(L, "%s", err);
}

/* Sets the decision of choose step s for actor a: its prompt and reason
 * worded for a's player and card. */
static void ask_step(lua_State *L, arb_game *g, const step *s, const arbi_actor *a, const arb_zone_id *z)
{
    char prompt[512], reason[512] = "";
    arbi_format_line(g, s->text, a, 0, prompt);
    if (s->text2) arbi_format_line(g, s->text2, a, 0, reason);
    arbi_ask_cards(L, g, a->p, prompt, reason, z, s->nzones, s->optional,
                   s->none ? arbi_atom_str(&g->atoms, s->none) : NULL, s->where);
}

static int chosen_at(lua_State *L, int status, lua_KContext pc);

/* The choose step (pc): a's player picks one of the cards of its zones,
 * and the steps after it act on that card (the card argument, index 3,
 * becomes it); with no card there, or "none" picked, the program ends. */
int arbi_choose_step(lua_State *L, arb_game *g, const step *s, const arbi_actor *a, int pc)
{
    arb_zone_id z[MAX_CHOOSE_ZONES];
    choose_zones(L, g, s, a->p, z);
    if (!arbi_cards_of_zones(g, z, s->nzones)) return 0;
    ask_step(L, g, s, a, z);
    if (lua_gettop(L) < 2) lua_pushinteger(L, a->p);
    if (lua_gettop(L) < 3) lua_pushnil(L);
    arbi_keep(L, a);
    return lua_yieldk(L, 0, pc, chosen_at);
}

/* The answer the question of step pc got (0: an edit), taken off the
 * stack; the step, and the actor as it was asked (its player, its card). */
static lua_Integer answer_at(lua_State *L, arb_game *g, lua_KContext pc, const step **s, arbi_actor *a)
{
    *s = &arbi_running(L, g)->s[pc];
    lua_Integer i = lua_tointeger(L, -1);
    lua_pop(L, 1);
    *a = arbi_actor_of(L, g, arbi_running(L, g));
    return i;
}

static int chosen_at(lua_State *L, int status, lua_KContext pc)
{
    (void)status;
    arb_game *g = GAME(L);
    const step *s;
    arbi_actor a;
    lua_Integer i = answer_at(L, g, pc, &s, &a);
    arb_zone_id z[MAX_CHOOSE_ZONES];
    choose_zones(L, g, s, a.p, z);
    int n = arbi_cards_of_zones(g, z, s->nzones);
    if (i == 0 && !g->st.h.over && n > 0) {          /* an edit: the same question again */
        ask_step(L, g, s, &a, z);
        return lua_yieldk(L, 0, pc, chosen_at);
    }
    if (i < 1 || i > n) return lua_pop(L, 2), 0;     /* none: the program ends */
    arbi_push_card(L, arbi_card_of_zones(g, z, s->nzones, (int)i));
    lua_replace(L, 3);
    return arbi_run_from(L, (int)pc + 1, 1);
}

/* ---- choose_number ---------------------------------------------------------- */

/* The numbers step s offers actor a: from lo to its most (the argument, or
 * most = k) less `less`; *hi < *lo when none. */
static void number_range(const step *s, const arbi_actor *a, int64_t *lo, int64_t *hi)
{
    *lo = s->lo;
    *hi = (s->has_most ? s->most : a->arg) - s->less;
}

static void ask_number(lua_State *L, arb_game *g, const step *s, const arbi_actor *a, int64_t lo, int64_t hi)
{
    char prompt[512], reason[512] = "";
    arbi_format_line(g, s->text, a, 0, prompt);
    if (s->text2) arbi_format_line(g, s->text2, a, 0, reason);
    arbi_ask_numbers(L, g, a->p, prompt, reason, lo, hi);
}

/* The chosen number becomes the argument of the steps after the step: it
 * is kept as the function's sixth argument (arbi_actor_of reads it). */
static void set_number(lua_State *L, int64_t n)
{
    lua_pushinteger(L, n);
    lua_replace(L, 6);
}

int arbi_number_auto(lua_State *L, const step *s, arbi_actor *a, int *ends)
{
    int64_t lo, hi;
    number_range(s, a, &lo, &hi);
    *ends = hi < lo;
    if (*ends || !(s->auto_one && hi == lo)) return 0;
    lua_settop(L, 6);
    set_number(L, lo);
    a->arg = lo;
    return 1;
}

static int number_chosen(lua_State *L, int status, lua_KContext pc);

/* The choose_number step (pc): a's player picks a number, and the steps
 * after it take it as their argument (asked only when some number may be
 * chosen: see arbi_number_auto). */
int arbi_number_step(lua_State *L, arb_game *g, const step *s, const arbi_actor *a, int pc)
{
    int64_t lo, hi;
    number_range(s, a, &lo, &hi);
    lua_settop(L, 6);                      /* (g, p, ...) padded; the number goes to 6 */
    ask_number(L, g, s, a, lo, hi);
    arbi_keep(L, a);
    return lua_yieldk(L, 0, pc, number_chosen);
}

static int number_chosen(lua_State *L, int status, lua_KContext pc)
{
    (void)status;
    arb_game *g = GAME(L);
    const step *s;
    arbi_actor a;
    lua_Integer i = answer_at(L, g, pc, &s, &a);
    int64_t lo, hi;
    number_range(s, &a, &lo, &hi);
    if (i == 0 && !g->st.h.over && hi >= lo) {       /* an edit: the same question again */
        ask_number(L, g, s, &a, lo, hi);
        return lua_yieldk(L, 0, pc, number_chosen);
    }
    if (i < 1 || i > hi - lo + 1) return lua_pop(L, 2), 0;    /* nothing to choose: the end */
    set_number(L, lo + i - 1);
    return arbi_run_from(L, (int)pc + 1, 1);
}
