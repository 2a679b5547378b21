/*
 * scenario_inspect.c -- scenario methods that read the game as data through
 * the kernel's structured inspection (arbiter.h), so a ruling can say
 *
 *   eq(g:zone_size("hand", 1), 5, "p1's hand")
 *   eq(g:vars("player", 1).authority, 50, "p1's Authority")
 *   ok(not g:sees(2, g:zone_ids("hand", 1)[1]), "p2 cannot see p1's hand")
 *
 * without writing Lua source for the game's sandbox and reading its text
 * back.  Ids are the ones scripts and the REPL use (cards from 1); zones
 * are named as in the REPL, by name and owner (0 or nothing: shared).
 */
#include "scenario.h"
#include <stdlib.h>
#include <string.h>

/* The zone named by arguments 2 and 3; raises when there is none. */
static arb_zone_id check_zone(lua_State *L, arb_game *g)
{
    const char *name = luaL_checkstring(L, 2);
    int owner = (int)luaL_optinteger(L, 3, 0);
    arb_zone_id z = arb_zone_find(g, name, owner);
    if (z == ARB_NONE) {
        if (owner) luaL_error(L, "no zone '%s' of p%d", name, owner);
        else luaL_error(L, "no zone '%s' (shared)", name);
    }
    return z;
}

static arb_card_id check_card(lua_State *L, arb_game *g, int arg)
{
    lua_Integer c = luaL_checkinteger(L, arg);
    if (c < 1 || c > arb_card_count(g))
        luaL_error(L, "bad card id %d (the game has %d cards)", (int)c, arb_card_count(g));
    return (arb_card_id)(c - 1);
}

/* Pushes zone z's cards, top first, as ids (names = 0) or names. */
static int push_cards(lua_State *L, arb_game *g, arb_zone_id z, int names)
{
    int n = arb_zone_cards(g, z, NULL, 0);
    arb_card_id *c = malloc(sizeof *c * (size_t)(n > 0 ? n : 1));
    if (!c) return luaL_error(L, "out of memory");
    n = arb_zone_cards(g, z, c, n);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        arb_card_info ci;
        arb_card_get(g, c[i], &ci);
        if (names) lua_pushstring(L, ci.name); else lua_pushinteger(L, c[i] + 1);
        lua_rawseti(L, -2, i + 1);
    }
    free(c);
    return 1;
}

/* g:zone_ids(name, owner) / g:zone_names(name, owner) -> list, top first */
static int l_zone_ids(lua_State *L)
{
    arb_game *g = repl_scenario_game(L);
    return push_cards(L, g, check_zone(L, g), 0);
}

static int l_zone_names(lua_State *L)
{
    arb_game *g = repl_scenario_game(L);
    return push_cards(L, g, check_zone(L, g), 1);
}

/* g:zone_size(name, owner) -> cards in it */
static int l_zone_size(lua_State *L)
{
    arb_game *g = repl_scenario_game(L);
    arb_zone_info z;
    arb_zone_get(g, check_zone(L, g), &z);
    lua_pushinteger(L, z.count);
    return 1;
}

static void push_var(lua_State *L, const arb_var_info *v)
{
    if (v->type == ARB_VAR_STRING) lua_pushstring(L, v->str);
    else if (v->type == ARB_VAR_BOOL) lua_pushboolean(L, (int)v->value);
    else lua_pushinteger(L, v->value);
}

/* g:vars("game" | "player", p | "card", c) -> {name = value}, as the
 * script API's g:vars */
static int l_vars(lua_State *L)
{
    static const char *const kinds[] = {"game", "player", "card", NULL};
    arb_game *g = repl_scenario_game(L);
    arb_scope scope = (arb_scope)luaL_checkoption(L, 2, NULL, kinds);
    int id = (int)luaL_optinteger(L, 3, 0) - (scope == ARB_SCOPE_CARD);
    int n = arb_var_list(g, scope, id, NULL, 0);
    if (n < 0) return luaL_error(L, "bad %s %d", kinds[scope], (int)luaL_optinteger(L, 3, 0));
    arb_var_info *v = malloc(sizeof *v * (size_t)(n ? n : 1));
    if (!v) return luaL_error(L, "out of memory");
    n = arb_var_list(g, scope, id, v, n);
    lua_createtable(L, 0, n);
    for (int i = 0; i < n; i++) {
        push_var(L, &v[i]);
        lua_setfield(L, -2, v[i].name);
    }
    free(v);
    return 1;
}

/* g:card(c) -> {name, zone, zone_owner, pos | row, col, owner, controller,
 * face_up}; zone is the zone's name, nil when the card is in none */
static int l_card(lua_State *L)
{
    arb_game *g = repl_scenario_game(L);
    arb_card_info c;
    arb_zone_info z;
    arb_card_get(g, check_card(L, g, 2), &c);
    lua_createtable(L, 0, 9);
    lua_pushstring(L, c.name); lua_setfield(L, -2, "name");
    if (arb_zone_get(g, c.zone, &z) == ARB_OK) {
        lua_pushstring(L, z.name); lua_setfield(L, -2, "zone");
        lua_pushinteger(L, z.owner); lua_setfield(L, -2, "zone_owner");
        if (z.kind == ARB_GRID) {
            lua_pushinteger(L, c.row); lua_setfield(L, -2, "row");
            lua_pushinteger(L, c.col); lua_setfield(L, -2, "col");
        } else {
            lua_pushinteger(L, c.pos); lua_setfield(L, -2, "pos");
        }
    }
    lua_pushinteger(L, c.owner); lua_setfield(L, -2, "owner");
    lua_pushinteger(L, c.controller); lua_setfield(L, -2, "controller");
    lua_pushboolean(L, c.face_up); lua_setfield(L, -2, "face_up");
    return 1;
}

/* g:sees(seat, c) -> whether that seat (0: god) may see which card c is */
static int l_sees(lua_State *L)
{
    arb_game *g = repl_scenario_game(L);
    int seat = (int)luaL_checkinteger(L, 2);
    if (seat < 0 || seat > arb_player_count(g))
        return luaL_error(L, "bad seat %d (the game has %d players)", seat, arb_player_count(g));
    lua_pushboolean(L, arb_card_known(g, check_card(L, g, 3), seat));
    return 1;
}

static const luaL_Reg methods[] = {
    {"zone_ids", l_zone_ids}, {"zone_names", l_zone_names}, {"zone_size", l_zone_size},
    {"vars", l_vars}, {"card", l_card}, {"sees", l_sees},
    {NULL, NULL}
};

void repl_scenario_inspect(lua_State *L)
{
    luaL_setfuncs(L, methods, 0);
}
