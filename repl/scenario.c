/*
 * scenario.c -- `arbiter test FILE...`: rulings as executable scenarios.
 *
 * A test file is trusted Lua (its own state, full standard library) made of
 * scenario("ruling, as a sentence", function() ... end) blocks.  Inside, a
 * scenario creates games with game{...} and drives them only through the
 * public kernel API -- answers by label, recorded edits, read-only queries
 * -- exactly as a person at the REPL or a remote client would:
 *
 *   local g = game{ seed = 1 }                 -- game defaults to the folder
 *   g:setup{ p1 = { hand = {"Frontier Runner"} } }   -- ruleset's test kit
 *   g:act("play Frontier Runner")
 *   eq(g:get("SR.pool(g, 1, 'trade')"), 2, "P1's Trade")
 *
 * Values cross between the two Lua states as Lua literal text; plain state
 * (zones, cards, values, who sees what) is also readable as data, without
 * Lua text, through the methods of scenario_inspect.c.  Output is
 * one "ok"/"not ok" line per scenario and a closing "N passed, M failed".
 */
#define _XOPEN_SOURCE 700             /* realpath */
#include "repl.h"
#include "scenario.h"
#include <limits.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define SNAP_MT "arbiter.snapshot"
#define OUT_MAX (1 << 16)

static const char *root_dir(void)
{
    const char *r = getenv("ARBITER_ROOT");
    return r && *r ? r : ARB_DEFAULT_ROOT;
}

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static arb_game *check_game(lua_State *L)
{
    tgame *t = luaL_checkudata(L, 1, GAME_MT);
    if (!t->g) luaL_error(L, "this game was freed");
    return t->g;
}

arb_game *repl_scenario_game(lua_State *L) { return check_game(L); }

static int push_game(lua_State *L, arb_game *g)
{
    tgame *t = lua_newuserdatauv(L, sizeof *t, 0);
    t->g = g;
    luaL_setmetatable(L, GAME_MT);
    return 1;
}

static const char *opt_field(lua_State *L, int t, const char *k, const char *def)
{
    lua_getfield(L, t, k);
    const char *v = lua_isstring(L, -1) ? lua_tostring(L, -1) : def;
    lua_pop(L, 1);                 /* the string stays alive in the table */
    return v;
}

/* A card folder a test names: relative to the test file's folder if it is
 * there, else under the root (as the kernel reads it); pushed as a string.
 * A folder in neither place is an error naming both. */
static const char *card_dir(lua_State *L, const char *dir)
{
    char path[PATH_MAX + 512], abs[PATH_MAX];
    lua_getfield(L, LUA_REGISTRYINDEX, "arbiter.dir");
    const char *here = lua_tostring(L, -1);
    lua_pop(L, 1);
    if (dir[0] == '/' && is_dir(dir)) return lua_pushstring(L, dir);
    snprintf(path, sizeof path, "%s/%s", here ? here : ".", dir);
    if (dir[0] != '/' && is_dir(path) && realpath(path, abs)) return lua_pushstring(L, abs);
    snprintf(path, sizeof path, "%s/%s", root_dir(), dir);
    if (dir[0] != '/' && is_dir(path)) return lua_pushstring(L, dir);
    luaL_error(L, "game{}: no card folder '%s' (looked beside the test file, in %s, and under "
               "the root, %s)", dir, here ? here : ".", root_dir());
    return NULL;
}

/* cards = "dir" or { "dir", ... }: the folders, NULL-terminated, in a
 * userdata kept on the stack (the strings stay alive with it). */
static const char **card_dirs(lua_State *L, int t)
{
    lua_getfield(L, t, "cards");
    int k = lua_gettop(L), n = lua_istable(L, k) ? (int)luaL_len(L, k) : !lua_isnil(L, k);
    const char **v = lua_newuserdatauv(L, sizeof *v * (size_t)(n + 1), 1);
    lua_newtable(L);                             /* keeps the resolved strings */
    for (int i = 0; i < n; i++) {
        if (lua_istable(L, k)) lua_geti(L, k, i + 1); else lua_pushvalue(L, k);
        const char *d = lua_tostring(L, -1);
        if (!d) luaL_error(L, "game{}: cards must be a folder or a list of folders");
        v[i] = card_dir(L, d);
        lua_rawseti(L, -3, i + 1);
        lua_pop(L, 1);
    }
    v[n] = NULL;
    lua_setiuservalue(L, -2, 1);                 /* the userdata keeps them alive */
    return n ? v : NULL;
}

/* game{ game=, players=, seed=, options=, cards= } */
static int l_game(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_getglobal(L, "DEFAULT_GAME");
    arb_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.root = root_dir();
    cfg.game = opt_field(L, 1, "game", lua_tostring(L, -1));
    cfg.options = opt_field(L, 1, "options", NULL);
    lua_getfield(L, 1, "players");
    cfg.players = (int)luaL_optinteger(L, -1, 0);
    lua_getfield(L, 1, "seed");
    cfg.seed = (uint64_t)luaL_optinteger(L, -1, 1);
    lua_pop(L, 2);
    if (!cfg.game) return luaL_error(L, "game{}: say which game (game = \"...\")");
    cfg.more_cards = card_dirs(L, 1);
    char err[4096];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) return luaL_error(L, "cannot start %s: %s", cfg.game, err);
    return push_game(L, g);
}

static int l_gc(lua_State *L)
{
    tgame *t = luaL_checkudata(L, 1, GAME_MT);
    arb_game_free(t->g);
    t->g = NULL;
    return 0;
}

/* Index of the option whose label matches s: exact, else unique prefix. */
static int find_option(lua_State *L, arb_game *g, const char *s)
{
    int n = arb_option_count(g), hit = -1, hits = 0;
    for (int i = 0; i < n; i++)
        if (!strcmp(arb_option_label(g, i), s)) return i;
    for (int i = 0; i < n; i++)
        if (!strncmp(arb_option_label(g, i), s, strlen(s))) { hit = i; hits++; }
    if (hits == 1) return hit;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 0; i < n; i++) {
        luaL_addstring(&b, i ? " | " : "");
        luaL_addstring(&b, arb_option_label(g, i));
    }
    luaL_pushresult(&b);
    return luaL_error(L, "%s '%s' (p%d is asked: %s; options: %s)",
                      hits ? "ambiguous option" : "no option", s, arb_decision_player(g),
                      arb_decision_prompt(g), lua_tostring(L, -1));
}

/* g:act(label or index): answers the pending decision; raises on failure. */
static int l_act(lua_State *L)
{
    arb_game *g = check_game(L);
    int i = lua_type(L, 2) == LUA_TNUMBER ? (int)lua_tointeger(L, 2) - 1
                                          : find_option(L, g, luaL_checkstring(L, 2));
    if (arb_answer(g, i) != ARB_OK) return luaL_error(L, "%s", arb_errmsg(g));
    return 0;
}

/* g:try(label) -> true | false, reason: like act, but reports instead. */
static int l_try(lua_State *L)
{
    lua_pushcfunction(L, l_act);
    lua_insert(L, 1);
    if (lua_pcall(L, lua_gettop(L) - 1, 0, 0) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
}

static int l_options(lua_State *L)
{
    arb_game *g = check_game(L);
    int n = arb_option_count(g);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_pushstring(L, arb_option_label(g, i));
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

/* g:can(label) -> true when an option with exactly that label (or that
 * unique prefix) is offered now. */
static int l_can(lua_State *L)
{
    arb_game *g = check_game(L);
    const char *s = luaL_checkstring(L, 2);
    int n = arb_option_count(g), hits = 0;
    for (int i = 0; i < n; i++) {
        const char *l = arb_option_label(g, i);
        if (!strcmp(l, s)) { lua_pushboolean(L, 1); return 1; }
        hits += !strncmp(l, s, strlen(s));
    }
    lua_pushboolean(L, hits == 1);
    return 1;
}

/* g:why(label) -> the refusal reason recorded for that action, or nil. */
static int l_why(lua_State *L)
{
    arb_game *g = check_game(L);
    const char *s = luaL_checkstring(L, 2);
    for (int i = 0; i < arb_refusal_count(g); i++)
        if (!strncmp(arb_refusal_label(g, i), s, strlen(s))) {
            lua_pushstring(L, arb_refusal_reason(g, i));
            return 1;
        }
    lua_pushnil(L);
    return 1;
}

/* Turns the kernel's Lua-literal output into values in this state. */
static int push_values(lua_State *L, const char *text)
{
    lua_pushfstring(L, "return %s", text);
    if (luaL_loadstring(L, lua_tostring(L, -1)) != LUA_OK) {
        lua_pop(L, 2);
        lua_pushstring(L, text);
        return 1;
    }
    lua_remove(L, -2);
    int top = lua_gettop(L) - 1;
    lua_call(L, 0, LUA_MULTRET);
    return lua_gettop(L) - top;
}

static int eval(lua_State *L, const char *src, int record)
{
    arb_game *g = check_game(L);
    char *out = malloc(OUT_MAX);
    if (!out) return luaL_error(L, "out of memory");
    arb_status st = arb_eval(g, src, record, out, OUT_MAX);
    if (st != ARB_OK) {
        free(out);
        return luaL_error(L, "%s", arb_errmsg(g));
    }
    lua_pushstring(L, out);
    free(out);
    const char *text = lua_tostring(L, -1);
    return *text ? push_values(L, text) : 0;
}

static int l_get(lua_State *L)
{
    lua_pushfstring(L, "return %s", luaL_checkstring(L, 2));
    return eval(L, lua_tostring(L, -1), 0);
}

static int l_query(lua_State *L) { return eval(L, luaL_checkstring(L, 2), 0); }
static int l_edit(lua_State *L) { return eval(L, luaL_checkstring(L, 2), 1); }

/* Lua literal text for a test value, to send a table to the game. */
static void literal(lua_State *L, luaL_Buffer *b, int idx, int depth)
{
    idx = lua_absindex(L, idx);
    if (lua_type(L, idx) == LUA_TSTRING) {
        lua_getglobal(L, "string");
        lua_getfield(L, -1, "format");
        lua_pushliteral(L, "%q");
        lua_pushvalue(L, idx);
        lua_call(L, 2, 1);
        luaL_addvalue(b);
        lua_pop(L, 1);
    } else if (lua_type(L, idx) == LUA_TTABLE && depth < 16) {
        luaL_addstring(b, "{");
        lua_pushnil(L);
        while (lua_next(L, idx)) {
            luaL_addstring(b, "[");
            literal(L, b, -2, depth + 1);
            luaL_addstring(b, "]=");
            literal(L, b, -1, depth + 1);
            luaL_addstring(b, ",");
            lua_pop(L, 1);
        }
        luaL_addstring(b, "}");
    } else {
        luaL_addstring(b, luaL_tolstring(L, idx, NULL));
        lua_pop(L, 1);
    }
}

/* g:setup{...}: an edit through the ruleset's setup_for_test. */
static int l_setup(lua_State *L)
{
    check_game(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addstring(&b, "return setup_for_test(g, ");
    literal(L, &b, 2, 0);
    luaL_addstring(&b, ")");
    luaL_pushresult(&b);
    return eval(L, lua_tostring(L, -1), 1);
}

static int l_prompt(lua_State *L) { lua_pushstring(L, arb_decision_prompt(check_game(L))); return 1; }
static int l_reason(lua_State *L) { lua_pushstring(L, arb_decision_reason(check_game(L))); return 1; }
static int l_player(lua_State *L) { lua_pushinteger(L, arb_decision_player(check_game(L))); return 1; }
static int l_over(lua_State *L) { lua_pushboolean(L, arb_over(check_game(L))); return 1; }
static int l_result(lua_State *L) { lua_pushstring(L, arb_result(check_game(L))); return 1; }
static int l_turn(lua_State *L) { lua_pushinteger(L, arb_turn(check_game(L))); return 1; }
static int l_active(lua_State *L) { lua_pushinteger(L, arb_active_player(check_game(L))); return 1; }
static int l_ninputs(lua_State *L) { lua_pushinteger(L, arb_input_count(check_game(L))); return 1; }

static int l_load_note(lua_State *L) { lua_pushstring(L, arb_load_note(check_game(L))); return 1; }

static int l_hash(lua_State *L)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%016llx", (unsigned long long)arb_state_hash(check_game(L)));
    lua_pushstring(L, buf);
    return 1;
}

static int l_winners(lua_State *L)
{
    uint32_t w = arb_winners(check_game(L));
    lua_newtable(L);
    for (int p = 1, k = 1; p <= 32; p++)
        if (w >> (p - 1) & 1) { lua_pushinteger(L, p); lua_rawseti(L, -2, k++); }
    return 1;
}

static int l_log(lua_State *L)
{
    arb_game *g = check_game(L);
    int n = arb_log_count(g);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_pushstring(L, arb_log_line(g, i));
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

static int l_view(lua_State *L)
{
    arb_game *g = check_game(L);
    char *out = malloc(OUT_MAX);
    if (!out) return luaL_error(L, "out of memory");
    arb_status st = arb_view(g, luaL_checkstring(L, 2), (int)luaL_optinteger(L, 3, 0),
                             luaL_optstring(L, 4, ""), out, OUT_MAX);
    if (st == ARB_OK) lua_pushstring(L, out);
    free(out);
    if (st != ARB_OK) return luaL_error(L, "%s", arb_errmsg(g));
    return 1;
}

static int l_snapshot(lua_State *L)
{
    arb_game *g = check_game(L);
    arb_snapshot **s = lua_newuserdatauv(L, sizeof *s, 0);
    *s = arb_snapshot_take(g);
    if (!*s) return luaL_error(L, "out of memory");
    luaL_setmetatable(L, SNAP_MT);
    return 1;
}

static int l_snap_gc(lua_State *L)
{
    arb_snapshot **s = luaL_checkudata(L, 1, SNAP_MT);
    arb_snapshot_free(*s);
    *s = NULL;
    return 0;
}

static int l_restore(lua_State *L)
{
    arb_game *g = check_game(L);
    arb_snapshot **s = luaL_checkudata(L, 2, SNAP_MT);
    if (arb_snapshot_restore(g, *s) != ARB_OK) return luaL_error(L, "%s", arb_errmsg(g));
    return 0;
}

static int l_save(lua_State *L)
{
    arb_game *g = check_game(L);
    if (arb_save(g, luaL_checkstring(L, 2)) != ARB_OK) return luaL_error(L, "%s", arb_errmsg(g));
    return 0;
}

static int l_clone(lua_State *L)
{
    char err[4096];
    arb_game *c = arb_game_clone(check_game(L), err, sizeof err);
    if (!c) return luaL_error(L, "%s", err);
    return push_game(L, c);
}

/* load_game(path [, cards]) -> game | nil, message.  cards: the card
 * folders the save may name (as game{cards=}), besides those under the root. */
static int l_load_game(lua_State *L)
{
    char err[4096];
    arb_game *g;
    lua_settop(L, 2);
    lua_newtable(L);
    lua_pushvalue(L, 2);
    lua_setfield(L, 3, "cards");
    const char **dirs = card_dirs(L, 3);
    arb_load_game_dirs(root_dir(), dirs, luaL_checkstring(L, 1), &g, err, sizeof err);
    if (!g) {
        lua_pushnil(L);
        lua_pushstring(L, err);
        return 2;
    }
    return push_game(L, g);
}

static const luaL_Reg game_methods[] = {
    {"act", l_act}, {"try", l_try}, {"options", l_options}, {"can", l_can},
    {"why", l_why}, {"get", l_get}, {"query", l_query}, {"edit", l_edit},
    {"setup", l_setup}, {"prompt", l_prompt}, {"reason", l_reason},
    {"player", l_player}, {"over", l_over}, {"result", l_result},
    {"winners", l_winners}, {"turn", l_turn}, {"active", l_active},
    {"inputs", l_ninputs}, {"hash", l_hash}, {"log", l_log}, {"view", l_view},
    {"snapshot", l_snapshot}, {"restore", l_restore}, {"save", l_save},
    {"clone", l_clone}, {"free", l_gc}, {"load_note", l_load_note},
    {NULL, NULL}
};

/* The assertion helpers and the scenario loop, in Lua. */
static const char *const harness =
    "local list = {}\n"
    "function scenario(name, fn) list[#list + 1] = { name = name, fn = fn } end\n"
    "local function show(v) if type(v) == 'string' then return string.format('%q', v) end return tostring(v) end\n"
    "local function deq(a, b) if a == b then return true end\n"
    "  if type(a) ~= 'table' or type(b) ~= 'table' then return false end\n"
    "  for k, v in pairs(a) do if not deq(v, b[k]) then return false end end\n"
    "  for k in pairs(b) do if a[k] == nil then return false end end return true end\n"
    "function eq(got, want, what)\n"
    "  if not deq(got, want) then error(string.format('%s: expected %s, got %s', what or 'value', show(want), show(got)), 2) end end\n"
    "function ok(v, what) if not v then error((what or 'condition') .. ' does not hold', 2) end return v end\n"
    "function fails(fn, pattern, what)\n"
    "  local good, err = pcall(fn)\n"
    "  if good then error((what or 'the action') .. ' should have failed', 2) end\n"
    "  if pattern and not tostring(err):find(pattern) then error(string.format('%s failed with %q, which does not mention %q', what or 'the action', tostring(err), pattern), 2) end\n"
    "  return err end\n"
    "function has(list, item, what) for _, v in ipairs(list) do if deq(v, item) then return true end end\n"
    "  error(string.format('%s: %s not found', what or 'list', show(item)), 2) end\n"
    "function lacks(list, item, what) for _, v in ipairs(list) do if deq(v, item) then\n"
    "  error(string.format('%s: %s should not be there', what or 'list', show(item)), 2) end end end\n"
    "return function(file)\n"
    "  local passed, failed = 0, 0\n"
    "  for _, s in ipairs(list) do\n"
    "    local good, err = xpcall(s.fn, debug.traceback)\n"
    "    collectgarbage()\n"
    "    if good then passed = passed + 1; print('ok - ' .. s.name)\n"
    "    else failed = failed + 1; print('not ok - ' .. s.name); print('    ' .. tostring(err):gsub('\\n', '\\n    ')) end\n"
    "  end\n"
    "  list = {}\n"
    "  return passed, failed\n"
    "end\n";

static lua_State *new_test_state(void)
{
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    luaL_newmetatable(L, GAME_MT);
    luaL_newlib(L, game_methods);
    repl_scenario_inspect(L);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, l_gc);
    lua_setfield(L, -2, "__gc");
    lua_pop(L, 1);
    luaL_newmetatable(L, SNAP_MT);
    lua_pushcfunction(L, l_snap_gc);
    lua_setfield(L, -2, "__gc");
    lua_pop(L, 1);
    lua_register(L, "game", l_game);
    lua_register(L, "load_game", l_load_game);
    if (luaL_dostring(L, harness) != LUA_OK) {
        fprintf(stderr, "harness: %s\n", lua_tostring(L, -1));
        lua_close(L);
        return NULL;
    }
    lua_setfield(L, LUA_REGISTRYINDEX, "arbiter.run");
    return L;
}

/* tests/rules/<game>/x.lua -> DEFAULT_GAME = "<game>" */
static void set_default_game(lua_State *L, const char *path)
{
    const char *p = strstr(path, "rules/");
    if (!p) return;
    p += 6;
    const char *e = strchr(p, '/');
    if (!e) return;
    lua_pushlstring(L, p, (size_t)(e - p));
    lua_setglobal(L, "DEFAULT_GAME");
}

/* The test file's folder: `require` finds helper modules there (e.g.
 * lib/x.lua), and game{cards=} looks there first. */
static void set_dir(lua_State *L, const char *path)
{
    char dir[PATH_MAX] = ".", abs[PATH_MAX];
    const char *slash = strrchr(path, '/');
    if (slash && (size_t)(slash - path) < sizeof dir) {
        memcpy(dir, path, (size_t)(slash - path));
        dir[slash - path] = 0;
        if (!dir[0]) strcpy(dir, "/");
    }
    lua_pushstring(L, realpath(dir, abs) ? abs : dir);
    lua_setfield(L, LUA_REGISTRYINDEX, "arbiter.dir");
    lua_getglobal(L, "package");
    lua_getfield(L, -1, "path");
    lua_pushfstring(L, "%s/?.lua;%s", dir, lua_tostring(L, -1));
    lua_setfield(L, -3, "path");
    lua_pop(L, 2);
}

int repl_scenario_file(const char *path, int *passed, int *failed)
{
    lua_State *L = new_test_state();
    if (!L) return -1;
    set_default_game(L, path);
    set_dir(L, path);
    if (luaL_dofile(L, path) != LUA_OK) {
        printf("not ok - %s does not load: %s\n", path, lua_tostring(L, -1));
        (*failed)++;
        lua_close(L);
        return 0;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, "arbiter.run");
    lua_pushstring(L, path);
    lua_call(L, 1, 2);
    int p = (int)lua_tointeger(L, -2), f = (int)lua_tointeger(L, -1);
    if (p + f == 0) {
        printf("not ok - %s defines no scenario (a ruling is scenario(\"...\", function() ... end))\n", path);
        f = 1;
    }
    *passed += p;
    *failed += f;
    lua_close(L);
    return 0;
}
