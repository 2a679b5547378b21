/*
 * lapi.c -- the game API that rulesets and cards call: `g:move(c, z)`, ...
 *
 * Every binding checks its arguments, makes one kernel call and pushes the
 * results.  A rules refusal returns `false, reason`; misuse (a bad id, a
 * wrong type) raises an error.  Ids seen from Lua are 1-based: cards, zones
 * and players alike.  The game pointer is every function's first upvalue, so
 * `g` itself is a plain table and a method call costs one table lookup.
 */
#include "game.h"
#include <lauxlib.h>
#include <string.h>

#define GAME(L) ((arb_game *)lua_touserdata((L), lua_upvalueindex(1)))

static arb_card_id check_card(lua_State *L, arb_game *g, int arg)
{
    lua_Integer c = luaL_checkinteger(L, arg);
    if (c < 1 || c > g->st.h.ncards)
        luaL_error(L, "bad card id %d (the game has %d cards)", (int)c, g->st.h.ncards);
    return (arb_card_id)(c - 1);
}

static arb_zone_id check_zone(lua_State *L, arb_game *g, int arg)
{
    lua_Integer z = luaL_checkinteger(L, arg);
    if (z < 1 || z > g->st.h.nzones)
        luaL_error(L, "bad zone id %d (the game has %d zones)", (int)z, g->st.h.nzones);
    return (arb_zone_id)(z - 1);
}

static int check_player(lua_State *L, arb_game *g, int arg, int allow0)
{
    lua_Integer p = luaL_checkinteger(L, arg);
    if (p < (allow0 ? 0 : 1) || p > g->st.h.nplayers)
        luaL_error(L, "bad player %d (the game has %d players)", (int)p, g->st.h.nplayers);
    return (int)p;
}

static uint32_t check_atom(lua_State *L, arb_game *g, int arg)
{
    uint32_t a = arbi_atom(&g->atoms, luaL_checkstring(L, arg));
    if (!a) luaL_error(L, "out of memory");
    return a;
}

static int push_card(lua_State *L, arb_card_id c)
{
    if (c == ARB_NONE) lua_pushnil(L); else lua_pushinteger(L, c + 1);
    return 1;
}

/* ---- game ---------------------------------------------------------------- */

static int l_players(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.nplayers); return 1; }
static int l_active(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.active); return 1; }
static int l_turn(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.turn); return 1; }
static int l_phase(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.phase); return 1; }
static int l_over(lua_State *L) { lua_pushboolean(L, GAME(L)->st.h.over); return 1; }

static int l_set_active(lua_State *L)
{
    arb_game *g = GAME(L);
    g->st.h.active = check_player(L, g, 2, 0);
    return 0;
}

static int l_set_turn(lua_State *L)
{
    GAME(L)->st.h.turn = (int32_t)luaL_checkinteger(L, 2);
    return 0;
}

static int l_set_phase(lua_State *L)
{
    GAME(L)->st.h.phase = (int32_t)luaL_checkinteger(L, 2);
    return 0;
}

static int l_set_players(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    if (n < 1 || n > ARBI_MAX_PLAYERS) return luaL_error(L, "player count must be 1..%d", ARBI_MAX_PLAYERS);
    g->st.h.nplayers = (int32_t)n;
    return 0;
}

/* g:finish(winners, text): winners is a list of players (may be empty). */
static int l_finish(lua_State *L)
{
    arb_game *g = GAME(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    uint32_t mask = 0;
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        mask |= 1u << (check_player(L, g, -1, 0) - 1);
        lua_pop(L, 1);
    }
    g->st.h.over = 1;
    g->st.h.winners = mask;
    g->st.h.result = check_atom(L, g, 3);
    return 0;
}

static int l_random(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 1 && n <= 0x7fffffff, 2, "must be 1..2^31-1");
    lua_pushinteger(L, (lua_Integer)arb_rng_below(&g->st.h.rng, (uint32_t)n) + 1);
    return 1;
}

static int l_log(lua_State *L)
{
    arb_game *g = GAME(L);
    if (!g->quiet) arbi_push_log(g, luaL_checkstring(L, 2));
    return 0;
}

/* g:quiet(): true in simulations, where nobody reads logs or refusals. */
static int l_quiet(lua_State *L)
{
    lua_pushboolean(L, GAME(L)->quiet);
    return 1;
}

/* g:decision() -> {player=, prompt=, reason=, options={labels}, players={}} */
static int l_decision(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_createtable(L, 0, 5);
    lua_pushinteger(L, g->dec.player); lua_setfield(L, -2, "player");
    lua_pushstring(L, arb_decision_prompt(g)); lua_setfield(L, -2, "prompt");
    lua_pushstring(L, arb_decision_reason(g)); lua_setfield(L, -2, "reason");
    lua_createtable(L, g->dec.nopt, 0);
    lua_createtable(L, g->dec.nopt, 0);
    for (int i = 0; i < g->dec.nopt; i++) {
        lua_pushstring(L, ARBI_DTEXT(&g->dec, g->dec.opt[i].label));
        lua_rawseti(L, -3, i + 1);
        lua_pushinteger(L, g->dec.opt[i].player);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -3, "players");
    lua_setfield(L, -2, "options");
    return 1;
}

/* ---- zones --------------------------------------------------------------- */

static int vis_of(lua_State *L, const char *v)
{
    if (!strcmp(v, "hidden")) return ARBI_HIDDEN_VIS;
    if (!strcmp(v, "owner")) return ARBI_OWNER_VIS;
    if (!strcmp(v, "public")) return ARBI_PUBLIC_VIS;
    return luaL_error(L, "zone visibility must be hidden, owner or public, not '%s'", v);
}

/* g:new_zone(name, owner, {vis=, rows=, cols=}) -> zone */
static int l_new_zone(lua_State *L)
{
    arb_game *g = GAME(L);
    uint32_t name = check_atom(L, g, 2);
    int owner = check_player(L, g, 3, 1);
    int vis = ARBI_PUBLIC_VIS, rows = 0, cols = 0;
    if (lua_istable(L, 4)) {
        if (lua_getfield(L, 4, "vis") == LUA_TSTRING) vis = vis_of(L, lua_tostring(L, -1));
        if (lua_getfield(L, 4, "rows") == LUA_TNUMBER) rows = (int)lua_tointeger(L, -1);
        if (lua_getfield(L, 4, "cols") == LUA_TNUMBER) cols = (int)lua_tointeger(L, -1);
        lua_pop(L, 3);
    }
    int kind = rows > 0 && cols > 0 ? ARBI_GRID : ARBI_PILE;
    arb_zone_id z = arbi_zone_new(&g->st, name, owner, kind, vis, rows, cols);
    if (z == ARB_NONE) return luaL_error(L, "zone '%s' of player %d exists already", lua_tostring(L, 2), owner);
    lua_pushinteger(L, z + 1);
    return 1;
}

static int l_zone(lua_State *L)
{
    arb_game *g = GAME(L);
    uint32_t name = arbi_atom_find(&g->atoms, luaL_checkstring(L, 2));
    int owner = (int)luaL_optinteger(L, 3, 0);
    arb_zone_id z = name ? arbi_zone_find(&g->st, name, owner) : ARB_NONE;
    if (z == ARB_NONE) lua_pushnil(L); else lua_pushinteger(L, z + 1);
    return 1;
}

static int l_zone_info(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_zone *z = &g->st.zones[check_zone(L, g, 2)];
    static const char *const vis[] = {"hidden", "owner", "public"};
    lua_pushstring(L, arbi_atom_str(&g->atoms, z->name));
    lua_pushinteger(L, z->owner);
    lua_pushstring(L, vis[z->vis]);
    lua_pushinteger(L, z->rows);
    lua_pushinteger(L, z->cols);
    return 5;
}

static int l_zone_count(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.nzones); return 1; }

static int l_size(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.zones[check_zone(L, g, 2)].count);
    return 1;
}

/* g:cards(z) -> list, top first (grids: row-major, empty cells skipped) */
static int l_cards(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id zid = check_zone(L, g, 2);
    const arbi_zone *z = &g->st.zones[zid];
    lua_createtable(L, z->count, 0);
    int k = 1;
    if (z->kind == ARBI_GRID) {
        for (int i = 0; i < z->rows * z->cols; i++) {
            int32_t c = g->st.slots[z->off + i];
            if (c != ARB_NONE) { lua_pushinteger(L, c + 1); lua_rawseti(L, -2, k++); }
        }
    } else {
        for (int i = z->count - 1; i >= 0; i--) {
            lua_pushinteger(L, g->st.slots[z->off + i] + 1);
            lua_rawseti(L, -2, k++);
        }
    }
    return 1;
}

static int l_top(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id z = check_zone(L, g, 2);
    return push_card(L, arbi_zone_at(&g->st, z, (int)luaL_optinteger(L, 3, 1)));
}

static int l_bottom(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id z = check_zone(L, g, 2);
    return push_card(L, arbi_zone_at(&g->st, z, g->st.zones[z].count));
}

static int l_cell(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id zid = check_zone(L, g, 2);
    const arbi_zone *z = &g->st.zones[zid];
    lua_Integer r = luaL_checkinteger(L, 3), c = luaL_checkinteger(L, 4);
    if (z->kind != ARBI_GRID || r < 1 || r > z->rows || c < 1 || c > z->cols) {
        lua_pushnil(L);
        return 1;
    }
    return push_card(L, arbi_zone_at(&g->st, zid, (int)((r - 1) * z->cols + c - 1)));
}

static int l_shuffle(lua_State *L)
{
    arb_game *g = GAME(L);
    if (arbi_zone_shuffle(&g->st, check_zone(L, g, 2)))
        return luaL_error(L, "a grid zone cannot be shuffled");
    return 0;
}

/* ---- cards --------------------------------------------------------------- */

static int def_index(lua_State *L, arb_game *g, int arg)
{
    const char *name = luaL_checkstring(L, arg);
    for (int i = 0; i < g->ndefs; i++)
        if (!strcmp(g->defs[i].name, name)) return i;
    return luaL_error(L, "no card named '%s' is loaded", name);
}

/* Position argument: nil/"top" -> 0, "bottom" -> -1, k -> k-th from top;
 * grids take row, col (1-based). */
static int check_pos(lua_State *L, arb_game *g, arb_zone_id zid, int arg)
{
    const arbi_zone *z = &g->st.zones[zid];
    if (z->kind == ARBI_GRID) {
        lua_Integer r = luaL_checkinteger(L, arg), c = luaL_checkinteger(L, arg + 1);
        if (r < 1 || r > z->rows || c < 1 || c > z->cols)
            return luaL_error(L, "cell (%d,%d) is outside the %dx%d grid", (int)r, (int)c, z->rows, z->cols);
        return (int)((r - 1) * z->cols + (c - 1));
    }
    if (lua_isnoneornil(L, arg)) return 0;
    if (lua_type(L, arg) == LUA_TSTRING) {
        const char *p = lua_tostring(L, arg);
        if (!strcmp(p, "top")) return 0;
        if (!strcmp(p, "bottom")) return -1;
        return luaL_error(L, "position must be 'top', 'bottom' or a number, not '%s'", p);
    }
    return (int)luaL_checkinteger(L, arg);
}

/* g:new_card(name, owner, zone, pos...) -> card */
static int l_new_card(lua_State *L)
{
    arb_game *g = GAME(L);
    int def = def_index(L, g, 2);
    int owner = check_player(L, g, 3, 1);
    arb_zone_id z = check_zone(L, g, 4);
    int pos = check_pos(L, g, z, 5);
    const char *why;
    if (g->st.zones[z].kind == ARBI_GRID && arbi_zone_at(&g->st, z, pos) != ARB_NONE)
        return luaL_error(L, "that cell holds a card");
    arb_card_id c = arbi_card_new(&g->st, def, owner);
    if (c == ARB_NONE) return luaL_error(L, "out of memory");
    if (arbi_card_move(&g->st, c, z, pos, &why)) return luaL_error(L, "%s", why);
    lua_pushinteger(L, c + 1);
    return 1;
}

static int l_move(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_card_id c = check_card(L, g, 2);
    arb_zone_id z = check_zone(L, g, 3);
    int pos = check_pos(L, g, z, 4);
    const char *why;
    if (arbi_card_move(&g->st, c, z, pos, &why)) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, why);
        return 2;
    }
    lua_pushboolean(L, 1);
    return 1;
}

static int l_where(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_card *c = &g->st.cards[check_card(L, g, 2)];
    if (c->zone < 0) { lua_pushnil(L); return 1; }
    const arbi_zone *z = &g->st.zones[c->zone];
    lua_pushinteger(L, c->zone + 1);
    if (z->kind == ARBI_GRID) {
        lua_pushinteger(L, c->slot / z->cols + 1);
        lua_pushinteger(L, c->slot % z->cols + 1);
        return 3;
    }
    lua_pushinteger(L, z->count - c->slot);    /* position from the top */
    return 2;
}

static int l_name(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushstring(L, g->defs[g->st.cards[check_card(L, g, 2)].def].name);
    return 1;
}

static int l_def(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_card_id c = check_card(L, g, 2);
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_getfield(L, -1, "defs");
    lua_rawgeti(L, -1, g->st.cards[c].def + 1);
    return 1;
}

/* g:card_def(name) -> the definition of the card with that name, or nil */
static int l_card_def(lua_State *L)
{
    arb_game *g = GAME(L);
    const char *name = luaL_checkstring(L, 2);
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_getfield(L, -1, "defs");
    for (int i = 0; i < g->ndefs; i++) {
        if (strcmp(g->defs[i].name, name)) continue;
        lua_rawgeti(L, -1, i + 1);
        return 1;
    }
    lua_pushnil(L);
    return 1;
}

/* g:card_defs() -> every definition loaded, in load order */
static int l_card_defs(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_getfield(L, -1, "defs");
    lua_createtable(L, g->ndefs, 0);
    for (int i = 0; i < g->ndefs; i++) {
        lua_rawgeti(L, -2, i + 1);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

static int l_owner(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.cards[check_card(L, g, 2)].owner);
    return 1;
}

/* g:set_owner(c, p): the card now belongs to p (0: nobody), e.g. when it
 * is acquired from a shared supply.  Its controller follows. */
static int l_set_owner(lua_State *L)
{
    arb_game *g = GAME(L);
    arbi_card *c = &g->st.cards[check_card(L, g, 2)];
    c->owner = (int8_t)check_player(L, g, 3, 1);
    c->controller = c->owner;
    return 0;
}

static int l_controller(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.cards[check_card(L, g, 2)].controller);
    return 1;
}

static int l_set_controller(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_card_id c = check_card(L, g, 2);
    g->st.cards[c].controller = (int8_t)check_player(L, g, 3, 1);
    return 0;
}

static int l_face_up(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushboolean(L, g->st.cards[check_card(L, g, 2)].face_up);
    return 1;
}

/* g:flip(c, up): face up makes the card known to everyone. */
static int l_flip(lua_State *L)
{
    arb_game *g = GAME(L);
    arbi_card *c = &g->st.cards[check_card(L, g, 2)];
    c->face_up = (uint8_t)lua_toboolean(L, 3);
    if (c->face_up) c->known = 0xffffffffu;
    return 0;
}

static int l_knows(lua_State *L)
{
    arb_game *g = GAME(L);
    int p = check_player(L, g, 2, 1);
    const arbi_card *c = &g->st.cards[check_card(L, g, 3)];
    lua_pushboolean(L, p == 0 || (c->known >> (p - 1)) & 1);
    return 1;
}

/* g:reveal(c, p) shows c to player p (nil or 0: to everyone). */
static int l_reveal(lua_State *L)
{
    arb_game *g = GAME(L);
    arbi_card *c = &g->st.cards[check_card(L, g, 2)];
    int p = lua_isnoneornil(L, 3) ? 0 : check_player(L, g, 3, 1);
    c->known |= p ? 1u << (p - 1) : 0xffffffffu;
    return 0;
}

static int l_card_count(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.ncards); return 1; }

static int l_stamp(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.cards[check_card(L, g, 2)].stamp);
    return 1;
}

/* ---- variables ----------------------------------------------------------- */

static int push_var(lua_State *L, arb_game *g, const arbi_var *v)
{
    if (!v) lua_pushnil(L);
    else if (v->type == ARBI_VBOOL) lua_pushboolean(L, (int)v->value);
    else if (v->type == ARBI_VSTR) lua_pushstring(L, arbi_atom_str(&g->atoms, (uint32_t)v->value));
    else lua_pushinteger(L, v->value);
    return 1;
}

static int var_get(lua_State *L, uint32_t scope, int karg)
{
    arb_game *g = GAME(L);
    uint32_t key = arbi_atom_find(&g->atoms, luaL_checkstring(L, karg));
    return push_var(L, g, key ? arbi_var_get(&g->st, scope, key) : NULL);
}

static int var_set(lua_State *L, uint32_t scope, int karg)
{
    arb_game *g = GAME(L);
    uint32_t key = check_atom(L, g, karg);
    uint32_t expiry = lua_isnoneornil(L, karg + 2) ? 0 : check_atom(L, g, karg + 2);
    int v = karg + 1, type;
    int64_t value;
    switch (lua_type(L, v)) {
    case LUA_TNIL: arbi_var_del(&g->st, scope, key); return 0;
    case LUA_TBOOLEAN: type = ARBI_VBOOL; value = lua_toboolean(L, v); break;
    case LUA_TSTRING: type = ARBI_VSTR; value = check_atom(L, g, v); break;
    default:
        if (!lua_isinteger(L, v)) return luaL_error(L, "a game value must be an integer, boolean or string");
        type = ARBI_VINT; value = lua_tointeger(L, v);
    }
    if (arbi_var_set(&g->st, scope, key, type, value, expiry)) return luaL_error(L, "out of memory");
    return 0;
}

static int var_add(lua_State *L, uint32_t scope, int karg)
{
    arb_game *g = GAME(L);
    uint32_t key = check_atom(L, g, karg);
    lua_Integer d = luaL_checkinteger(L, karg + 1);
    arbi_var *v = arbi_var_get(&g->st, scope, key);
    if (v && v->type != ARBI_VINT) return luaL_error(L, "'%s' does not hold a number", lua_tostring(L, karg));
    int64_t nv = (v ? v->value : 0) + d;
    uint32_t expiry = lua_isnoneornil(L, karg + 2) ? (v ? v->expiry : 0) : check_atom(L, g, karg + 2);
    if (arbi_var_set(&g->st, scope, key, ARBI_VINT, nv, expiry)) return luaL_error(L, "out of memory");
    lua_pushinteger(L, nv);
    return 1;
}

static uint32_t pscope(lua_State *L)
{
    return ARBI_SCOPE(ARBI_SCOPE_PLAYER, check_player(L, GAME(L), 2, 0));
}

static uint32_t cscope(lua_State *L)
{
    return ARBI_SCOPE(ARBI_SCOPE_CARD, check_card(L, GAME(L), 2));
}

static int l_gget(lua_State *L) { return var_get(L, 0, 2); }
static int l_gset(lua_State *L) { return var_set(L, 0, 2); }
static int l_gadd(lua_State *L) { return var_add(L, 0, 2); }
static int l_pget(lua_State *L) { return var_get(L, pscope(L), 3); }
static int l_pset(lua_State *L) { return var_set(L, pscope(L), 3); }
static int l_padd(lua_State *L) { return var_add(L, pscope(L), 3); }
static int l_cget(lua_State *L) { return var_get(L, cscope(L), 3); }
static int l_cset(lua_State *L) { return var_set(L, cscope(L), 3); }
static int l_cadd(lua_State *L) { return var_add(L, cscope(L), 3); }

/* g:vars(kind, id) -> {name = value} for "game", "player" or "card". */
static int l_vars(lua_State *L)
{
    arb_game *g = GAME(L);
    const char *kind = luaL_checkstring(L, 2);
    uint32_t scope;
    if (!strcmp(kind, "game")) scope = 0;
    else if (!strcmp(kind, "player")) scope = ARBI_SCOPE(ARBI_SCOPE_PLAYER, check_player(L, g, 3, 0));
    else if (!strcmp(kind, "card")) scope = ARBI_SCOPE(ARBI_SCOPE_CARD, check_card(L, g, 3));
    else return luaL_error(L, "kind must be game, player or card");
    lua_newtable(L);
    for (int i = 0; i < g->st.var_cap; i++) {
        const arbi_var *v = &g->st.vars[i];
        if (!v->key || v->scope != scope) continue;
        push_var(L, g, v);
        lua_setfield(L, -2, arbi_atom_str(&g->atoms, v->key));
    }
    return 1;
}

/* g:expire(tag): drops every value and effect that carries the tag. */
static int l_expire(lua_State *L)
{
    arb_game *g = GAME(L);
    uint32_t tag = arbi_atom_find(&g->atoms, luaL_checkstring(L, 2));
    int n = tag ? arbi_var_expire(&g->st, tag) + arbi_effect_expire(&g->st, tag) : 0;
    lua_pushinteger(L, n);
    return 1;
}

/* ---- effects ------------------------------------------------------------- */

/* g:add_effect{hook=, source=card, handler=name, expiry=tag, player=, data=} */
static int l_add_effect(lua_State *L)
{
    arb_game *g = GAME(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    arbi_effect e;
    memset(&e, 0, sizeof e);
    lua_getfield(L, 2, "hook");    e.hook = check_atom(L, g, -1);
    lua_getfield(L, 2, "source");  e.source = check_card(L, g, -1);
    lua_getfield(L, 2, "handler"); e.handler = check_atom(L, g, -1);
    lua_getfield(L, 2, "expiry");
    e.expiry = lua_isnil(L, -1) ? 0 : check_atom(L, g, -1);
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
    arb_game *g = GAME(L);
    lua_pushboolean(L, arbi_effect_remove(&g->st, (uint32_t)luaL_checkinteger(L, 2)) == 0);
    return 1;
}

/* g:effects(hook) -> list of {id, source, handler, player, data}, oldest first */
static int l_effects(lua_State *L)
{
    arb_game *g = GAME(L);
    int any = lua_isnoneornil(L, 2);
    uint32_t hook = any ? 0 : arbi_atom_find(&g->atoms, luaL_checkstring(L, 2));
    lua_newtable(L);
    if (!any && !hook) return 1;           /* a hook nobody ever named */
    int k = 1;
    for (int i = 0; i < g->st.h.neffects; i++) {
        const arbi_effect *e = &g->st.effects[i];
        if (hook && e->hook != hook) continue;
        lua_createtable(L, 0, 6);
        lua_pushinteger(L, e->id); lua_setfield(L, -2, "id");
        lua_pushstring(L, arbi_atom_str(&g->atoms, e->hook)); lua_setfield(L, -2, "hook");
        lua_pushinteger(L, e->source + 1); lua_setfield(L, -2, "source");
        lua_pushstring(L, arbi_atom_str(&g->atoms, e->handler)); lua_setfield(L, -2, "handler");
        lua_pushinteger(L, e->player); lua_setfield(L, -2, "player");
        lua_pushinteger(L, e->data); lua_setfield(L, -2, "data");
        lua_rawseti(L, -2, k++);
    }
    return 1;
}

/* ---- flow (used by the prelude's driver, not by cards) ------------------- */

static int l_unit(lua_State *L)
{
    arbi_checkpoint(GAME(L));
    return 0;
}

static void add_options(lua_State *L, arb_game *g, int labels, int players)
{
    lua_Integer n = luaL_len(L, labels);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, labels, i);
        int p = g->dec.player;
        if (players) {
            lua_geti(L, players, i);
            p = (int)luaL_optinteger(L, -1, p);
            lua_pop(L, 1);
        }
        if (arbi_decision_option(&g->dec, luaL_checkstring(L, -1), p))
            luaL_error(L, "out of memory");
        lua_pop(L, 1);
    }
}

/* g:_decide(player, prompt, reason, labels, players|nil, refused|nil)
 * Sets the pending decision; the prelude then yields for the answer.
 * refused is a list of {label, reason}. */
static int l_decide(lua_State *L)
{
    arb_game *g = GAME(L);
    if (g->in_edit) return luaL_error(L, "edits and queries cannot ask for decisions");
    int p = check_player(L, g, 2, 0);      /* a decision belongs to a real player */
    luaL_checktype(L, 5, LUA_TTABLE);
    if (arbi_decision_begin(&g->dec, p, luaL_checkstring(L, 3), luaL_optstring(L, 4, "")))
        return luaL_error(L, "out of memory");
    add_options(L, g, 5, lua_istable(L, 6) ? 6 : 0);
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
    {"players", l_players}, {"set_players", l_set_players},
    {"active", l_active}, {"set_active", l_set_active},
    {"turn", l_turn}, {"set_turn", l_set_turn},
    {"phase", l_phase}, {"set_phase", l_set_phase},
    {"over", l_over}, {"finish", l_finish},
    {"random", l_random}, {"log", l_log}, {"quiet", l_quiet}, {"decision", l_decision},
    {"new_zone", l_new_zone}, {"zone", l_zone}, {"zone_info", l_zone_info},
    {"zone_count", l_zone_count}, {"size", l_size}, {"cards", l_cards},
    {"top", l_top}, {"bottom", l_bottom}, {"cell", l_cell}, {"shuffle", l_shuffle},
    {"new_card", l_new_card}, {"move", l_move}, {"where", l_where},
    {"name", l_name}, {"def", l_def}, {"owner", l_owner},
    {"card_def", l_card_def}, {"card_defs", l_card_defs},
    {"controller", l_controller}, {"set_controller", l_set_controller},
    {"set_owner", l_set_owner},
    {"face_up", l_face_up}, {"flip", l_flip}, {"knows", l_knows},
    {"reveal", l_reveal}, {"card_count", l_card_count}, {"stamp", l_stamp},
    {"gget", l_gget}, {"gset", l_gset}, {"gadd", l_gadd},
    {"pget", l_pget}, {"pset", l_pset}, {"padd", l_padd},
    {"cget", l_cget}, {"cset", l_cset}, {"cadd", l_cadd},
    {"vars", l_vars}, {"expire", l_expire},
    {"add_effect", l_add_effect}, {"remove_effect", l_remove_effect},
    {"effects", l_effects}, {"effect_count", l_effect_count},
    {"_unit", l_unit}, {"_decide", l_decide}, {"check", l_check},
    {NULL, NULL}
};

/* Creates the API table `g` and leaves it in the registry as arbiter.G. */
void arbi_open_api(lua_State *L, arb_game *g)
{
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_newtable(L);
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
    lua_setfield(L, -2, "G");
    lua_pop(L, 1);
}

/* Pushes a list of the C binding names (the registration table). */
int arbi_api_names(lua_State *L)
{
    lua_newtable(L);
    int k = 1;
    for (const luaL_Reg *r = api; r->name; r++) {
        lua_pushstring(L, r->name);
        lua_rawseti(L, -2, k++);
    }
    return 1;
}
