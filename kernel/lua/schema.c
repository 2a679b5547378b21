/*
 * schema.c -- checking a card definition against its game's schema.
 *
 * A game may declare what its card files hold in scripts/<game>/schema.lua:
 *
 *   return {
 *     required = { "name", "cost" },
 *     fields = { name = "string", cost = "number", on_play = "function",
 *                faction = { "Autobot", "Decepticon" },   -- one of these
 *                text = "string|nil" },                   -- types, or'ed
 *     derived = { "is", "abilities" },   -- set by the ruleset's constructor
 *   }
 *
 * Each card a file returns is checked when it loads (and reloads): a field
 * the schema does not know (a typo such as `aly = ...`), a value of the wrong
 * type or outside its list, and a required field left out are refused, and
 * the error names the file and the line of the offending field (found in
 * the file's text; the line of `return` for a missing one).  A game without
 * a schema file accepts any fields.  The schema is read once, after the
 * ruleset; it cannot change what a game does, only refuse a card, so it is
 * not one of the scripts whose hash a save records.
 */
#include "game.h"
#include "lapi.h"
#include <ctype.h>
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCHEMA_KEY "schema"

int arbi_schema_open(arb_game *g)
{
    char rel[512];
    size_t n;
    snprintf(rel, sizeof rel, "scripts/%s/schema.lua", g->game);
    char *src = arbi_script_text(g, rel, &n);
    if (!src) return 0;                          /* no schema: any fields */
    char chunk[520];
    snprintf(chunk, sizeof chunk, "@%s", rel);
    lua_State *L = g->L;
    int rc = arbi_load_chunk(g, src, n, chunk, g->env_ref);
    free(src);
    if (rc == 0) {
        arbi_arm(g, L);                          /* the load-time budget */
        rc = lua_pcall(L, 0, 1, 0) == LUA_OK ? 0 : -1;
        arbi_disarm(L);
    }
    if (rc == 0 && !lua_istable(L, -1)) {
        lua_pop(L, 1);
        lua_pushfstring(L, "%s must return a table { fields = ..., required = ... }", rel);
        rc = -1;
    }
    if (rc) {
        arbi_fail(g, ARB_ESCRIPT, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
        return -1;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_insert(L, -2);
    lua_setfield(L, -2, SCHEMA_KEY);
    lua_pop(L, 1);
    return 0;
}

/* The line of src where `field =` (not `==`) first appears as a word; the
 * line of the first `return` if it does not (0 if neither). */
int arbi_field_line(const char *src, const char *field)
{
    size_t k = field ? strlen(field) : 0;
    int line = 1, ret = 0;
    for (const char *p = src; *p; p++) {
        if (*p == '\n') { line++; continue; }
        int start = p == src || !(isalnum((unsigned char)p[-1]) || p[-1] == '_');
        if (!start) continue;
        if (!ret && !strncmp(p, "return", 6)) ret = line;
        if (!k || strncmp(p, field, k)) continue;
        const char *q = p + k;
        while (*q == ' ' || *q == '\t') q++;
        if (*q == '=' && q[1] != '=') return line;
    }
    return ret;
}

/* Whether the value at idx is one the spec (at spec) allows: a type list
 * such as "string|nil", or a table listing the allowed values. */
static int allowed(lua_State *L, int idx, int spec)
{
    if (lua_istable(L, spec)) {
        for (lua_Integer i = 1; lua_geti(L, spec, i) != LUA_TNIL; i++) {
            int eq = lua_rawequal(L, -1, idx);
            lua_pop(L, 1);
            if (eq) return 1;
        }
        lua_pop(L, 1);
        return 0;
    }
    const char *types = lua_tostring(L, spec), *t = luaL_typename(L, idx);
    size_t k = strlen(t);
    for (const char *p = types ? types : ""; *p; p += strcspn(p, "|"), p += *p == '|')
        if (strcspn(p, "|") == k && !strncmp(p, t, k)) return 1;
    return 0;
}

/* "a, b, c": the keys of the table at idx, sorted, in a buffer on the stack. */
static void push_names(lua_State *L, int idx)
{
    luaL_Buffer b;
    const char *last = "";
    luaL_buffinit(L, &b);
    for (int first = 1;; first = 0) {            /* selection by string order */
        const char *best = NULL;
        lua_pushnil(L);
        while (lua_next(L, idx)) {
            lua_pop(L, 1);
            const char *k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
            if (k && strcmp(k, last) > 0 && (!best || strcmp(k, best) < 0)) best = k;
        }
        if (!best) break;
        if (!first) luaL_addstring(&b, ", ");
        luaL_addstring(&b, best);
        last = best;
    }
    luaL_pushresult(&b);
}

/* "a, b or c": the values listed in the table at idx, on the stack. */
static void push_values(lua_State *L, int idx)
{
    luaL_Buffer b;
    lua_Integer n = luaL_len(L, idx);
    luaL_buffinit(L, &b);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, idx, i);
        luaL_tolstring(L, -1, NULL);
        lua_remove(L, -2);
        luaL_addstring(&b, i == 1 ? "" : i == n ? " or " : ", ");
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
}

static int refuse(arb_game *g, const char *rel, const char *src, const char *field, const char *fmt,
                  const char *a, const char *b)
{
    char msg[1024];
    snprintf(msg, sizeof msg, fmt, a, b);
    return arbi_fail(g, ARB_ESCRIPT, "%s:%d: %s", rel, arbi_field_line(src, field), msg), -1;
}

/* The field at key -2 / value -1 of the definition; 0 if it is allowed. */
static int check_field(arb_game *g, const char *rel, const char *src, int fields, int derived)
{
    lua_State *L = g->L;
    int key = lua_gettop(L) - 1, val = key + 1;
    if (lua_type(L, key) != LUA_TSTRING) return refuse(g, rel, src, NULL, "a card's fields are named", "", "");
    const char *k = lua_tostring(L, key);
    lua_getfield(L, derived, k);
    int is_derived = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (is_derived) return 0;
    if (lua_getfield(L, fields, k) == LUA_TNIL) {
        lua_pop(L, 1);
        push_names(L, fields);
        int rc = refuse(g, rel, src, k, "unknown field '%s' (a card of this game has: %s)", k,
                        lua_tostring(L, -1));
        lua_pop(L, 1);
        return rc;
    }
    int ok = allowed(L, val, lua_gettop(L));
    const char *shown = lua_type(L, val) == LUA_TSTRING ? lua_tostring(L, val) : luaL_typename(L, val);
    if (!ok && lua_istable(L, -1)) {
        push_values(L, lua_gettop(L));
        char what[512];
        snprintf(what, sizeof what, "%s: it takes %s", k, lua_tostring(L, -1));
        int rc = refuse(g, rel, src, k, "'%s' is not a value of the field %s", shown, what);
        lua_pop(L, 2);
        return rc;
    }
    if (!ok) {
        int rc = refuse(g, rel, src, k, "the field %s must be a %s", k, lua_tostring(L, -1));
        lua_pop(L, 1);
        return rc;
    }
    lua_pop(L, 1);
    return 0;
}

/* Turns the schema's `derived` list into a set, at the top of the stack. */
static void derived_set(lua_State *L, int schema)
{
    lua_newtable(L);
    if (lua_getfield(L, schema, "derived") == LUA_TTABLE) {
        for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; i++) {
            lua_pushboolean(L, 1);
            lua_settable(L, -4);
        }
        lua_pop(L, 1);                           /* the nil that ended the list */
    }
    lua_pop(L, 1);                               /* the list */
}

static int check_required(arb_game *g, const char *rel, const char *src, int def, int schema)
{
    lua_State *L = g->L;
    if (lua_getfield(L, schema, "required") != LUA_TTABLE) { lua_pop(L, 1); return 0; }
    for (lua_Integer i = 1; lua_geti(L, -1, i) == LUA_TSTRING; i++) {
        const char *k = lua_tostring(L, -1);
        lua_pushvalue(L, -1);
        int missing = lua_rawget(L, def) == LUA_TNIL;
        lua_pop(L, 1);
        if (missing) {
            int rc = refuse(g, rel, src, NULL, "the card has no %s (a card of this game needs it)", k, "");
            lua_pop(L, 2);
            return rc;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 2);
    return 0;
}

int arbi_schema_check(arb_game *g, const char *rel, const char *src)
{
    lua_State *L = g->L;
    int def = lua_gettop(L);
    if (!lua_istable(L, def)) return 0;          /* card_loaded says what is wrong */
    if (lua_getmetatable(L, def)) {              /* not a plain record: card_loaded, */
        lua_pop(L, 1);                           /* under the budget, judges it */
        return 0;
    }
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    if (lua_getfield(L, -1, SCHEMA_KEY) != LUA_TTABLE) { lua_settop(L, def); return 0; }
    int schema = lua_gettop(L);
    lua_getfield(L, schema, "fields");
    int fields = lua_gettop(L);
    if (!lua_istable(L, fields)) { lua_settop(L, def); return 0; }
    derived_set(L, schema);
    int derived = lua_gettop(L), rc = check_required(g, rel, src, def, schema), n = 0;
    lua_pushnil(L);
    while (!rc && lua_next(L, def)) {            /* keys that are no strings first */
        if (lua_type(L, -2) != LUA_TSTRING) rc = check_field(g, rel, src, fields, derived);
        lua_pop(L, 1);
    }
    /* then the fields by name: of several mistakes, the one reported is the
     * same in every Lua state (lua_next's order is not) */
    const char **key = rc ? NULL : arbi_sorted_keys(L, def, &n);
    if (!rc && !key) { arbi_fail(g, ARB_ENOMEM, "out of memory"); rc = -1; }
    for (int i = 0; !rc && i < n; i++) {
        lua_pushstring(L, key[i]);
        lua_pushvalue(L, -1);
        lua_rawget(L, def);
        rc = check_field(g, rel, src, fields, derived);
        lua_pop(L, 2);
    }
    free(key);
    lua_settop(L, def);
    return rc;
}
