/*
 * serialize.c -- a value as Lua literal text, for printing results.
 *
 * The host prints the results of edits, queries and bots with this after
 * the script's slice has ended, so it must run no script code: tables are
 * read raw (lua_next, no __index, __pairs or __tostring), keys are sorted in
 * C (by type, then number or string order, other keys by address), and a
 * frozen definition (a proxy whose metatable says "frozen") is read through
 * its raw __index table.  Nesting deeper than 8 prints as {...}, and the
 * text stops at ARBI_PRINT_MAX bytes with "...", so a cyclic table printed
 * 60^8 times over costs one megabyte, not hours.  Output matches the
 * prelude's former Lua serializer: { key = value, ["k"] = v, [1] = x },
 * except that a function prints as `function` (an address would make the
 * same game print differently each run) and the game API `g` as a short
 * note instead of its hundred methods.
 */
#include "game.h"
#include <lauxlib.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ARBI_PRINT_MAX ((size_t)1 << 20)
#define MAX_DEPTH 8

typedef struct out {
    char *p;
    size_t len, cap;
    int slot;                  /* stack slot of the userdata holding p */
    int api;                   /* stack slot of the game API table g */
    int full;                  /* ARBI_PRINT_MAX reached: stop walking */
} out;

static void put(lua_State *L, out *o, const char *s, size_t n)
{
    if (o->full) return;
    if (o->len + n > ARBI_PRINT_MAX) { o->full = 1; return; }
    if (o->len + n > o->cap) {
        size_t cap = o->cap * 2 > o->len + n ? o->cap * 2 : o->len + n;
        char *np = lua_newuserdatauv(L, cap, 0);
        memcpy(np, o->p, o->len);
        lua_replace(L, o->slot);
        o->p = np;
        o->cap = cap;
    }
    memcpy(o->p + o->len, s, n);
    o->len += n;
}

static void puts_(lua_State *L, out *o, const char *s) { put(L, o, s, strlen(s)); }

static void put_quoted(lua_State *L, out *o, const char *s, size_t n)
{
    put(L, o, "\"", 1);
    for (size_t i = 0; i < n && !o->full; i++) {
        unsigned char c = (unsigned char)s[i];
        char esc[8];
        if (c == '"' || c == '\\' || c == '\n') { esc[0] = '\\'; esc[1] = (char)c; put(L, o, esc, 2); }
        else if (c == '\r') put(L, o, "\\r", 2);
        else if (c == 0 || iscntrl(c)) {
            int digit = i + 1 < n && isdigit((unsigned char)s[i + 1]);
            put(L, o, esc, (size_t)snprintf(esc, sizeof esc, digit ? "\\%03d" : "\\%d", c));
        } else put(L, o, (const char *)&c, 1);
    }
    put(L, o, "\"", 1);
}

/* A key as the sort sees it. */
typedef struct key {
    int type;
    double num;
    const char *s;
    size_t len;
    const void *ptr;
    int index;                 /* position in the keys table */
} key;

static int keycmp(const void *a, const void *b)
{
    const key *x = a, *y = b;
    if (x->type != y->type) return strcmp(lua_typename(NULL, x->type), lua_typename(NULL, y->type));
    if (x->type == LUA_TNUMBER) return (x->num > y->num) - (x->num < y->num);
    if (x->type == LUA_TSTRING) {
        int c = memcmp(x->s, y->s, x->len < y->len ? x->len : y->len);
        return c ? c : (x->len > y->len) - (x->len < y->len);
    }
    return (x->ptr > y->ptr) - (x->ptr < y->ptr);
}

static void value(lua_State *L, out *o, int idx, int depth);

/* The table whose entries are printed: a frozen proxy's real table. */
static int contents(lua_State *L, int t)
{
    if (lua_getmetatable(L, t)) {
        lua_pushliteral(L, "__metatable");
        lua_rawget(L, -2);
        int frozen = lua_type(L, -1) == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "frozen");
        lua_pushliteral(L, "__index");
        lua_rawget(L, -3);
        if (frozen && lua_istable(L, -1)) { lua_replace(L, -3); lua_pop(L, 1); return lua_gettop(L); }
        lua_pop(L, 3);
    }
    lua_pushvalue(L, t);
    return lua_gettop(L);
}

/* Collects t's keys in the table at top+1 and describes them, sorted. */
static key *sorted_keys(lua_State *L, int t, int *count)
{
    int n = 0;
    lua_newtable(L);
    int keys = lua_gettop(L);
    for (lua_pushnil(L); lua_next(L, t); n++) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, keys, n + 1);
    }
    key *k = lua_newuserdatauv(L, sizeof *k * (size_t)(n ? n : 1), 0);
    for (int i = 0; i < n; i++) {
        lua_rawgeti(L, keys, i + 1);
        k[i] = (key){ .type = lua_type(L, -1), .ptr = lua_topointer(L, -1), .index = i + 1 };
        if (k[i].type == LUA_TNUMBER) k[i].num = lua_tonumber(L, -1);
        if (k[i].type == LUA_TSTRING) k[i].s = lua_tolstring(L, -1, &k[i].len);
        lua_pop(L, 1);
    }
    qsort(k, (size_t)n, sizeof *k, keycmp);
    *count = n;
    return k;
}

static int is_name(const char *s, size_t n)
{
    if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_')) return 0;
    for (size_t i = 1; i < n; i++)
        if (!(isalnum((unsigned char)s[i]) || s[i] == '_')) return 0;
    return 1;
}

static void table(lua_State *L, out *o, int idx, int depth)
{
    if (depth > MAX_DEPTH) { puts_(L, o, "{...}"); return; }
    luaL_checkstack(L, 12, "nested too deep");
    int top = lua_gettop(L), t = contents(L, idx), n;
    key *k = sorted_keys(L, t, &n);
    int keys = t + 1;
    puts_(L, o, "{ ");
    for (int i = 0; i < n && !o->full; i++) {
        if (i) puts_(L, o, ", ");
        lua_rawgeti(L, keys, k[i].index);
        if (k[i].type == LUA_TSTRING && is_name(k[i].s, k[i].len)) put(L, o, k[i].s, k[i].len);
        else { puts_(L, o, "["); value(L, o, lua_gettop(L), MAX_DEPTH + 1); puts_(L, o, "]"); }
        puts_(L, o, " = ");
        lua_rawget(L, t);
        value(L, o, lua_gettop(L), depth + 1);
        lua_pop(L, 1);
    }
    puts_(L, o, " }");
    lua_settop(L, top);
}

static void value(lua_State *L, out *o, int idx, int depth)
{
    size_t n;
    switch (lua_type(L, idx)) {
    case LUA_TSTRING: { const char *s = lua_tolstring(L, idx, &n); put_quoted(L, o, s, n); return; }
    case LUA_TTABLE:
        if (lua_rawequal(L, idx, o->api)) { puts_(L, o, "<the game API g: its methods are in docs/api.md>"); return; }
        table(L, o, idx, depth);
        return;
    case LUA_TFUNCTION: lua_pushliteral(L, "function"); break;
    case LUA_TNUMBER: lua_pushvalue(L, idx); break;   /* tostring of a copy */
    case LUA_TNIL: case LUA_TBOOLEAN: lua_pushstring(L, lua_toboolean(L, idx) ? "true" :
                                                     lua_isnil(L, idx) ? "nil" : "false"); break;
    default: lua_pushfstring(L, "%s: %p", luaL_typename(L, idx), lua_topointer(L, idx));
    }
    const char *s = lua_tolstring(L, -1, &n);
    put(L, o, s, n);
    lua_pop(L, 1);
}

/* serialize(v) -> text.  Reads raw; runs no script code. */
int arbi_serialize(lua_State *L)
{
    luaL_checkany(L, 1);
    lua_settop(L, 1);
    out o = { .cap = 256, .slot = 2, .api = 3 };
    o.p = lua_newuserdatauv(L, o.cap, 0);
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);      /* slot 3: the frozen g */
    if (lua_istable(L, -1)) lua_getfield(L, -1, "G"); else lua_pushnil(L);
    lua_remove(L, -2);
    value(L, &o, 1, 0);
    lua_pushlstring(L, o.p, o.len);
    if (o.full) { lua_pushliteral(L, "..."); lua_concat(L, 2); }
    return 1;
}
