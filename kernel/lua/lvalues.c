/*
 * lvalues.c -- the game API's second half: named values on the game, a
 * player or a card (g:pget, g:padd, ... with expiry tags), effects kept as
 * data (g:add_effect), and the bindings the prelude's driver uses to run
 * units and ask decisions.  Same rules as lapi.c: check, one kernel call,
 * push; misuse raises.
 */
#include "lapi.h"
#include <string.h>

/* ---- variables ----------------------------------------------------------- */

static int push_var(lua_State *L, arb_game *g, const arbi_var *v)
{
    if (!v) lua_pushnil(L);
    else if (v->type == ARBI_VBOOL) lua_pushboolean(L, (int)v->value);
    else if (v->type == ARBI_VSTR) lua_pushstring(L, arbi_atom_str(&g->atoms, (uint32_t)v->value));
    else lua_pushinteger(L, v->value);
    return 1;
}

/* A value's name: a string, or a key from g:key (its name resolved once,
 * so the call does no hashing).  0 when a string was never interned. */
static uint32_t name_key(lua_State *L, arb_game *g, int arg, int intern)
{
    if (lua_type(L, arg) == LUA_TNUMBER) {
        lua_Integer k = lua_tointeger(L, arg);
        if (k < 1 || k >= g->atoms.n) luaL_error(L, "bad value key %d (use g:key(name))", (int)k);
        return (uint32_t)k;
    }
    return intern ? arbi_check_atom(L, g, arg) : arbi_lua_atom(L, g, arg);
}

static const char *key_name(lua_State *L, arb_game *g, int arg)
{
    return arbi_atom_str(&g->atoms, name_key(L, g, arg, 0));
}

static int var_get(lua_State *L, arb_game *g, uint32_t scope, int karg)
{
    uint32_t key = name_key(L, g, karg, 0);
    return push_var(L, g, key ? arbi_var_get(&g->st, scope, key) : NULL);
}

/* g:key(name) -> the key of a value name, for g:pget(p, KEY) and the like:
 * resolve the names a ruleset uses on every decision once, at load. */
static int l_key(lua_State *L)
{
    lua_pushinteger(L, arbi_check_atom(L, GAME(L), 2));
    return 1;
}

static int var_set(lua_State *L, arb_game *g, uint32_t scope, int karg)
{
    uint32_t key = name_key(L, g, karg, 1);
    uint32_t expiry = lua_isnoneornil(L, karg + 2) ? 0 : name_key(L, g, karg + 2, 1);
    int v = karg + 1, type;
    int64_t value;
    switch (lua_type(L, v)) {
    case LUA_TNIL: arbi_var_del(&g->st, scope, key); return 0;
    case LUA_TBOOLEAN: type = ARBI_VBOOL; value = lua_toboolean(L, v); break;
    case LUA_TSTRING: type = ARBI_VSTR; value = arbi_check_atom(L, g, v); break;
    default:
        if (!lua_isinteger(L, v)) return luaL_error(L, "a game value must be an integer, boolean or string");
        type = ARBI_VINT; value = lua_tointeger(L, v);
    }
    if (arbi_var_set(&g->st, scope, key, type, value, expiry)) return luaL_error(L, "out of memory");
    return 0;
}

static int var_add(lua_State *L, arb_game *g, uint32_t scope, int karg)
{
    uint32_t key = name_key(L, g, karg, 1);
    lua_Integer d = luaL_checkinteger(L, karg + 1);
    uint32_t expiry = lua_isnoneornil(L, karg + 2) ? 0 : name_key(L, g, karg + 2, 1);
    int64_t nv;
    int rc = arbi_var_add(&g->st, scope, key, (int64_t)d, expiry, &nv);
    if (rc == ARBI_VAR_NOT_INT) return luaL_error(L, "'%s' does not hold a number", key_name(L, g, karg));
    if (rc == ARBI_VAR_OVERFLOW) return luaL_error(L, "'%s' would overflow a 64-bit integer", key_name(L, g, karg));
    if (rc) return luaL_error(L, "out of memory");
    lua_pushinteger(L, nv);
    return 1;
}

static uint32_t pscope(lua_State *L, arb_game *g)
{
    return ARBI_SCOPE(ARBI_SCOPE_PLAYER, arbi_check_player(L, g, 2, 0));
}

static uint32_t cscope(lua_State *L, arb_game *g)
{
    return ARBI_SCOPE(ARBI_SCOPE_CARD, arbi_check_card(L, g, 2));
}

/* The game, after the role check of a binding that writes. */
static arb_game *writer(lua_State *L, const char *method)
{
    arb_game *g = GAME(L);
    if (g->reader) arbi_refuse_write(L, g, method);
    return g;
}

static int l_gget(lua_State *L) { return var_get(L, GAME(L), 0, 2); }
static int l_gset(lua_State *L) { return var_set(L, writer(L, "gset"), 0, 2); }
static int l_gadd(lua_State *L) { return var_add(L, writer(L, "gadd"), 0, 2); }
static int l_pget(lua_State *L) { arb_game *g = GAME(L); return var_get(L, g, pscope(L, g), 3); }
static int l_pset(lua_State *L) { arb_game *g = writer(L, "pset"); return var_set(L, g, pscope(L, g), 3); }
static int l_padd(lua_State *L) { arb_game *g = writer(L, "padd"); return var_add(L, g, pscope(L, g), 3); }
static int l_cget(lua_State *L) { arb_game *g = GAME(L); return var_get(L, g, cscope(L, g), 3); }
static int l_cset(lua_State *L) { arb_game *g = writer(L, "cset"); return var_set(L, g, cscope(L, g), 3); }
static int l_cadd(lua_State *L) { arb_game *g = writer(L, "cadd"); return var_add(L, g, cscope(L, g), 3); }

/* g:vars(kind, id) -> {name = value} for "game", "player" or "card". */
static int l_vars(lua_State *L)
{
    arb_game *g = GAME(L);
    const char *kind = luaL_checkstring(L, 2);
    uint32_t scope;
    if (!strcmp(kind, "game")) scope = 0;
    else if (!strcmp(kind, "player")) scope = ARBI_SCOPE(ARBI_SCOPE_PLAYER, arbi_check_player(L, g, 3, 0));
    else if (!strcmp(kind, "card")) scope = ARBI_SCOPE(ARBI_SCOPE_CARD, arbi_check_card(L, g, 3));
    else return luaL_error(L, "kind must be game, player or card");
    lua_newtable(L);
    for (int i = 0; i < g->st.h.nvars; i++) {
        const arbi_var *v = &g->st.vars[i];
        if (v->scope != scope) continue;
        push_var(L, g, v);
        lua_setfield(L, -2, arbi_atom_str(&g->atoms, v->key));
    }
    return 1;
}

/* g:expire(tag): drops every value and effect that carries the tag. */
static int l_expire(lua_State *L)
{
    ARBI_WRITES(L, "expire");
    arb_game *g = GAME(L);
    uint32_t tag = arbi_lua_atom(L, g, 2);
    int n = tag ? arbi_var_expire(&g->st, tag) + arbi_effect_expire(&g->st, tag) : 0;
    lua_pushinteger(L, n);
    return 1;
}

/* ---- effects ------------------------------------------------------------- */

/* g:add_effect{hook=, source=card, handler=name, expiry=tag, player=, data=} */
static int l_add_effect(lua_State *L)
{
    ARBI_WRITES(L, "add_effect");
    arb_game *g = GAME(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    arbi_effect e;
    memset(&e, 0, sizeof e);
    lua_getfield(L, 2, "hook");    e.hook = arbi_check_atom(L, g, -1);
    lua_getfield(L, 2, "source");  e.source = arbi_check_card(L, g, -1);
    lua_getfield(L, 2, "handler"); e.handler = arbi_check_atom(L, g, -1);
    lua_getfield(L, 2, "expiry");
    e.expiry = lua_isnil(L, -1) ? 0 : arbi_check_atom(L, g, -1);
    lua_getfield(L, 2, "player");  e.player = (int32_t)luaL_optinteger(L, -1, 0);
    lua_getfield(L, 2, "data");    e.data = luaL_optinteger(L, -1, 0);
    uint32_t id = arbi_effect_add(&g->st, &e);
    if (!id) return luaL_error(L, "out of memory");
    lua_pushinteger(L, id);
    return 1;
}

/* g:effect_count() -> how many effects are registered (cheap test). */
static int l_effect_count(lua_State *L)
{
    lua_pushinteger(L, GAME(L)->st.h.neffects);
    return 1;
}

static int l_remove_effect(lua_State *L)
{
    ARBI_WRITES(L, "remove_effect");
    arb_game *g = GAME(L);
    lua_pushboolean(L, arbi_effect_remove(&g->st, (uint32_t)luaL_checkinteger(L, 2)) == 0);
    return 1;
}

/* Pushes effect e as scripts see it: {id=, hook=, source=, handler=,
 * player=, data=} (g:effects, and a handler's effect: emit.c). */
void arbi_push_effect(lua_State *L, arb_game *g, const arbi_effect *e)
{
    lua_createtable(L, 0, 6);
    lua_pushinteger(L, e->id); lua_setfield(L, -2, "id");
    lua_pushstring(L, arbi_atom_str(&g->atoms, e->hook)); lua_setfield(L, -2, "hook");
    lua_pushinteger(L, e->source + 1); lua_setfield(L, -2, "source");
    lua_pushstring(L, arbi_atom_str(&g->atoms, e->handler)); lua_setfield(L, -2, "handler");
    lua_pushinteger(L, e->player); lua_setfield(L, -2, "player");
    lua_pushinteger(L, e->data); lua_setfield(L, -2, "data");
}

/* g:effects(hook) -> list of {id, source, handler, player, data}, oldest first */
static int l_effects(lua_State *L)
{
    arb_game *g = GAME(L);
    int any = lua_isnoneornil(L, 2);
    uint32_t hook = any ? 0 : arbi_lua_atom(L, g, 2);
    lua_newtable(L);
    if (!any && !hook) return 1;           /* a hook nobody ever named */
    int k = 1;
    for (int i = 0; i < g->st.h.neffects; i++) {
        const arbi_effect *e = &g->st.effects[i];
        if (hook && e->hook != hook) continue;
        arbi_push_effect(L, g, e);
        lua_rawseti(L, -2, k++);
    }
    return 1;
}

/* ---- flow (used by the prelude's driver, not by cards) ------------------- */

/* The options of a g:choose: every label is a string. */
static void add_options(lua_State *L, arb_game *g, int labels, int players, lua_Integer n)
{
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, labels, i);
        int p = g->dec.player;
        if (players) {
            lua_geti(L, players, i);
            p = (int)luaL_optinteger(L, -1, p);
            lua_pop(L, 1);
        }
        if (arbi_decision_option(&g->dec, luaL_checkstring(L, -1), p)) luaL_error(L, "out of memory");
        lua_pop(L, 1);
    }
}

/* g:_decide(player, prompt, reason, labels, players|nil, refused|nil)
 * Sets the pending decision of a g:choose; the prelude then yields for the
 * answer.  refused is a list of {label, reason}. */
static int l_decide(lua_State *L)
{
    arb_game *g = GAME(L);
    if (g->reader && g->reader != arbi_listing) arbi_refuse_write(L, g, "_decide");
    lua_settop(L, 7);
    if (g->in_edit) return luaL_error(L, "edits and queries cannot ask for decisions");
    int p = arbi_check_player(L, g, 2, 0);      /* a decision belongs to a real player */
    luaL_checktype(L, 5, LUA_TTABLE);
    arbi_labels_forget(g);
    if (arbi_decision_begin(&g->dec, p, luaL_checkstring(L, 3), luaL_optstring(L, 4, "")))
        return luaL_error(L, "out of memory");
    add_options(L, g, 5, lua_istable(L, 6) ? 6 : 0, luaL_len(L, 5));
    if (lua_istable(L, 7) && !g->quiet) {
        lua_Integer n = luaL_len(L, 7);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, 7, i);
            lua_geti(L, -1, 1);
            lua_geti(L, -2, 2);
            arbi_decision_refusal(&g->dec, luaL_checkstring(L, -2), luaL_checkstring(L, -1));
            lua_pop(L, 3);
        }
    }
    if (g->dec.nopt == 0) return luaL_error(L, "a decision needs at least one option");
    return 0;
}

static int l_check(lua_State *L)
{
    arb_game *g = GAME(L);
    const char *why;
    if (arbi_state_check(&g->st, &why)) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, why);
        return 2;
    }
    lua_pushboolean(L, 1);
    return 1;
}

static const luaL_Reg api[] = {
    {"gget", l_gget}, {"gset", l_gset}, {"gadd", l_gadd},
    {"pget", l_pget}, {"pset", l_pset}, {"padd", l_padd},
    {"cget", l_cget}, {"cset", l_cset}, {"cadd", l_cadd},
    {"vars", l_vars}, {"expire", l_expire}, {"key", l_key},
    {"add_effect", l_add_effect}, {"remove_effect", l_remove_effect},
    {"effects", l_effects}, {"effect_count", l_effect_count},
    {"_decide", l_decide}, {"check", l_check},
    {NULL, NULL}
};

void arbi_open_values(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
}
