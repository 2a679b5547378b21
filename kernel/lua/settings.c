/*
 * settings.c -- checking the option text of a game against its ruleset.
 *
 * A ruleset declares its options as data, in `option_spec`: a list of
 *   { key = "format", values = { "standard", "ffa" }, default = "standard", doc = "..." }
 *   { key = "authority", min = 1, max = 1000, doc = "..." }      -- an integer
 *   { key = "shared", type = "boolean", doc = "..." }
 *   { key = "remove", type = "string", doc = "..." }             -- any text
 * Before the ruleset sees its options, every key=value of the game's option
 * text is checked here: an unknown key is refused with the keys the game
 * takes, a bad value with the values or the range it allows.  The spec is
 * read raw (no metamethods: no script runs).  A ruleset without a spec is
 * not checked; `players` is the engine's own key.
 */
#include "game.h"
#include <lauxlib.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void raw_field(lua_State *L, int t, const char *k)
{
    lua_pushstring(L, k);
    lua_rawget(L, t);
}

/* Writes "a, b, c" to buf: field k of every entry of the list at t (the
 * entries themselves when k is NULL). */
static const char *join(lua_State *L, int t, const char *k, char *buf, size_t cap)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 1; i <= (int)lua_rawlen(L, t) && used < cap; i++) {
        lua_rawgeti(L, t, i);
        if (k) { raw_field(L, lua_gettop(L), k); lua_remove(L, -2); }
        if (lua_type(L, -1) == LUA_TSTRING)
            used += (size_t)snprintf(buf + used, cap - used, "%s%s", used ? ", " : "",
                                     lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    return buf;
}

/* The spec entry for key k (pushed), or nil. */
static int find_key(lua_State *L, int spec, const char *k)
{
    int n = (int)lua_rawlen(L, spec);
    for (int i = 1; i <= n; i++) {
        lua_rawgeti(L, spec, i);
        raw_field(L, lua_gettop(L), "key");
        int same = lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), k);
        lua_pop(L, 1);
        if (same && lua_istable(L, -1)) return 1;
        lua_pop(L, 1);
    }
    lua_pushnil(L);
    return 0;
}

static int is_integer(const char *v, long long *out)
{
    char *end;
    *out = strtoll(v, &end, 10);
    return *v && !*end;
}

/* Checks value v of option k against its entry (on top); error text or NULL. */
static const char *check_value(arb_game *g, lua_State *L, const char *k, const char *v)
{
    int e = lua_gettop(L);
    raw_field(L, e, "values");
    if (lua_istable(L, -1)) {
        int values = lua_gettop(L);
        int n = (int)lua_rawlen(L, values), ok = 0;
        for (int i = 1; i <= n && !ok; i++) {
            lua_rawgeti(L, values, i);
            ok = lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), v);
            lua_pop(L, 1);
        }
        if (ok) return NULL;
        char list[1024];
        arbi_fail(g, ARB_EARG, "option %s must be one of %s; not '%s'", k,
                  join(L, values, NULL, list, sizeof list), v);
        return g->err;
    }
    raw_field(L, e, "min");
    raw_field(L, e, "max");
    raw_field(L, e, "type");
    const char *type = lua_tostring(L, -1);
    long long x, lo = lua_tointeger(L, -3), hi = lua_tointeger(L, -2);
    if (lua_isinteger(L, -3) || lua_isinteger(L, -2)) {
        if (!lua_isinteger(L, -3)) lo = LLONG_MIN;
        if (!lua_isinteger(L, -2)) hi = LLONG_MAX;
        if (is_integer(v, &x) && lo <= x && x <= hi) return NULL;
        arbi_fail(g, ARB_EARG, "option %s must be an integer from %lld to %lld, not '%s'", k, lo, hi, v);
        return g->err;
    }
    if (type && !strcmp(type, "boolean") && strcmp(v, "true") && strcmp(v, "false")) {
        arbi_fail(g, ARB_EARG, "option %s must be true or false, not '%s'", k, v);
        return g->err;
    }
    return NULL;
}

/* Copies s[0..n) trimmed of blanks into buf. */
static void trimmed(char *buf, size_t cap, const char *s, size_t n)
{
    while (n && (*s == ' ' || *s == '\t')) { s++; n--; }
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t')) n--;
    snprintf(buf, cap, "%.*s", (int)n, s);
}

/* One "key=value" item; -1 with g->err set if refused. */
static int check_item(arb_game *g, lua_State *L, int spec, const char *item, size_t len)
{
    const char *eq = memchr(item, '=', len);
    if (!eq) return 0;                 /* the prelude says "expected key=value" */
    char k[128], v[512];
    trimmed(k, sizeof k, item, (size_t)(eq - item));
    trimmed(v, sizeof v, eq + 1, len - (size_t)(eq - item) - 1);
    if (!strcmp(k, "players")) return 0;
    int top = lua_gettop(L);
    int rc = 0;
    if (!find_key(L, spec, k)) {
        char keys[1024];
        join(L, spec, "key", keys, sizeof keys);
        rc = -1;
        arbi_fail(g, ARB_EARG, "unknown option '%s' for %s (it takes%s%s)", k, g->game,
                  *keys ? ": " : " none", keys);
    } else if (check_value(g, L, k, v)) rc = -1;
    lua_settop(L, top);
    return rc;
}

/* Checks g->options against the option_spec of the ruleset at index
 * `ruleset`.  Returns -1 with g->err set if an option is refused. */
int arbi_check_options(arb_game *g, int ruleset)
{
    lua_State *L = g->L;
    if (!lua_istable(L, ruleset)) return 0;  /* set_ruleset says what is wrong */
    int top = lua_gettop(L), rc = 0;
    raw_field(L, ruleset, "option_spec");
    int spec = lua_gettop(L);
    const char *s = g->options ? g->options : "";
    while (lua_istable(L, spec) && *s && rc == 0) {
        size_t n = strcspn(s, ",");
        rc = check_item(g, L, spec, s, n);
        s += n + (s[n] == ',');
    }
    lua_settop(L, top);
    return rc;
}
