/*
 * sandbox.c -- the Lua state that card and ruleset scripts run in.
 *
 * Scripts get no io, os, package, debug, require, dofile, loadfile or
 * collectgarbage, and load() accepts text only.  Two budgets stop a runaway
 * script: an allocator that refuses to grow the heap past the game's cap
 * (lalloc.c),
 * and a count hook that raises an error once the slice's instruction budget
 * is spent.  The hook is set only on slices that run long (watchdog.c).
 * The cap binds scripts: outside a slice (the kernel copying an error
 * message and its traceback, or reading what a slice left) the allocator
 * lets the heap pass it, since those copies are bounded by what the capped
 * scripts made and a failure there would be an error no call protects.
 * For any such error left, a panic handler says what happened on stderr
 * before Lua aborts, instead of a silent abort.
 */
#include "game.h"
#include <lauxlib.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Fails the slice with an error no script can catch (shield.c): "FILE:LINE: "
 * then why, or the instruction budget's message when why is NULL. */
static void budget_error(lua_State *L, arb_game *g, const char *why)
{
    g->budget_hit = 1;
    lua_Debug here;
    const char *where = "?";
    int line = 0;
    if (lua_getstack(L, 0, &here) && lua_getinfo(L, "Sl", &here)) {
        where = here.short_src;
        line = here.currentline;
    }
    if (why) lua_pushfstring(L, "%s:%d: %s", where, line, why);
    else lua_pushfstring(L, "%s:%d: instruction budget exceeded (%I VM instructions in one "
                            "slice, after its first tens of ms): does a script loop forever?",
                         where, line, (lua_Integer)g->instr_limit);
    arbi_budget_note(L);
    lua_error(L);
}

void arbi_budget_hook(lua_State *L, lua_Debug *ar)
{
    void *ud;
    lua_getallocf(L, &ud);
    arb_game *g = ud;
    if (ar->event == LUA_HOOKRET) {              /* ARBITER_PROFILE=time only */
        if (g->profile) arbi_profile_return(g, L, ar);
        return;
    }
    if (g->budget_hit == 3)
        luaL_error(L, "memory cap: the game's log and interned strings fill its cap of "
                      "%I bytes (arb_config.mem_limit)", (lua_Integer)g->mem_limit);
    if (g->interrupted) budget_error(L, g, "interrupted (arb_interrupt: Ctrl-C)");
    if (g->profile) {
        arbi_profile_sample(g, L);
        g->instr_left -= g->profile_every - ARBI_HOOK_STEP;
    }
    g->instr_left -= ARBI_HOOK_STEP;
    if (g->instr_left < 0) budget_error(L, g, NULL);
}

/* An error no protected call caught: Lua aborts when this returns. */
static int on_panic(lua_State *L)
{
    const char *msg = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a string)";
    fprintf(stderr, "arbiter: unprotected Lua error, the process must stop: %.300s\n", msg);
    fflush(stderr);
    return 0;
}

static const luaL_Reg safe_libs[] = {
    {LUA_GNAME, luaopen_base},
    {LUA_COLIBNAME, luaopen_coroutine},
    {LUA_TABLIBNAME, luaopen_table},
    {LUA_STRLIBNAME, luaopen_string},
    {LUA_MATHLIBNAME, luaopen_math},
    {LUA_UTF8LIBNAME, luaopen_utf8},
    {NULL, NULL}
};

lua_State *arbi_new_lua(arb_game *g)
{
    const char *prof = getenv("ARBITER_PROFILE");
    int tree = prof && !strcmp(prof, "tree"), timed = tree || (prof && !strcmp(prof, "time"));
    if (prof && *prof && *prof != '0') g->profile = arbi_profile_new(timed, tree);
    g->profile_every = prof && (!strcmp(prof, "exact") || timed) ? 1 : ARBI_HOOK_PROFILE;
    lua_State *L = lua_newstate(arbi_lua_alloc, g);
    if (!L) return NULL;
    lua_atpanic(L, on_panic);
    for (const luaL_Reg *lib = safe_libs; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    arbi_open_patterns(L);
    arbi_open_bounds(L);
    /* Even the privileged prelude has no file access. */
    static const char *const gone[] = {"dofile", "loadfile", "print", NULL};
    for (const char *const *n = gone; *n; n++) {
        lua_pushnil(L);
        lua_setglobal(L, *n);
    }
    lua_newtable(L);
    lua_setfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    /* Each decision makes short-lived tables over a large, stable heap of
     * definitions: the generational collector leaves the old heap alone. */
    lua_gc(L, LUA_GCGEN, 0, 0);
    return L;
}

/* Loads text src as a chunk whose _ENV is the table at registry ref env_ref
 * (LUA_NOREF: the globals).  Pushes the function, or returns -1 with the
 * error message pushed. */
int arbi_load_chunk(arb_game *g, const char *src, size_t len, const char *name,
                    int env_ref)
{
    lua_State *L = g->L;
    if (luaL_loadbufferx(L, src, len, name, "t") != LUA_OK) return -1;
    if (env_ref != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, env_ref);
        if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    }
    return 0;
}
