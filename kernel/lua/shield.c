/*
 * shield.c -- the base functions scripts get instead of Lua's own, so that
 * no script can get around the budget.
 *
 * pcall and xpcall re-raise a budget error (instructions or memory) instead
 * of returning it: otherwise `while true do pcall(loop) end` would catch the
 * error forever.  They re-raise g:halt()'s too: the game is over and
 * nothing may go on.  Whether the budget ran out is the game's own flag, set by
 * the hook or the allocator, never read from the error object, so a table
 * or a string that merely looks like the budget error is caught as usual.
 * setmetatable refuses __gc (finalizers run whenever the collector decides,
 * with hooks off: unbudgeted, and able to change the game at random),
 * __mode (weak tables change with the collector, so a replay could differ)
 * and __close (code run when a block is left, even by the budget error).
 * Lua reads those fields when it uses the metatable, not when it is set, so
 * the table set as a metatable is sealed: it gets a metatable of its own
 * whose __newindex refuses the three names (a script has no rawset).  One
 * that had a metatable (inheritance: Derived = setmetatable({}, Base)) gets
 * a copy of that one's metamethods with the sealing __newindex in front of
 * its own, and getmetatable still answers Base.  A frozen table needs no
 * seal: it refuses every write already.
 * pcall and xpcall replace the globals before the prelude runs; the
 * prelude gives scripts ARB.setmetatable (its own weak tables need __mode).
 */
#include "game.h"
#include <lauxlib.h>
#include <string.h>

#define BUDGET_MSG "arbiter.budget"  /* registry: the last budget error */

void arbi_budget_note(lua_State *L)
{
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, BUDGET_MSG);
}

/* After a failed protected call: raises the budget error again if the
 * budget ran out, and g:halt()'s error while it unwinds; returns otherwise. */
static void rethrow_budget(lua_State *L)
{
    void *ud;
    lua_getallocf(L, &ud);
    arb_game *g = ud;
    if (g->halted) lua_error(L);
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

/* The refused field named by the string at index k, or NULL. */
static const char *refused_name(lua_State *L, int k, const char **why)
{
    if (lua_type(L, k) != LUA_TSTRING) return NULL;
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        if (!strcmp(lua_tostring(L, k), refused[i][0])) return *why = refused[i][1], refused[i][0];
    return NULL;
}

static int newindex_done(lua_State *L, int status, lua_KContext k)
{
    (void)L, (void)status, (void)k;
    return 0;
}

/* __newindex of a sealed metatable (t, k, v): refuses the three names, and
 * otherwise does what the __newindex it had (upvalue 1, or nil) did. */
static int seal_newindex(lua_State *L)
{
    const char *why, *name = refused_name(L, 2, &why);
    if (name)
        return luaL_error(L, "setmetatable: scripts may not set %s (%s), even on a metatable "
                             "already in use", name, why);
    lua_settop(L, 3);
    switch (lua_type(L, lua_upvalueindex(1))) {
    case LUA_TNIL: lua_rawset(L, 1); return 0;
    case LUA_TFUNCTION:
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_insert(L, 1);
        lua_callk(L, 3, 0, 0, newindex_done);
        return 0;
    default:                                  /* a table: the write goes there */
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_replace(L, 1);
        lua_settable(L, 1);
        return 0;
    }
}

/* Whether the table at t has a metatable whose __newindex is f. */
static int newindex_is(lua_State *L, int t, lua_CFunction f)
{
    if (!lua_getmetatable(L, t)) return 0;
    lua_pushliteral(L, "__newindex");
    lua_rawget(L, -2);
    int is = lua_tocfunction(L, -1) == f;
    lua_pop(L, 2);
    return is;
}

/* Seals the table at m, about to be a metatable (see the top). */
static void seal(lua_State *L, int m)
{
    if (newindex_is(L, m, seal_newindex) || newindex_is(L, m, arbi_frozen_newindex)) return;
    if (!lua_getmetatable(L, m)) {
        lua_pushvalue(L, lua_upvalueindex(1));            /* the shared seal */
        lua_setmetatable(L, m);
        return;
    }
    int base = lua_gettop(L);
    lua_pushliteral(L, "__metatable");
    if (lua_rawget(L, base) != LUA_TNIL)
        luaL_error(L, "setmetatable: this table's own metatable is protected, so it cannot be a metatable");
    lua_pop(L, 1);
    lua_newtable(L);                                      /* the seal: base's metamethods */
    lua_pushnil(L);
    while (lua_next(L, base)) {
        if (lua_type(L, -2) == LUA_TSTRING && !strncmp(lua_tostring(L, -2), "__", 2)) {
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, base + 1);
        } else lua_pop(L, 1);
    }
    lua_pushliteral(L, "__newindex");
    lua_rawget(L, base);
    lua_pushcclosure(L, seal_newindex, 1);
    lua_setfield(L, base + 1, "__newindex");
    lua_pushvalue(L, base);
    lua_setfield(L, base + 1, "__metatable");             /* getmetatable: base, as before */
    lua_setmetatable(L, m);
    lua_pop(L, 1);
}

/* setmetatable(t, mt) for scripts; upvalue 1: the shared seal. */
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
    if (newindex_is(L, 1, seal_newindex))
        return luaL_error(L, "setmetatable: this table is already the metatable of another table, "
                             "so its own metatable stays (set it before using the table as one)");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    if (lua_rawequal(L, 1, 2))
        return luaL_error(L, "setmetatable: a table may not be its own metatable here "
                             "(nothing could then keep __gc, __mode and __close out of it)");
    lua_settop(L, 2);
    if (t == LUA_TTABLE) seal(L, 2);
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
    lua_createtable(L, 0, 2);                 /* the seal of a metatable with none */
    lua_pushnil(L);
    lua_pushcclosure(L, seal_newindex, 1);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");       /* getmetatable: false, not the shared seal */
    lua_pushcclosure(L, l_setmetatable, 1);
    lua_setfield(L, arb, "setmetatable");
}
