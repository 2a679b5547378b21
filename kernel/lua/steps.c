/*
 * steps.c -- rules as data: a list of kernel steps the ruleset declares in
 * place of a Lua function, run by the kernel with no Lua of its own.
 *
 * A phase's `steps` and an option family's `run` may be such a list; each
 * step is one table, done for the acting player p (the option's player, or
 * the active player in a phase) and, in a cards or abilities family, the
 * option's card:
 *   { move = "card", to = "zone" }         the card onto p's zone; or
 *   { move = "card", to = { by = "field", value = "zone", ... } }
 *                                          the zone named by the value of
 *                                          the card's definition field
 *   { move_all = "zone", to = "zone" }     every card of p's pile, top first
 *   { draw = "zone", to = "zone", n = 5, refill = "zone",
 *     log_drawn = "{p} draws {n} card{s}", log_refill = "..." }  as g:draw;
 *                                          upto = k in place of n: until
 *                                          `to` holds k (a market refilled);
 *                                          log_each = "{card} ...": a line
 *                                          per card; log_short = "...": when
 *                                          fewer could be drawn (short_once =
 *                                          "name": once a game, the game
 *                                          value that remembers it)
 *   { fill = "grid", from = "pile", log_drawn = "..." }  each empty place
 *                                          of the grid, row by row, gets
 *                                          the pile's top card; the steps
 *                                          after it take how many as arg,
 *                                          -1 when the pile ran out first
 *                                          (the line: only when it placed
 *                                          some and filled every place)
 *   { top = "pile" }                       the pile's top card is the card
 *                                          of the steps after it, which
 *                                          take 1 (0, no card: empty)
 *   { flip = "up" }  (or "down")           the card faces so (up: everyone
 *                                          knows it)
 *   { set = "name", value = v }            p's value (scope = "game" or
 *   { add = "name", by = 1, expiry = "turn" }   "card": the game's, the
 *                                          card's); a name with "%s" is made
 *                                          per definition from the field
 *                                          `of` (no field: no step)
 *   { emit = "event" }                     g:emit(event, {card =, player = p})
 *   { ability = "slot" }                   the definition's function `slot`,
 *                                          through the card context (g:use);
 *   { ability = true }                     in an abilities family, the one
 *                                          the option names; borrow =
 *                                          "value": of the definition that
 *                                          card value names (a copy's), as
 *                                          it was when the steps began
 *   { expire = "tag" }                     g:expire(tag)
 *   { log = "{p} plays {card}" }           {p}: "p" and p's number, {card}:
 *                                          the card's name
 *   { close = true }                       the window closes (end turn)
 *   { pay = "name", of = "field" }         p's value less the definition's
 *                                          field (a cost)
 *   { own = "card" }                       p owns (and controls) the card;
 *                                          own = "nobody": nobody does
 *   { clear = "name" }                     the value is gone (scope as set's)
 *   { win = "text" }                       the game ends, p its winner, the
 *                                          text its result (as g:finish)
 *   { call = function(g, p, card, n) end } Lua, for what data cannot say
 *   { choose = { "hand", "discard" }, prompt = "{card}: scrap a card",
 *     optional = true, none = "stop", where = true, reason = "..." }
 *                                          p picks a card of those zones
 *                                          (p's, or shared), each top
 *                                          first; the steps after it act
 *                                          on that card; none picked, or
 *                                          no card there: the program ends
 *     up_to = k (or "arg")                 a loop: asked again at the
 *                                          { again = true } after it, until
 *                                          k were picked, none is, or none
 *                                          is left; the steps after the
 *                                          `again` take how many as arg
 *   { each = "hand" } ... { again = true } the steps between, for each card
 *                                          the zone holds as the loop
 *                                          begins and still holds at its
 *                                          turn (top first; not those
 *                                          that arrive meanwhile)
 *   { refuse = "reason" }                  only in a grid family's
 *                                          judge_steps (grid.c): the card
 *                                          is refused for that reason
 *                                          while the step's conditions
 *                                          hold
 * A log or emit may say n = "field": {n} in the text, and with as = "key"
 * the event's argument `key`, is the definition's field (a cost).  Any
 * step may say if_value = "name" (or a list: any of them): only while p's
 * value is set; if_at_least = { name = n }: only while p's value is at
 * least n; if_cards = { zone = n }: only while p's zone holds at least n
 * cards; if_in = "zone": only while the card is in that zone (the
 * player's or a shared one), so that a step an earlier one made moot (a
 * card a call already placed) is skipped; when = "field": only for a card
 * whose definition has that field (true, or a value), or when = { field =
 * "value" }: only for one whose field has that value; unless = "field":
 * only for one whose definition lacks it; unless_in = "zone": only while
 * the card is not in that zone; slot = "name": only
 * when the option of an abilities family is that ability; if_arg_below =
 * k, if_arg_at_least = k: only for a verb's argument under k, or from k
 * on.  In a targets family's run: target = "player" | "card" and
 * partial = true | false pick the options a step is for, on = "target"
 * makes a set, add or pay change the target player's value (a move: go to
 * the target player's zone), {q} is the target player, arg (of = "arg",
 * n = "arg") what a full option spends, if_v_below = k runs a step only
 * while the last add or pay left its value under k, met = true | false
 * only while that value has reached a card target's need (its
 * definition's `need` field), or not yet, {left} is that need less the
 * value, an emit's q_as = "name" passes the target player as the event's
 * argument `name`, and a call receives (g, p, card, n, q, partial).  A set, an add
 * or a pay may say holder = "value": it changes the value of
 * the player p's value names, when set (a pool shared by a team), else
 * p's.  A call receives (g, p, card, n), n a verb's argument.  What the kernel
 * needs of each definition (zones, keys, numbers, conditions) is worked out
 * once, after the cards load.  Only `emit`, `ability` and `call` run Lua --
 * emit only when somebody listens, ability only when the definition has it
 * (as a function, or verbs that call Lua).  The kernel's runner
 * (stepflow.c) walks a program: a question (choose, choose_number, a
 * choice among verbs) waits as data, a step's Lua runs as a unit of its
 * own (or, for a program run from Lua, is called there), and the steps go
 * on when it returns.  Here: a list compiled into a program (each step
 * read by stepread.c), and what each definition needs of it.
 */
#include "steps.h"
#include "lapi.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void free_prog(arbi_prog *p)
{
    for (int i = 0; i < p->n; i++) {
        free(p->s[i].map);
        free(p->s[i].per_def);
        free(p->s[i].when_of);
        free(p->s[i].num_of);
        if (p->s[i].any) free(p->s[i].any->of);
        free(p->s[i].any);
        arbi_free_bonus(p->s[i].bonus);
    }
    free(p->s);
}


/* Every program also gets a function that runs it as steps, fn(g, p,
 * card, n): a verb's for an ability written as data run inside Lua (it
 * asks, or calls Lua), any program's for the unit that makes the call of
 * one of its steps for the kernel's runner (stepflow.c).  Kept in the
 * registry, in a table under the key &g->progs, at prog + 1. */
static void keep_prog_fn(arb_game *g, lua_State *L, int fns, int prog)
{
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &g->progs) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &g->progs);
    }
    lua_pushlightuserdata(L, g);
    lua_pushinteger(L, prog);
    lua_pushvalue(L, fns);
    lua_pushcclosure(L, arbi_steps_run, 3);
    lua_rawseti(L, -2, prog + 1);
    lua_pop(L, 1);
}

void arbi_push_prog_fn(arb_game *g, lua_State *L, int prog)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &g->progs);
    lua_rawgeti(L, -1, prog + 1);
    lua_remove(L, -2);
}

enum { AS_STEPS, AS_VERB, AS_JUDGE };    /* what a program is compiled as */

/* NULL when a step of that kind belongs in a program compiled `as` (refuse
 * steps in a judge, and only there), else what is wrong. */
static const char *out_of_place(int kind, int as)
{
    if (as == AS_JUDGE && kind != S_REFUSE) return "a judge's steps are refuse steps";
    if (as != AS_JUDGE && kind == S_REFUSE) return "a refuse step belongs in a grid family's judge_steps";
    return NULL;
}

/* Compiles the list of steps at index t into a new program of g's and
 * pushes the function that runs it; NULL, or what is wrong ("step 2: ...",
 * written into why[0..n)). */
static const char *compile(arb_game *g, lua_State *L, int t, char *why, size_t n, int as)
{
    int verb = as == AS_VERB;
    t = lua_absindex(L, t);
    arbi_prog p = { .verb = verb, .pure = 1, .fam = -1 };
    p.n = (int)luaL_len(L, t);
    if (p.n < 1) return "steps: a list of at least one step";
    p.s = calloc((size_t)p.n, sizeof *p.s);
    if (!p.s) return "out of memory";
    lua_newtable(L);                        /* the call steps' functions */
    int fns = lua_gettop(L);
    for (int i = 0; i < p.n; i++) {
        lua_geti(L, t, i + 1);              /* (a declaration may be frozen) */
        const char *bad = lua_istable(L, -1) ? arbi_read_step(g, L, lua_gettop(L), &p.s[i]) : "each step is a table";
        if (!bad) bad = out_of_place(p.s[i].kind, as);
        if (!bad && p.s[i].borrow) {
            if (p.borrow && p.borrow != p.s[i].borrow) bad = "a program's ability steps borrow one value";
            p.borrow = p.s[i].borrow;
        }
        if (!bad && arbi_impure_kind(p.s[i].kind)) p.pure = 0;
        if (!bad && p.s[i].kind == S_CALL) {
            lua_getfield(L, -1, "call");
            lua_rawseti(L, fns, i + 1);
        }
        lua_pop(L, 1);
        if (bad) {
            snprintf(why, n, "step %d: %s", i + 1, bad);
            p.n = i + 1;
            free_prog(&p);
            lua_pop(L, 1);
            return why;
        }
    }
    if (arbi_match_loops(&p, why, n)) return free_prog(&p), lua_pop(L, 1), why;
    arbi_mark_runs(&p);
    arbi_prog *np = realloc(g->progs, sizeof *np * (size_t)(g->nprogs + 1));
    if (!np) return free_prog(&p), lua_pop(L, 1), "out of memory";
    g->progs = np;
    g->progs[g->nprogs] = p;
    keep_prog_fn(g, L, fns, g->nprogs);
    if (!verb) {                            /* its function is the one kept */
        lua_pop(L, 1);
        arbi_push_prog_fn(g, L, g->nprogs++);
        return NULL;
    }
    lua_pushlightuserdata(L, g);
    lua_pushinteger(L, g->nprogs++);
    lua_rotate(L, fns, -1);                 /* the functions last: upvalue 3 */
    lua_pushliteral(L, "player");
    lua_pushliteral(L, "card");
    lua_pushcclosure(L, arbi_verb_run, 5);
    return NULL;
}

const char *arbi_untargeted(const arbi_prog *p, char *why, size_t n)
{
    int picked = 0;                 /* a choose_player step came before: its pick is the target */
    for (int i = 0; i < p->n; i++) {
        const step *s = &p->s[i];
        if (s->target_is || s->partial_is || s->met_is) {
            snprintf(why, n, "step %d: target =, partial = and met = are a targets family's", i + 1);
            return why;
        }
        if ((s->on_target || s->q_as) && !picked) {
            snprintf(why, n, "step %d: on = \"target\" and q_as = name a target: a targets family's, "
                     "or the player a choose_player step before it picked", i + 1);
            return why;
        }
        picked |= s->kind == S_PLAYER;
    }
    return NULL;
}

const char *arbi_steps_compile(arb_game *g, lua_State *L, int t, char *why, size_t n)
{
    return compile(g, L, t, why, n, AS_STEPS);
}

const char *arbi_verb_compile(arb_game *g, lua_State *L, int t, char *why, size_t n)
{
    return compile(g, L, t, why, n, AS_VERB);
}

const char *arbi_judge_compile(arb_game *g, lua_State *L, int t, char *why, size_t n, int *prog)
{
    const char *bad = compile(g, L, t, why, n, AS_JUDGE);
    if (bad) return bad;
    lua_pop(L, 1);                          /* (its run function: never called) */
    *prog = g->nprogs;
    return arbi_untargeted(&g->progs[g->nprogs - 1], why, n);
}

/* ---- what each definition needs, worked out once --------------------------- */

static uint32_t zone_for(arb_game *g, lua_State *L, const step *s)
{
    if (!s->by) return s->to;
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->by));
    uint32_t v = lua_isstring(L, -1) ? arbi_atom_find(&g->atoms, lua_tostring(L, -1)) : 0;
    lua_pop(L, 1);
    for (int k = 0; v && k < s->nmap; k++) if (s->map[2 * k] == v) return s->map[2 * k + 1];
    return s->to;
}

static uint32_t key_for(arb_game *g, lua_State *L, const step *s)
{
    const char *pat = arbi_atom_str(&g->atoms, s->name);
    if (!s->of || !strstr(pat, "%s")) return s->name;
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->of));
    uint32_t k = 0;
    if (lua_type(L, -1) == LUA_TSTRING) {
        lua_pushfstring(L, pat, lua_tostring(L, -1));
        k = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return k;
}

static int32_t num_for(arb_game *g, lua_State *L, const step *s)
{
    arbi_push_path(L, -1, arbi_atom_str(&g->atoms, s->num));   /* (a path: "alt.move") */
    int32_t n = lua_isinteger(L, -1) ? (int32_t)lua_tointeger(L, -1) : 0;
    lua_pop(L, 1);
    return n;
}

void arbi_free_bonus(step_bonus *b)
{
    if (!b) return;
    for (int i = 0; i < b->nspec; i++) free(b->spec[i].to);
    free(b->spec);
    free(b->first);
    free(b->count);
    free(b);
}

/* The string field k of the table at v, interned, or 0. */
static uint32_t str_field(arb_game *g, lua_State *L, int v, const char *k)
{
    uint32_t a = lua_getfield(L, v, k) == LUA_TSTRING ? arbi_atom(&g->atoms, lua_tostring(L, -1)) : 0;
    lua_pop(L, 1);
    return a;
}

/* Whether target definition td (at index t) is reached by the bonus at v:
 * it has the field `has`, and each field of `where` equals. */
static int reaches(lua_State *L, int v, int t)
{
    int top = lua_gettop(L), ok = 1;
    if (lua_getfield(L, v, "has") == LUA_TSTRING) {
        arbi_push_path(L, t, lua_tostring(L, -1));
        ok = lua_toboolean(L, -1);
    }
    lua_settop(L, top);
    if (ok && lua_getfield(L, v, "where") == LUA_TTABLE) {
        arbi_push_real(L, -1);                       /* (frozen when a script read its card) */
        int w = lua_gettop(L);
        lua_pushnil(L);
        while (ok && lua_next(L, w)) {              /* key, value */
            lua_pushvalue(L, -2);
            lua_rawget(L, t);
            ok = lua_rawequal(L, -1, -2);
            lua_pop(L, 2);                           /* (the key stays for lua_next) */
        }
    }
    lua_settop(L, top);
    return ok;
}

/* The bonus at v (a table) of definition d, appended to b->spec: its plus,
 * its player value's condition, the definitions it reaches.  A field it
 * does not know is an error naming the card. */
#define MAX_BONUSES 16             /* bonuses one definition may give (kept outside Lua's cap) */

static int read_spec(arb_game *g, lua_State *L, step_bonus *b, int d, int v, int defs)
{
    if (b->nspec - b->first[d] >= MAX_BONUSES)
        luaL_error(L, "%s: %s: at most %d bonuses a card", g->defs[d].file, arbi_atom_str(&g->atoms, b->field),
                   MAX_BONUSES);
    static const char *const KEYS[] = { "plus", "has", "where", "if_value", "is", "is_not", NULL };
    for (lua_pushnil(L); lua_next(L, v); lua_pop(L, 1)) {
        int k = 0;
        while (KEYS[k] && !(lua_type(L, -2) == LUA_TSTRING && !strcmp(KEYS[k], lua_tostring(L, -2)))) k++;
        if (!KEYS[k])
            luaL_error(L, "%s: %s: '%s' is no bonus field (plus, has, where, if_value, is, is_not)", g->defs[d].file,
                       arbi_atom_str(&g->atoms, b->field), lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?");
    }
    bonus_spec *sp = realloc(b->spec, sizeof *sp * (size_t)(b->nspec + 1));
    if (!sp) return -1;
    b->spec = sp;
    sp = &b->spec[b->nspec];
    memset(sp, 0, sizeof *sp);
    if (!(sp->to = calloc((size_t)(g->ndefs ? g->ndefs : 1), 1))) return -1;
    b->nspec++;
    lua_getfield(L, v, "plus");
    sp->plus = lua_isinteger(L, -1) ? (int32_t)lua_tointeger(L, -1) : 0;
    lua_pop(L, 1);
    sp->if_value = str_field(g, L, v, "if_value");
    sp->is = str_field(g, L, v, "is");
    sp->negate = !sp->is;                            /* (is wins over is_not) */
    if (!sp->is) sp->is = str_field(g, L, v, "is_not");
    for (int t = 0; t < g->ndefs; t++) {
        lua_rawgeti(L, defs, t + 1);
        sp->to[t] = (uint8_t)(lua_istable(L, -1) && reaches(L, v, lua_gettop(L)));
        lua_pop(L, 1);
    }
    return 0;
}

/* Every definition's bonuses (its field: one table, or a list of them;
 * a function is Lua's), read anew (a reload may change them), through
 * the frozen view a script's read made of them.  The raw definitions on
 * top of L. */
static int compile_bonus(arb_game *g, lua_State *L, step_bonus *b)
{
    int defs = lua_gettop(L);
    for (int i = 0; i < b->nspec; i++) free(b->spec[i].to);
    b->nspec = 0;
    size_t nd = (size_t)(g->ndefs ? g->ndefs : 1);
    int32_t *first = realloc(b->first, sizeof *first * nd), *count = first ? realloc(b->count, sizeof *count * nd) : NULL;
    if (first) b->first = first;
    if (count) b->count = count;
    if (!first || !count) return -1;
    for (int d = 0; d < g->ndefs; d++) {
        b->first[d] = b->nspec;
        lua_rawgeti(L, defs, d + 1);
        int f = lua_istable(L, -1) ? lua_getfield(L, -1, arbi_atom_str(&g->atoms, b->field)) : (lua_pushnil(L), LUA_TNIL);
        if (f == LUA_TTABLE) arbi_push_real(L, -1);
        int v = lua_gettop(L), bad = 0;
        if (f == LUA_TTABLE && lua_rawgeti(L, v, 1) == LUA_TTABLE) {       /* a list of bonuses */
            lua_pop(L, 1);
            for (int i = 1; !bad && lua_rawgeti(L, v, i) == LUA_TTABLE; i++) {
                arbi_push_real(L, -1);
                bad = read_spec(g, L, b, d, lua_gettop(L), defs);
                lua_pop(L, 2);
            }
            lua_pop(L, 1);
        } else if (f == LUA_TTABLE) {
            lua_pop(L, 1);
            bad = read_spec(g, L, b, d, v, defs);
        }
        lua_settop(L, defs);
        if (bad) return -1;
        b->count[d] = b->nspec - b->first[d];
    }
    return 0;
}

static int compile_step(arb_game *g, lua_State *L, step *s)
{
    size_t nd = (size_t)(g->ndefs ? g->ndefs : 1);
    uint32_t *pd = realloc(s->per_def, sizeof *pd * nd);
    uint8_t *w = realloc(s->when_of, nd);
    int32_t *num = s->num ? realloc(s->num_of, sizeof *num * nd) : NULL;
    uint8_t *any = s->any ? realloc(s->any->of, nd) : NULL;
    if (pd) s->per_def = pd;
    if (w) s->when_of = w;
    if (num) s->num_of = num;
    if (any) s->any->of = any;
    if (!pd || !w || (s->num && !num) || (s->any && !any)) return -1;
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        s->per_def[d] = s->kind == S_MOVE ? zone_for(g, L, s)
                      : s->kind == S_SET || s->kind == S_ADD || s->kind == S_CLEAR || s->kind == S_ARG
                      ? key_for(g, L, s) : 0;
        if (s->num) s->num_of[d] = num_for(g, L, s);
        if (s->any) {
            arbi_push_path(L, -1, arbi_atom_str(&g->atoms, s->any->field));   /* (a path: "is.damage") */
            s->any->of[d] = (uint8_t)lua_toboolean(L, -1);
            lua_pop(L, 1);
        }
        s->when_of[d] = 1;
        if (s->when) {
            lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->when));
            int holds = s->when_is ? lua_type(L, -1) == LUA_TSTRING
                                     && arbi_atom_find(&g->atoms, lua_tostring(L, -1)) == s->when_is
                                   : lua_toboolean(L, -1);
            s->when_of[d] = (uint8_t)(holds != s->when_not);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    return s->bonus ? compile_bonus(g, L, s->bonus) : 0;
}

int arbi_compile_steps(arb_game *g)
{
    lua_State *L = g->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    for (int i = 0; i < g->nprogs; i++)
        for (int k = 0; k < g->progs[i].n; k++)
            if (compile_step(g, L, &g->progs[i].s[k])) return lua_pop(L, 1), -1;
    lua_pop(L, 1);
    return 0;
}

void arbi_free_steps(arb_game *g)
{
    for (int i = 0; i < g->nprogs; i++) free_prog(&g->progs[i]);
    free(g->progs);
    g->progs = NULL;
    g->nprogs = 0;
}

/* steps{ ... } -> the function that runs them, fn(g, p, card): for rules
 * that call the same steps from Lua as well (a "play all" that plays each
 * card as one play does).  verb{ ... } -> a card context's verb, called as
 * c:verb(n): the steps run for c.player and c.card, and n is the argument
 * a step names with by = "arg" (add) or n = "arg" (draw, and {n} in a
 * log); unless_zero = true skips a step when n is 0; {v} in a log is the
 * value the last add left.  Only while the game loads: programs are kept
 * for the game's life. */
static int declare(lua_State *L, int verb)
{
    arb_game *g = lua_touserdata(L, lua_upvalueindex(1));
    const char *what = verb ? "verb{}" : "steps{}";
    if (g->steps_closed) return luaL_error(L, "%s declares rules while the game loads, not after", what);
    luaL_checktype(L, 1, LUA_TTABLE);
    char why[200];
    const char *bad = compile(g, L, 1, why, sizeof why, verb ? AS_VERB : AS_STEPS);
    if (!bad) bad = arbi_untargeted(&g->progs[g->nprogs - 1], why, sizeof why);
    if (bad) return luaL_error(L, "%s: %s", what, bad);
    return 1;
}

static int l_steps(lua_State *L) { return declare(L, 0); }
static int l_verb(lua_State *L) { return declare(L, 1); }

void arbi_open_steps(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_steps, 1);
    lua_setfield(L, -2, "steps");
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_verb, 1);
    lua_setfield(L, -2, "verb");
}
