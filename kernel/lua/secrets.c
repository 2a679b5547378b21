/*
 * secrets.c -- per-seat hidden values: a choice one player has made and the
 * others may not know yet (the end of a card chosen face down, a secret pick
 * in a test), kept as game state until it is revealed.
 *
 * A secret is a value held by a player under a name, like g:pset's, in a
 * scope of its own (ARBI_SCOPE_SECRET), so snapshots, undo, clones, saves
 * (which replay) and the state hash cover it as they cover every value; who
 * else knows it is a second value in ARBI_SCOPE_KNOWN, a bit per seat (all
 * bits: revealed to everyone).  Setting a secret again makes it unknown to
 * the others again.  The rules read every secret; a reader reads one only
 * when its seat may know it: a view the seat it runs for (its second
 * argument: the ruleset's views are wrapped at load, arbi_secret_views), a
 * bot or a label or refusal function the deciding player, a host's query
 * everything (as an edit does).  Hosts list what a seat may see with
 * arb_secret_list; the others' secrets show only as names.
 */
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

#define ALL_SEATS 0xffffffffu

static uint32_t secret_scope(int p) { return ARBI_SCOPE(ARBI_SCOPE_SECRET, p); }
static uint32_t known_scope(int p) { return ARBI_SCOPE(ARBI_SCOPE_KNOWN, p); }

/* May seat (0: the god view, -1: nobody's seat) know player p's secret? */
static int seat_knows(const arb_game *g, int p, uint32_t key, int seat)
{
    if (seat == 0 || seat == p) return 1;
    if (seat < 0) seat = 33;                     /* only what everyone knows */
    const arbi_var *m = arbi_var_get(&g->st, known_scope(p), key);
    uint32_t bits = m ? (uint32_t)m->value : 0;
    return seat <= ARBI_MAX_PLAYERS ? (int)(bits >> (seat - 1) & 1u) : bits == ALL_SEATS;
}

/* The seat whose eyes the running script reads with (see the top). */
static int reading_seat(const arb_game *g)
{
    if (!g->reader) return 0;                    /* the rules, an edit */
    if (g->view_seat) return g->view_seat > 0 ? g->view_seat - 1 : -1;
    if (!strncmp(g->reader, "a query", 7)) return 0;
    if (!strcmp(g->reader, "a view")) return -1; /* a view nobody wrapped */
    return g->dec.player;
}

static uint32_t secret_key(lua_State *L, arb_game *g, int arg, int intern)
{
    return intern ? arbi_check_atom(L, g, arg) : arbi_lua_atom(L, g, arg);
}

/* The secret named at karg of the player at parg (NULL: none); sets *p, *key. */
static const arbi_var *find_secret(lua_State *L, arb_game *g, int parg, int karg, int *p, uint32_t *key)
{
    *p = arbi_check_player(L, g, parg, 1);
    *key = secret_key(L, g, karg, 0);
    return *key ? arbi_var_get(&g->st, secret_scope(*p), *key) : NULL;
}

static int push_value(lua_State *L, arb_game *g, const arbi_var *v)
{
    if (v->type == ARBI_VBOOL) lua_pushboolean(L, (int)v->value);
    else if (v->type == ARBI_VSTR) lua_pushstring(L, arbi_atom_str(&g->atoms, (uint32_t)v->value));
    else lua_pushinteger(L, v->value);
    return 1;
}

/* g:set_secret(p, name, value, expiry): p's secret (nil: forget it). */
static int l_set_secret(lua_State *L)
{
    ARBI_WRITES(L, "set_secret");
    arb_game *g = GAME(L);
    int p = arbi_check_player(L, g, 2, 1);
    uint32_t key = secret_key(L, g, 3, 1);
    uint32_t expiry = lua_isnoneornil(L, 5) ? 0 : arbi_check_atom(L, g, 5);
    int type;
    int64_t value;
    arbi_var_del(&g->st, known_scope(p), key);   /* a new choice: unknown again */
    switch (lua_type(L, 4)) {
    case LUA_TNIL: arbi_var_del(&g->st, secret_scope(p), key); return 0;
    case LUA_TBOOLEAN: type = ARBI_VBOOL; value = lua_toboolean(L, 4); break;
    case LUA_TSTRING: type = ARBI_VSTR; value = arbi_check_atom(L, g, 4); break;
    default:
        if (!lua_isinteger(L, 4)) return luaL_error(L, "a secret must be an integer, boolean or string");
        type = ARBI_VINT; value = lua_tointeger(L, 4);
    }
    if (arbi_var_set(&g->st, secret_scope(p), key, type, value, expiry))
        return luaL_error(L, "out of memory");
    return 0;
}

/* g:secret(p, name) -> the value, or nil and true when it exists but the
 * reading seat may not know it, or nil when there is none. */
static int l_secret(lua_State *L)
{
    arb_game *g = GAME(L);
    int p;
    uint32_t key;
    const arbi_var *v = find_secret(L, g, 2, 3, &p, &key);
    if (!v) { lua_pushnil(L); return 1; }
    if (seat_knows(g, p, key, reading_seat(g))) return push_value(L, g, v);
    lua_pushnil(L);
    lua_pushboolean(L, 1);
    return 2;
}

/* g:reveal_secret(p, name, to): shows it to seat `to` (nil or 0: everyone). */
static int l_reveal_secret(lua_State *L)
{
    ARBI_WRITES(L, "reveal_secret");
    arb_game *g = GAME(L);
    int p;
    uint32_t key;
    const arbi_var *v = find_secret(L, g, 2, 3, &p, &key);
    int to = lua_isnoneornil(L, 4) ? 0 : arbi_check_player(L, g, 4, 1);
    if (!v) return luaL_error(L, "player %d has no secret '%s'", p, lua_tostring(L, 3));
    const arbi_var *m = arbi_var_get(&g->st, known_scope(p), key);
    uint32_t bits = (m ? (uint32_t)m->value : 0) | (to ? 1u << (to - 1) : ALL_SEATS);
    if (arbi_var_set(&g->st, known_scope(p), key, ARBI_VINT, (int64_t)bits, v->expiry))
        return luaL_error(L, "out of memory");
    return 0;
}

/* g:secret_known(seat, p, name): may that seat know it? */
static int l_secret_known(lua_State *L)
{
    arb_game *g = GAME(L);
    int seat = arbi_check_player(L, g, 2, 1), p;
    uint32_t key;
    const arbi_var *v = find_secret(L, g, 3, 4, &p, &key);
    lua_pushboolean(L, v && seat_knows(g, p, key, seat));
    return 1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* g:secrets(p) -> the names of p's secrets, sorted (that a choice was made
 * is public; what it is is not). */
static int l_secrets(lua_State *L)
{
    arb_game *g = GAME(L);
    uint32_t scope = secret_scope(arbi_check_player(L, g, 2, 1));
    int n = 0;
    for (int i = 0; i < g->st.h.nvars; i++) n += g->st.vars[i].scope == scope;
    const char **names = lua_newuserdatauv(L, sizeof *names * (size_t)(n ? n : 1), 0);
    for (int i = 0, k = 0; i < g->st.h.nvars; i++)
        if (g->st.vars[i].scope == scope) names[k++] = arbi_atom_str(&g->atoms, g->st.vars[i].key);
    qsort(names, (size_t)n, sizeof *names, by_name);
    lua_createtable(L, n, 0);
    for (int k = 0; k < n; k++) { lua_pushstring(L, names[k]); lua_rawseti(L, -2, k + 1); }
    return 1;
}

void arbi_open_secrets(lua_State *L, arb_game *g)
{
    static const luaL_Reg fns[] = {
        {"set_secret", l_set_secret}, {"secret", l_secret}, {"reveal_secret", l_reveal_secret},
        {"secret_known", l_secret_known}, {"secrets", l_secrets}, {NULL, NULL}
    };
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, fns, 1);
}

/* ---- views read with their seat's eyes ---------------------------------- */

/* A ruleset's view, called as view(g, seat, args): the seat it runs for is
 * the reading seat while it runs.  A view called inside another keeps the
 * outer one's seat unless that was the god view. */
static int view_as_seat(lua_State *L)
{
    arb_game *g = GAME(L);
    int n = lua_gettop(L), was = g->view_seat;
    lua_Integer seat = lua_isinteger(L, 2) ? lua_tointeger(L, 2) : -1;
    if (was == 0 || was == 1) g->view_seat = seat >= 0 && seat <= g->st.h.nplayers ? (int)seat + 1 : -1;
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_insert(L, 1);
    int rc = lua_pcall(L, n, LUA_MULTRET, 0);
    g->view_seat = was;
    if (rc != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

/* Wraps each function of the ruleset's `views` (the table at index rules,
 * before the prelude freezes it).  Returns 0. */
int arbi_secret_views(arb_game *g, int rules)
{
    lua_State *L = g->L;
    lua_pushliteral(L, "views");
    lua_rawget(L, rules);
    if (lua_istable(L, -1)) {
        int views = lua_gettop(L);
        lua_pushnil(L);
        while (lua_next(L, views)) {
            if (lua_isfunction(L, -1)) {
                lua_pushlightuserdata(L, g);
                lua_insert(L, -2);
                lua_pushcclosure(L, view_as_seat, 2);
                lua_pushvalue(L, -2);
                lua_insert(L, -2);
                lua_rawset(L, views);           /* an existing key: the walk goes on */
            } else {
                lua_pop(L, 1);
            }
        }
    }
    lua_pop(L, 1);
    return 0;
}

/* ---- hosts ---------------------------------------------------------------- */

static int by_holder(const void *a, const void *b)
{
    const arb_secret_info *x = a, *y = b;
    return x->player != y->player ? x->player - y->player : strcmp(x->name, y->name);
}

int arb_secret_list(const arb_game *g, int seat, arb_secret_info *out, int max)
{
    if (seat < 0 || seat > g->st.h.nplayers) return -1;
    int n = 0;
    for (int i = 0; i < g->st.h.nvars; i++) n += g->st.vars[i].scope >> 24 == ARBI_SCOPE_SECRET;
    arb_secret_info *all = calloc((size_t)(n ? n : 1), sizeof *all);
    if (!all) return -1;
    for (int i = 0, k = 0; i < g->st.h.nvars; i++) {
        const arbi_var *v = &g->st.vars[i];
        if (v->scope >> 24 != ARBI_SCOPE_SECRET) continue;
        arb_secret_info *s = &all[k++];
        s->player = (int)(v->scope & 0xffffffu);
        s->name = arbi_atom_str(&g->atoms, v->key);
        s->known = seat_knows(g, s->player, v->key, seat);
        if (!s->known) continue;
        s->type = (arb_var_type)v->type;
        if (v->type == ARBI_VSTR) s->str = arbi_atom_str(&g->atoms, (uint32_t)v->value);
        else s->value = v->value;
    }
    qsort(all, (size_t)n, sizeof *all, by_holder);
    if (max > 0) memcpy(out, all, sizeof *all * (size_t)(n < max ? n : max));
    free(all);
    return n;
}
