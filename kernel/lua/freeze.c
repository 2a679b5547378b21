/*
 * freeze.c -- read-only views of tables: what scripts get for card
 * definitions, the ruleset, its options, the libraries and the game API, so
 * that no script can keep state in them (game state lives in the kernel).
 *
 * A frozen table is an empty proxy whose metatable reads through to the
 * real table (__index), refuses writes (__newindex), gives the real length
 * (__len) and hides itself (__metatable = "frozen").  Every table reachable
 * from it is frozen the same way, in place: the real table's fields are
 * replaced by their proxies, and a table met twice in one freeze gets one
 * proxy (so shared parts and cycles stay what they were).  REAL, the
 * prelude's weak table from proxy to real table, lets its sorted pairs see
 * through a proxy, and marks what is frozen already.
 *
 * The prelude did this in Lua, with two closures per proxy; loading the
 * Transformers TCG's 678 cards spent a third of its instructions there.
 * Here the metamethods are shared, and the definition's name for the error
 * message is kept in the metatable.  And a card definition is frozen when a
 * script first reads it (g:def, g:card_def, g:card_defs, a ruleset's
 * derived groups: arbi_push_def), not when it is loaded: a game reads a
 * few dozen of the Transformers TCG's 678.  The kernel reads the
 * definitions as loaded; the loader only checks that one does not nest
 * tables too deep for the freeze (arbi_nesting_ok).
 */
#include "game.h"
#include <lauxlib.h>


/* __newindex: any write to a frozen table is an error at the writer's line. */
int arbi_frozen_newindex(lua_State *L)
{
    const char *what = "a frozen table";
    if (lua_getmetatable(L, 1) && lua_getfield(L, -1, "what") == LUA_TSTRING) what = lua_tostring(L, -1);
    return luaL_error(L, "%s is read-only: game state lives in the kernel "
                         "(use g:cset, g:pset or g:gset)", what);
}

/* __len: the real table's length. */
static int frozen_len(lua_State *L)
{
    lua_getmetatable(L, 1);
    lua_getfield(L, -1, "__index");
    lua_pushinteger(L, (lua_Integer)lua_rawlen(L, -1));
    return 1;
}

/* Pushes the frozen view of the table at absolute index t: itself when it
 * is a proxy already, the proxy made for it earlier in this freeze (seen),
 * or a new one, after freezing its fields. */
static void freeze_table(lua_State *L, int t, int seen, int what, int depth)
{
    lua_pushvalue(L, t);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) { lua_pop(L, 1); lua_pushvalue(L, t); return; }
    lua_pop(L, 1);
    lua_pushvalue(L, t);
    if (lua_rawget(L, seen) != LUA_TNIL) return;
    lua_pop(L, 1);
    if (depth > ARBI_MAX_NESTING) {            /* no position: the caller names the file */
        lua_pushfstring(L, "%s nests tables more than %d deep", lua_tostring(L, what), ARBI_MAX_NESTING);
        lua_error(L);
    }
    luaL_checkstack(L, 8, "freezing a table");
    lua_newtable(L);                                  /* the proxy */
    int proxy = lua_gettop(L);
    lua_pushvalue(L, t);
    lua_pushvalue(L, proxy);
    lua_rawset(L, seen);
    lua_pushnil(L);
    while (lua_next(L, t)) {                          /* key, value */
        if (lua_type(L, -1) == LUA_TTABLE) {
            freeze_table(L, lua_gettop(L), seen, what, depth + 1);
            lua_pushvalue(L, -3);                     /* key */
            lua_insert(L, -2);
            lua_rawset(L, t);                         /* an existing field: allowed in next */
        }
        lua_pop(L, 1);
    }
    lua_createtable(L, 0, 5);
    lua_pushvalue(L, t);
    lua_setfield(L, -2, "__index");
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_setfield(L, -2, "__newindex");
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_setfield(L, -2, "__len");
    lua_pushliteral(L, "frozen");
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, what);
    lua_setfield(L, -2, "what");
    lua_setmetatable(L, proxy);
    lua_pushvalue(L, proxy);
    lua_pushvalue(L, t);
    lua_rawset(L, lua_upvalueindex(1));               /* REAL[proxy] = t */
}

/* freeze(v, what) -> v itself when it is not a table, else its frozen view. */
static int l_freeze(lua_State *L)
{
    if (lua_type(L, 1) != LUA_TTABLE) { lua_settop(L, 1); return 1; }
    luaL_checkstring(L, 2);
    lua_settop(L, 2);
    lua_newtable(L);                                  /* seen: table -> proxy */
    freeze_table(L, 1, 3, 2, 0);
    return 1;
}

/* freezer(REAL) -> freeze, a function that records its proxies in REAL. */
static int l_freezer(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_pushcfunction(L, arbi_frozen_newindex);
    lua_pushcfunction(L, frozen_len);
    lua_pushcclosure(L, l_freeze, 3);
    return 1;
}

/* The definition at registry raw_ref[i + 1], frozen now unless a script
 * read it before: its view is kept at defs_ref[i + 1]. */
void arbi_push_def(arb_game *g, lua_State *L, int i)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->defs_ref);
    if (lua_rawgeti(L, -1, i + 1) != LUA_TNIL) { lua_remove(L, -2); return; }
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->freeze_ref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_rawgeti(L, -1, i + 1);
    lua_remove(L, -2);
    lua_pushfstring(L, "the definition of %s", g->defs[i].name);
    lua_call(L, 2, 1);
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, i + 1);
    lua_remove(L, -2);
}

/* Whether the table at absolute index t, and every table in it, nest at
 * most `left` deep; seen (at index seen) holds those walked already. */
static int nesting_ok(lua_State *L, int t, int seen, int left)
{
    lua_pushvalue(L, t);
    if (lua_rawget(L, seen) != LUA_TNIL) return lua_pop(L, 1), 1;
    lua_pop(L, 1);
    if (left < 0) return 0;
    luaL_checkstack(L, 6, "walking a definition");
    lua_pushvalue(L, t);
    lua_pushboolean(L, 1);
    lua_rawset(L, seen);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        if (lua_type(L, -1) == LUA_TTABLE && !nesting_ok(L, lua_gettop(L), seen, left - 1))
            return lua_pop(L, 2), 0;
        lua_pop(L, 1);
    }
    return 1;
}

int arbi_nesting_ok(lua_State *L, int idx, int max)
{
    if (lua_type(L, idx) != LUA_TTABLE) return 1;
    idx = lua_absindex(L, idx);
    lua_newtable(L);
    int ok = nesting_ok(L, idx, lua_gettop(L), max);
    lua_pop(L, 1);
    return ok;
}

/* Puts freezer in the table at index arb (the prelude's ARB). */
void arbi_open_freeze(lua_State *L, int arb)
{
    lua_pushcfunction(L, l_freezer);
    lua_setfield(L, arb, "freezer");
}
