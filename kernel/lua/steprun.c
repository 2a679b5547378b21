/*
 * steprun.c -- running a program of kernel steps (steps.c reads them): each
 * step done in C for the acting player and the option's card, and Lua
 * called only for a card's ability, an event's listeners or a call step,
 * through lua_callk so that a choice asked there suspends the steps and
 * resumes them at the next one.
 */
#include "steps.h"
#include "lapi.h"
#include "options.h"
#include <stdio.h>
#include <string.h>

/* ---- running ---------------------------------------------------------------- */

/* Who and what the steps act on: the arguments (g, p, card[, slot]) of a
 * cards or abilities option, (g, p) of a fixed one, or (g) of a phase's
 * step: the active player, no card. */
typedef struct actor {
    int p; arb_card_id c; int def;
    int64_t arg;        /* a verb's argument */
    int64_t v;          /* the value the last add or pay left ({v}) */
} actor;

static actor actor_of(lua_State *L, arb_game *g, const arbi_prog *p)
{
    actor a = { g->st.h.active, ARB_NONE, -1, 0, 0 };
    if (p->verb) a.arg = lua_tointeger(L, 4);
    if (lua_gettop(L) >= 2) a.p = arbi_check_player(L, g, 2, 0);
    if (lua_gettop(L) >= 3) {
        a.c = arbi_check_card(L, g, 3);
        a.def = g->st.cards[a.c].def;
    }
    return a;
}

static arb_zone_id zone_of(lua_State *L, arb_game *g, uint32_t name, int p)
{
    arb_zone_id z = arbi_zone_find(&g->st, name, p);
    if (z == ARB_NONE) z = arbi_zone_find(&g->st, name, 0);
    if (z == ARB_NONE) luaL_error(L, "steps: no zone '%s' of p%d", arbi_atom_str(&g->atoms, name), p);
    return z;
}

/* A log line from a text with {p}, {card}, {n} and {s} (the plural's s). */
static void log_text(lua_State *L, arb_game *g, uint32_t text, const actor *a, long n)
{
    if (g->quiet || !text) return;
    char line[512];
    size_t len = 0;
    for (const char *s = arbi_atom_str(&g->atoms, text); *s && len < sizeof line - 1; s++) {
        const char *put = NULL;
        char num[24];
        if (!strncmp(s, "{p}", 3)) { snprintf(num, sizeof num, "p%d", a->p); put = num; s += 2; }
        else if (!strncmp(s, "{card}", 6) && a->c != ARB_NONE) { put = g->defs[a->def].name; s += 5; }
        else if (!strncmp(s, "{n}", 3)) { snprintf(num, sizeof num, "%ld", n); put = num; s += 2; }
        else if (!strncmp(s, "{v}", 3)) { snprintf(num, sizeof num, "%lld", (long long)a->v); put = num; s += 2; }
        else if (!strncmp(s, "{s}", 3)) { put = n != 1 ? "s" : ""; s += 2; }
        if (!put) { line[len++] = *s; continue; }
        while (*put && len < sizeof line - 1) line[len++] = *put++;
    }
    line[len] = 0;                      /* (a line past 511 bytes is cut) */
    arbi_check_strings(L, g, sizeof(arbi_logline) + len + 1);
    arbi_push_log(g, line);
}

static void draw(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    arb_zone_id from = zone_of(L, g, s->name, a->p), to = zone_of(L, g, s->to, a->p);
    arb_zone_id refill = s->refill ? zone_of(L, g, s->refill, a->p) : ARB_NONE;
    int n = (int)(s->by_arg ? a->arg : s->n);
    int refills, got = n > 0 ? arbi_pile_draw(g, from, to, n, refill, &refills) : (refills = 0);
    if (refills) log_text(L, g, s->text2, a, refills);
    if (got) log_text(L, g, s->text, a, got);
}

static uint32_t scope_of(const step *s, const actor *a)
{
    if (s->scope == ON_GAME) return 0;
    if (s->scope == ON_CARD) return ARBI_SCOPE(ARBI_SCOPE_CARD, a->c);
    return ARBI_SCOPE(ARBI_SCOPE_PLAYER, a->p);
}

/* Adds d to a number value (arbi_var_add), raising what goes wrong; the
 * new value goes to *nv. */
static void add(lua_State *L, arb_game *g, uint32_t scope, uint32_t key, int64_t d, uint32_t expiry,
                int64_t *nv)
{
    int rc = arbi_var_add(&g->st, scope, key, d, expiry, nv);
    if (rc == ARBI_VAR_NOT_INT) luaL_error(L, "steps: '%s' does not hold a number", arbi_atom_str(&g->atoms, key));
    if (rc == ARBI_VAR_OVERFLOW) luaL_error(L, "steps: '%s' would overflow", arbi_atom_str(&g->atoms, key));
    if (rc) luaL_error(L, "out of memory");
}

static void value(lua_State *L, arb_game *g, const step *s, actor *a)
{
    uint32_t key = a->def >= 0 && s->per_def ? s->per_def[a->def] : s->name;
    if (!key || (s->scope == ON_CARD && a->c == ARB_NONE)) return;
    uint32_t scope = scope_of(s, a);
    if (s->kind == S_SET) {
        if (arbi_var_set(&g->st, scope, key, s->vtype, s->n, s->expiry)) luaL_error(L, "out of memory");
        return;
    }
    add(L, g, scope, key, s->by_arg ? a->arg : s->n, s->expiry, &a->v);
}

/* The step's number: a verb's argument (n = "arg"), or its per-definition
 * one (n = "field", pay's of) for the card. */
static int64_t num(const step *s, const actor *a)
{
    if (s->by_arg) return a->arg;
    return s->num_of && a->def >= 0 ? s->num_of[a->def] : 0;
}

static void pay(lua_State *L, arb_game *g, const step *s, actor *a)
{
    add(L, g, ARBI_SCOPE(ARBI_SCOPE_PLAYER, a->p), s->name, -num(s, a), 0, &a->v);
}

static void own(lua_State *L, arb_game *g, const actor *a)
{
    if (a->c == ARB_NONE) luaL_error(L, "steps: own = \"card\" outside a card's option");
    g->st.cards[a->c].owner = (int8_t)a->p;
    g->st.cards[a->c].controller = (int8_t)a->p;
}

static void move_card(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    if (a->c == ARB_NONE) luaL_error(L, "steps: move = \"card\" outside a card's option");
    uint32_t name = s->per_def ? s->per_def[a->def] : s->to;
    if (!name) luaL_error(L, "steps: %s has no zone to move to", g->defs[a->def].name);
    const char *why;
    if (arbi_card_move(&g->st, a->c, zone_of(L, g, name, a->p), s->at_bottom ? -1 : 0, &why))
        luaL_error(L, "steps: %s", why);
}

/* Pushes g's method `name` and g; the caller pushes the rest. */
static void method(lua_State *L, const char *name)
{
    lua_getfield(L, 1, name);
    lua_pushvalue(L, 1);
}

static int go(lua_State *L, int pc);

/* Whether one of player p's values named in keys is set: there, and
 * neither false nor 0. */
static int value_set(const arb_game *g, int p, const uint32_t *keys)
{
    for (int i = 0; i < MAX_IF && keys[i]; i++) {
        const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), keys[i]);
        if (v && v->value != 0) return 1;
    }
    return 0;
}

/* Whether the actor's card is in zone `name` (p's, or a shared one). */
static int card_in(const arb_game *g, const actor *a, uint32_t name)
{
    if (a->c == ARB_NONE) return 0;
    int32_t z = g->st.cards[a->c].zone;
    return z >= 0 && g->st.zones[z].name == name && (g->st.zones[z].owner == a->p || g->st.zones[z].owner == 0);
}


static int resume_at(lua_State *L, int status, lua_KContext pc)
{
    (void)status;
    return go(L, (int)pc + 1);
}

/* Calls Lua for step pc: an event's listeners, the card's ability, or the
 * step's own function.  Returns 0 when nothing needed calling. */
static int call_lua(lua_State *L, arb_game *g, const step *s, const actor *a, int pc)
{
    if (s->kind == S_CALL) {
        lua_rawgeti(L, lua_upvalueindex(3), pc + 1);
        lua_pushvalue(L, 1);
        lua_pushinteger(L, a->p);
        if (a->c != ARB_NONE) lua_pushinteger(L, a->c + 1); else lua_pushnil(L);
        lua_callk(L, 3, 0, pc, resume_at);
        return 1;
    }
    if (s->kind == S_EMIT) {
        if (!arbi_has_handlers(g, s->name)) return 0;
        method(L, "emit");
        lua_pushstring(L, arbi_atom_str(&g->atoms, s->name));
        lua_createtable(L, 0, 2);
        if (a->c != ARB_NONE) { lua_pushinteger(L, a->c + 1); lua_setfield(L, -2, "card"); }
        lua_pushinteger(L, a->p);
        lua_setfield(L, -2, "player");
        if (s->as) { lua_pushinteger(L, num(s, a)); lua_setfield(L, -2, arbi_atom_str(&g->atoms, s->as)); }
        lua_callk(L, 3, 0, pc, resume_at);
        return 1;
    }
    if (a->c == ARB_NONE) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_rawgeti(L, -1, a->def + 1);
    int fn = lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->name)) == LUA_TFUNCTION;
    lua_replace(L, -3);
    lua_pop(L, 1);
    if (!fn) return lua_pop(L, 1), 0;
    int f = lua_gettop(L);
    arbi_push_use(L, g);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, a->c + 1);
    lua_pushinteger(L, a->p);
    lua_pushvalue(L, f);
    lua_remove(L, f);
    lua_callk(L, 4, 0, pc, resume_at);
    return 1;
}

/* The game ends with p its winner (as g:finish({p}, text)); the steps
 * after it do not run. */
static void win(arb_game *g, const step *s, const actor *a)
{
    g->st.h.over = 1;
    g->st.h.winners = 1u << (a->p - 1);
    g->st.h.result = s->name;
}

/* Whether step s is left out for actor a: its conditions. */
static int skipped(const arb_game *g, const step *s, const actor *a)
{
    return (s->unless_zero && a->arg == 0)
        || (a->def >= 0 && s->when_of && !s->when_of[a->def])
        || (a->def < 0 && s->when)
        || (s->if_value[0] && !value_set(g, a->p, s->if_value))
        || (s->if_in && !card_in(g, a, s->if_in))
        || (s->least_of && arbi_player_value(g, a->p, s->least_of) < s->least);
}

/* Runs the steps from pc on; returns what the function returns. */
static int go(lua_State *L, int pc)
{
    arb_game *g = GAME(L);
    const arbi_prog *p = &g->progs[lua_tointeger(L, lua_upvalueindex(2))];
    actor a = actor_of(L, g, p);
    for (; pc < p->n; pc++) {
        const step *s = &p->s[pc];
        if (skipped(g, s, &a)) continue;
        switch (s->kind) {
        case S_MOVE: move_card(L, g, s, &a); break;
        case S_MOVE_ALL: {
            arb_zone_id from = zone_of(L, g, s->name, a.p), to = zone_of(L, g, s->to, a.p);
            if (from != to) while (arbi_move_top(g, from, to) == 0) {}
            break;
        }
        case S_DRAW: draw(L, g, s, &a); break;
        case S_SET: case S_ADD: value(L, g, s, &a); break;
        case S_EXPIRE: arbi_var_expire(&g->st, s->name); arbi_effect_expire(&g->st, s->name); break;
        case S_LOG: log_text(L, g, s->name, &a, num(s, &a)); break;
        case S_PAY: pay(L, g, s, &a); break;
        case S_OWN: own(L, g, &a); break;
        case S_CLOSE: lua_pushboolean(L, 1); return 1;
        case S_WIN: win(g, s, &a); return 0;
        default: call_lua(L, g, s, &a, pc); break;
        }
    }
    return 0;
}

/* A plain program's value step, its failure worded as add() words it. */
static arb_status direct_value(arb_game *g, const step *s, actor *a)
{
    uint32_t key = a->def >= 0 && s->per_def ? s->per_def[a->def] : s->name;
    if (!key || (s->scope == ON_CARD && a->c == ARB_NONE)) return ARB_OK;
    int rc = s->kind == S_SET ? arbi_var_set(&g->st, scope_of(s, a), key, s->vtype, s->n, s->expiry)
                              : arbi_var_add(&g->st, scope_of(s, a), key, s->n, s->expiry, &a->v);
    const char *name = arbi_atom_str(&g->atoms, key);
    if (rc == ARBI_VAR_NOT_INT) return arbi_fail(g, ARB_ESCRIPT, "steps: '%s' does not hold a number", name);
    if (rc == ARBI_VAR_OVERFLOW) return arbi_fail(g, ARB_ESCRIPT, "steps: '%s' would overflow", name);
    return rc ? arbi_fail(g, ARB_ENOMEM, "out of memory") : ARB_OK;
}

arb_status arbi_steps_direct(arb_game *g, int prog, const arbi_option *o, int *closed)
{
    const arbi_prog *p = &g->progs[prog];
    actor a = { o->player, ARB_NONE, -1, 0, 0 };
    if (o->card >= 0) {
        a.c = o->card;
        a.def = g->st.cards[a.c].def;
    }
    *closed = 0;
    for (int pc = 0; pc < p->n; pc++) {
        const step *s = &p->s[pc];
        if (skipped(g, s, &a)) continue;
        arb_status st = ARB_OK;
        switch (s->kind) {
        case S_SET: case S_ADD: st = direct_value(g, s, &a); break;
        case S_EXPIRE: arbi_var_expire(&g->st, s->name); arbi_effect_expire(&g->st, s->name); break;
        case S_CLOSE: *closed = 1; return ARB_OK;
        case S_WIN: win(g, s, &a); return ARB_OK;
        }
        if (st != ARB_OK) return st;
    }
    return ARB_OK;
}

int arbi_steps_run(lua_State *L)
{
    ARBI_WRITES(L, "steps");
    return go(L, 0);
}

/* c:verb(n): the steps run for the context's player and card, with n; the
 * stack is laid out as a card option's (g, p, card) with n after it. */
int arbi_verb_run(lua_State *L)
{
    ARBI_WRITES(L, "a verb");
    arb_game *g = GAME(L);
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer n = luaL_optinteger(L, 2, 0);
    lua_settop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    lua_pushliteral(L, "player");
    lua_rawget(L, 1);
    lua_pushliteral(L, "card");
    lua_rawget(L, 1);
    lua_pushinteger(L, n);
    lua_remove(L, 1);
    return go(L, 0);
}
