/*
 * bounds.c -- table functions whose loops in C are bounded before they run.
 *
 * The instruction budget counts VM instructions, so a loop inside one C
 * function is not counted.  Lua's table library trusts a table's length,
 * and a script can make it anything with __len: table.insert(t, 1, v) or
 * table.remove(t, 1) on a table whose __len says 10^15 shifts 10^15 slots,
 * table.move(a, 1, 10^15, 2) copies that many, table.concat(t, "", 1, 10^15)
 * joins that many (an __index of rawlen makes each one the number 0), and
 * table.sort sorts them.  These wrappers compute how many elements the call
 * would touch from its arguments (and the length, asked once) and refuse a
 * call over ARBI_LOOP_LIMIT before it starts, like patterns.c does for the
 * pattern matcher.  Element accesses that run a Lua metamethod are counted
 * by the budget as usual; the limit is about the C loop itself.
 *
 * string.rep needs no wrapper here: Lua allocates its whole result first,
 * so a huge count hits the memory cap at once (and patterns.c answers the
 * empty string).  The utf8 functions walk at most their subject string,
 * whose size the memory cap bounds; codepoint and string.byte refuse a
 * slice that would not fit on the stack.
 */
#include "game.h"
#include <lauxlib.h>
#include <math.h>
#include <stdio.h>

#define ARBI_LOOP_LIMIT 10000000    /* elements one table call may touch */
#define ORIGINAL(L) lua_tocfunction(L, lua_upvalueindex(1))

static int refuse(lua_State *L, const char *fn, double n)
{
    char msg[256];
    snprintf(msg, sizeof msg, "table.%s: the call would touch %.0f elements (the limit is %d per "
             "call; see docs/authoring.md): is the table's __len or the range wrong?",
             fn, n, ARBI_LOOP_LIMIT);
    return luaL_error(L, "%s", msg);
}

/* The table's length as its # reads it (__len included), or -1 when
 * argument 1 is not a table (Lua's own function then reports it). */
static lua_Integer length(lua_State *L)
{
    if (lua_type(L, 1) != LUA_TTABLE) return -1;
    return luaL_len(L, 1);
}

/* Argument i as an integer (a float with an integral value counts, as
 * luaL_checkinteger reads it); 0 if it is not one. */
static int integer_arg(lua_State *L, int i, lua_Integer *v)
{
    int ok;
    *v = lua_tointegerx(L, i, &ok);
    return ok;
}

/* Elements from a to b inclusive, as a double (no overflow). */
static double span(lua_Integer a, lua_Integer b)
{
    return b < a ? 0 : (double)b - (double)a + 1;
}

static int l_insert(lua_State *L)
{
    if (lua_gettop(L) == 3) {
        lua_Integer e = length(L);
        lua_Integer pos;
        if (e >= 0 && integer_arg(L, 2, &pos)) {
            double n = span(pos, e);
            if (n > ARBI_LOOP_LIMIT) refuse(L, "insert", n);
        }
    }
    return ORIGINAL(L)(L);
}

static int l_remove(lua_State *L)
{
    lua_Integer size = length(L);
    lua_Integer pos;
    if (size >= 0 && integer_arg(L, 2, &pos)) {
        double n = span(pos, size);
        if (n > ARBI_LOOP_LIMIT) refuse(L, "remove", n);
    }
    return ORIGINAL(L)(L);
}

static int l_move(lua_State *L)
{
    lua_Integer f, e;
    if (integer_arg(L, 2, &f) && integer_arg(L, 3, &e)) {
        double n = span(f, e);
        if (n > ARBI_LOOP_LIMIT) refuse(L, "move", n);
    }
    return ORIGINAL(L)(L);
}

/* concat(t, sep, i, j): j defaults to #t, which is read here once and
 * passed on, so __len still runs only once. */
static int l_concat(lua_State *L)
{
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_settop(L, 4);
        if (lua_isnil(L, 4)) {
            lua_pushinteger(L, luaL_len(L, 1));
            lua_replace(L, 4);
        }
        if (lua_isnil(L, 3)) {
            lua_pushinteger(L, 1);
            lua_replace(L, 3);
        }
        lua_Integer i, j;
        if (integer_arg(L, 3, &i) && integer_arg(L, 4, &j)) {
            double n = span(i, j);
            if (n > ARBI_LOOP_LIMIT) refuse(L, "concat", n);
        }
    }
    return ORIGINAL(L)(L);
}

/* sort: about n log2 n comparisons (more with a bad comparator, but that
 * one is a Lua function under the budget). */
static int l_sort(lua_State *L)
{
    lua_Integer n = length(L);
    if (n > 1) {
        double cost = (double)n * log2((double)n) / 16;
        if (cost > ARBI_LOOP_LIMIT) refuse(L, "sort", (double)n);
    }
    return ORIGINAL(L)(L);
}

void arbi_open_bounds(lua_State *L)
{
    static const luaL_Reg bounded[] = {
        {"insert", l_insert}, {"remove", l_remove}, {"move", l_move},
        {"concat", l_concat}, {"sort", l_sort}, {NULL, NULL}
    };
    lua_getglobal(L, "table");
    for (const luaL_Reg *f = bounded; f->name; f++) {
        lua_getfield(L, -1, f->name);
        lua_pushcclosure(L, f->func, 1);
        lua_setfield(L, -2, f->name);
    }
    lua_pop(L, 1);
}
