/*
 * shield.c -- the base functions scripts get instead of Lua's own, so that
 * no script can get around the budget.
 *
 * pcall and xpcall re-raise a budget error (instructions or memory) instead
 * of returning it: otherwise `while true do pcall(loop) end` would catch the
 * error forever.  Whether the budget ran out is the game's own flag, set by
 * the hook or the allocator, never read from the error object, so a table
 * or a string that merely looks like the budget error is caught as usual.
 * setmetatable refuses __gc (finalizers run whenever the collector decides,
 * with hooks off: unbudgeted, and able to change the game at random),
 * __mode (weak tables change with the collector, so a replay could differ)
 * and __close (code run when a block is left, even by the budget error).
 * pcall and xpcall replace the globals before the prelude runs; the
 * prelude gives scripts ARB.setmetatable (its own weak tables need __mode).
 */
#include "game.h"
#include <lauxlib.h>

#define BUDGET_MSG "arbiter.budget"  /* registry: the last budget error */

void arbi_budget_note(lua_State *L)
{
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, BUDGET_MSG);
}

/* After a failed protected call: raises the budget error again if the
 * budget ran out; returns otherwise. */
static void rethrow_budget(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    arb_game *g = ud;
    if (g->budget_hit == 1) {
        lua_getfield(L, LUA_REGISTRYINDEX, BUDGET_MSG);
        lua_error(L);
    }
    if (g->budget_hit == 2) lua_error(L);   /* the memory error object */
}

/* Continuation of both calls; `extra` is how many stack slots lie below
 * the `true` that starts the results. */
static int finish_pcall(lua_State *L, int status, lua_KContext extra)
{
    if (status != LUA_OK && status != LUA_YIELD) {
        rethrow_budget(L);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int l_pcall(lua_State *L)
{
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);                     /* true, f, args... */
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    return finish_pcall(L, status, 0);
}

static int l_xpcall(lua_State *L)
{
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);                  /* f, handler, true, f, args... */
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
    return finish_pcall(L, status, 2);
}

static const char *const refused[][2] = {
    { "__gc", "a finalizer runs whenever the collector decides, outside the budget" },
    { "__mode", "a weak table changes when the collector runs, so a replay could differ" },
    { "__close", "a to-be-closed value runs code when a block is left, even by the budget error" },
};

static int l_setmetatable(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    for (size_t i = 0; t == LUA_TTABLE && i < sizeof refused / sizeof *refused; i++) {
        lua_pushstring(L, refused[i][0]);
        if (lua_rawget(L, 2) != LUA_TNIL)
            return luaL_error(L, "setmetatable: scripts may not set %s (%s)", refused[i][0],
                              refused[i][1]);
        lua_pop(L, 1);
    }
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

/* Replaces the globals pcall and xpcall, and puts the scripts' setmetatable
 * in the table at index arb (the prelude's ARB). */
void arbi_open_shield(lua_State *L, int arb)
{
    lua_pushcfunction(L, l_pcall);
    lua_setglobal(L, "pcall");
    lua_pushcfunction(L, l_xpcall);
    lua_setglobal(L, "xpcall");
    lua_pushcfunction(L, l_setmetatable);
    lua_setfield(L, arb, "setmetatable");
}
