/*
 * luacheck.c -- is this Lua text a whole chunk yet?
 *
 * The `lua` command does what lua.c does at its prompt: it first tries the
 * text as an expression ("return TEXT") so `lua g:turn()` prints the turn,
 * and a chunk that ends too early (the compiler's message ends in "<eof>")
 * asks for continuation lines.  Both questions are answered by compiling
 * the text -- only compiling, never running it -- in a bare Lua state of
 * our own; the chunk itself runs in the game's sandbox through arb_eval.
 */
#include "repl.h"
#include <lauxlib.h>
#include <lua.h>
#include <string.h>

#define EOFMARK "<eof>"

int repl_lua_check(const char *src)
{
    lua_State *L = luaL_newstate();
    if (!L) return REPL_LUA_BAD;
    int verdict = REPL_LUA_OK;
    if (luaL_loadbufferx(L, src, strlen(src), "=lua", "t") != LUA_OK) {
        size_t n;
        const char *msg = lua_tolstring(L, -1, &n);
        size_t k = sizeof EOFMARK - 1;
        int at_eof = msg && n >= k && !strcmp(msg + n - k, EOFMARK);
        verdict = at_eof ? REPL_LUA_INCOMPLETE : REPL_LUA_BAD;
    }
    lua_close(L);
    return verdict;
}
