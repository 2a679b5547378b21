/*
 * patterns.c -- string functions whose time in C is bounded before they run.
 *
 * The instruction budget counts VM instructions, so time spent inside one C
 * function is not counted: ("a"):rep(3e4):find(("a*"):rep(25) .. "b") would
 * backtrack for centuries.  Lua's matcher cannot be interrupted, so these
 * wrappers bound its worst case from the subject and the pattern and refuse
 * a call whose bound exceeds ARBI_MATCH_LIMIT steps, before it starts.
 *
 * The bound: the matcher tries each start position (one if the pattern is
 * anchored with ^); from each it walks the pattern's items, and only the
 * quantified single-character items branch: `?` two ways, `*`, `+` and `-`
 * one way per length they can take.  That length is at most the subject's
 * length n, and at most the longest run of characters of the item's class
 * in the subject (computed only when the first bound is too high).  So
 *   steps <= starts * prod(branches) * (items + (n + 1) * (%b items + back-references))
 * A plain find (or a pattern with no special characters) compares at most
 * (n - m + 1) * m bytes, 16 to a step.  string.rep of an empty string
 * returns at once (Lua's own loops once per copy, copying nothing).
 * The wrappers replace the functions in the one string table (also the
 * strings' metatable __index), before the prelude copies it for scripts.
 */
#include "game.h"
#include <lauxlib.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define ARBI_MATCH_LIMIT 1e8
#define SPECIALS "^$*+?.([%-"

/* End of the single-character class at p (p < e), or NULL if malformed. */
static const char *class_end(const char *p, const char *e)
{
    if (*p == '%') return p + 1 < e ? p + 2 : NULL;
    if (*p != '[') return p + 1;
    p++;
    if (p < e && *p == '^') p++;
    do {                                   /* the first ']' is a member */
        if (p >= e) return NULL;
        if (*p == '%') p++;
        p++;
    } while (p < e && *p != ']');
    return p < e ? p + 1 : NULL;
}

static int class_is(int c, int cl)
{
    int r;
    switch (tolower(cl)) {
    case 'a': r = isalpha(c); break;
    case 'c': r = iscntrl(c); break;
    case 'd': r = isdigit(c); break;
    case 'g': r = isgraph(c); break;
    case 'l': r = islower(c); break;
    case 'p': r = ispunct(c); break;
    case 's': r = isspace(c); break;
    case 'u': r = isupper(c); break;
    case 'w': r = isalnum(c); break;
    case 'x': r = isxdigit(c); break;
    default: return cl == c;
    }
    return isupper(cl) ? !r : r != 0;
}

static int in_set(int c, const char *p, const char *ep)   /* p at '[', ep at ']' */
{
    int neg = *++p == '^';
    if (neg) p++;
    for (; p < ep; p++) {
        if (*p == '%' && p + 1 < ep) { if (class_is(c, (unsigned char)*++p)) return !neg; }
        else if (p + 2 < ep && p[1] == '-') {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return !neg;
            p += 2;
        } else if ((unsigned char)*p == c) return !neg;
    }
    return neg;
}

static int class_has(int c, const char *p, const char *ep)
{
    if (*p == '.') return 1;
    if (*p == '%') return class_is(c, (unsigned char)p[1]);
    if (*p == '[') return in_set(c, p, ep - 1);
    return (unsigned char)*p == c;
}

/* The longest run of subject characters in the class [p, ep). */
static double longest_run(const char *s, size_t n, const char *p, const char *ep)
{
    size_t best = 0, run = 0;
    for (size_t i = 0; i < n; i++) {
        run = class_has((unsigned char)s[i], p, ep) ? run + 1 : 0;
        if (run > best) best = run;
    }
    return (double)best;
}

/* Bound on the matcher's steps from one start; `runs` refines the branch
 * counts from the subject.  0 for a malformed pattern: Lua reports it. */
static double steps_per_start(const char *s, size_t n, const char *p, const char *e, int runs)
{
    double paths = 1, items = 0, linear = 0;
    while (p < e) {
        items++;
        if (*p == '(' || *p == ')' || (*p == '$' && p + 1 == e)) { p++; continue; }
        if (*p == '%' && p + 1 < e && (p[1] == 'b' || isdigit((unsigned char)p[1]))) {
            linear++;
            p += p[1] == 'b' ? 4 : 2;
            continue;
        }
        if (*p == '%' && p + 1 < e && p[1] == 'f') p += 2;
        const char *ep = p < e ? class_end(p, e) : NULL;
        if (!ep) return 0;
        if (ep < e && strchr("*+-?", *ep)) {
            double len = runs ? longest_run(s, n, p, ep) : (double)n;
            paths *= *ep == '?' ? 2 : len + 1;
            ep++;
        }
        p = ep;
    }
    return paths * (items + linear * ((double)n + 1));
}

static double match_cost(const char *s, size_t n, const char *p, size_t lp, int anchor, int runs)
{
    int anchored = anchor && lp > 0 && *p == '^';
    double starts = anchored ? 1 : (double)n + 1;
    return starts * steps_per_start(s, n, p + anchored, p + lp, runs);
}

static int refuse(lua_State *L, const char *fn, const char *p, size_t lp, size_t n, double cost)
{
    char msg[512];
    snprintf(msg, sizeof msg, "string.%s: the pattern '%.40s%s' may take about %.2g steps on a "
             "subject of %zu bytes (the limit is %.0f; see docs/authoring.md): anchor or "
             "simplify it, or use a plain find", fn, p, lp > 40 ? "..." : "", cost, n,
             ARBI_MATCH_LIMIT);
    return luaL_error(L, "%s", msg);
}

/* Checks subject 1 and pattern 2 of string.<fn>; plain: find's 4th arg. */
static void check_match(lua_State *L, const char *fn, int anchor, int may_be_plain)
{
    int t1 = lua_type(L, 1), t2 = lua_type(L, 2);
    if ((t1 != LUA_TSTRING && t1 != LUA_TNUMBER) || (t2 != LUA_TSTRING && t2 != LUA_TNUMBER)) return;
    size_t n, lp;
    const char *s = lua_tolstring(L, 1, &n), *p = lua_tolstring(L, 2, &lp);
    if (may_be_plain && (lua_toboolean(L, 4) || !strpbrk(p, SPECIALS) || strlen(p) < lp)) {
        double cost = lp <= n ? ((double)(n - lp) + 1) * (double)lp / 16 : 0;
        if (cost > ARBI_MATCH_LIMIT) refuse(L, fn, p, lp, n, cost);
        return;
    }
    if (match_cost(s, n, p, lp, anchor, 0) <= ARBI_MATCH_LIMIT) return;
    double cost = match_cost(s, n, p, lp, anchor, 1);
    if (cost > ARBI_MATCH_LIMIT) refuse(L, fn, p, lp, n, cost);
}

/* Each wrapper checks its arguments, then runs Lua's own function in its
 * own frame, so that errors still name the script's line. */
#define ORIGINAL(L) lua_tocfunction(L, lua_upvalueindex(1))

static int l_find(lua_State *L) { check_match(L, "find", 1, 1); return ORIGINAL(L)(L); }
static int l_match(lua_State *L) { check_match(L, "match", 1, 0); return ORIGINAL(L)(L); }
static int l_gmatch(lua_State *L) { check_match(L, "gmatch", 0, 0); return ORIGINAL(L)(L); }
static int l_gsub(lua_State *L) { check_match(L, "gsub", 1, 0); return ORIGINAL(L)(L); }

/* rep of an empty string (and separator) copies nothing, n times over. */
static int l_rep(lua_State *L)
{
    size_t l, lsep;
    luaL_checklstring(L, 1, &l);
    luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &lsep);
    if (l + lsep == 0) { lua_pushliteral(L, ""); return 1; }
    return ORIGINAL(L)(L);
}

void arbi_open_patterns(lua_State *L)
{
    static const luaL_Reg bounded[] = {
        {"find", l_find}, {"match", l_match}, {"gmatch", l_gmatch}, {"gsub", l_gsub},
        {"rep", l_rep}, {NULL, NULL}
    };
    lua_getglobal(L, "string");
    for (const luaL_Reg *f = bounded; f->name; f++) {
        lua_getfield(L, -1, f->name);
        lua_pushcclosure(L, f->func, 1);
        lua_setfield(L, -2, f->name);
    }
    lua_pop(L, 1);
}
