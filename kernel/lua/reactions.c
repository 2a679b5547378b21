/*
 * reactions.c -- windows asked in the middle of a procedure, a kernel
 * service: the ruleset declares them beside its phases,
 *
 *   windows = { confront = { prompt = fn | "text", reason = fn | "text",
 *                            options = { families }, none = "done" } }
 *
 * and a rule asks one with g:window(name, p [, d]): the kernel lists the
 * window's option families for player p in C, as it lists a phase's
 * window (cards, abilities, fixed, costed and player families: no Lua
 * list, grid, walk or targets), asks p -- the running unit yields -- and
 * runs the option chosen (its family's run) before g:window returns true;
 * it returns nil when p takes `none`, or when nothing is offered (then
 * nothing is asked).  A prompt function runs only when somebody reads the
 * prompt, with (g, p); labels are made when read, by the families' label
 * functions.  d, a distance (0 when not given), is what a cards family
 * with reaches = true measures each card's Range against: the Assists a
 * player may place against a target that far.  Transformers' CNF.4c
 * (Energon abilities while short in a Confrontation), BTL.3's Assist
 * offers and BTL.5 are such windows.
 */
#include "lapi.h"
#include "options.h"
#include "steps.h"
#include <stdlib.h>
#include <string.h>

#define REFRESH 0                 /* resumed with 0: an edit happened, ask again */

enum { W_G = 1, W_NAME, W_PLAYER, W_ARG };

/* Reads P.windows (P on top of L): each declared window, by sorted name,
 * after the phases' in g->wins.  0, or -1 (g->err set). */
int arbi_read_reactions(arb_game *g)
{
    lua_State *L = g->L;
    if (lua_getfield(L, -1, "windows") != LUA_TTABLE) return lua_pop(L, 1), 0;
    int t = lua_gettop(L), n;
    const char **key = arbi_sorted_keys(L, t, &n);
    arbi_window *wins = key ? realloc(g->wins, sizeof *wins * (size_t)(g->nphases + n + 1)) : NULL;
    if (wins) g->wins = wins;
    g->react_name = wins ? calloc((size_t)n + 1, sizeof *g->react_name) : NULL;
    g->react_none = wins ? calloc((size_t)n + 1, sizeof *g->react_none) : NULL;
    if (!key || !wins || !g->react_name || !g->react_none) {
        free(key);
        lua_pop(L, 1);
        return arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
    }
    for (int i = 0; i < n; i++) {
        lua_getfield(L, t, key[i]);
        arbi_window *w = &g->wins[g->nphases + i];
        if (arbi_read_window(g, w, "window", key[i])) { free(key); lua_settop(L, t - 1); return -1; }
        for (int k = 0; k < w->count; k++) {
            const arbi_family *f = &g->fams[w->first + k];
            if (f->kind == ARBI_FAM_CARDS || f->kind == ARBI_FAM_FIXED || f->kind == ARBI_FAM_COSTED
                || f->kind == ARBI_FAM_PLAYER || (f->kind == ARBI_FAM_ABILITIES && !f->prog)) continue;
            arbi_fail(g, ARB_ESCRIPT, "the ruleset's window '%s', option family %d: a window asked in the "
                      "middle of a procedure lists cards, abilities (run by a function), fixed, costed or "
                      "player families", key[i], k + 1);
            free(key);
            lua_settop(L, t - 1);
            return -1;
        }
        g->react_none[i] = arbi_field_atom(g, L, lua_gettop(L), "none");
        g->react_name[i] = arbi_atom(&g->atoms, key[i]);
        g->nreact = i + 1;
        lua_pop(L, 1);
    }
    free(key);
    lua_pop(L, 1);
    return 0;
}

/* The window named at W_NAME: its index among the declared ones. */
static int find(lua_State *L, arb_game *g)
{
    uint32_t a = arbi_lua_atom(L, g, W_NAME);
    for (int j = 0; a && j < g->nreact; j++) if (g->react_name[j] == a) return j;
    return luaL_error(L, "the ruleset declares no window '%s' (windows = { name = { ... } })",
                      lua_tostring(L, W_NAME));
}

/* prompt(g): the window's prompt function called with (g, p), its
 * upvalues; kept as a g:choose's prompt function, for the first reader. */
static int prompt_for(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_call(L, 2, 1);
    return 1;
}

/* Lists window j for p as a reader would (its functions may not write),
 * in a protected call: the listing's role ends even when it fails. */
static int list_protected(lua_State *L)
{
    arb_game *g = lua_touserdata(L, 1);
    int j = (int)lua_tointeger(L, 2), p = (int)lua_tointeger(L, 3);
    lua_pushinteger(L, arbi_list_reaction(g, L, &g->wins[g->nphases + j], p, lua_tointeger(L, 4)));
    return 1;
}

/* The pending decision: window j's options for p (at distance arg), and
 * `none`; how many the families offered (0: nothing asked, the decision
 * the unit answered kept). */
static int decide(lua_State *L, arb_game *g, int j, int p, lua_Integer arg)
{
    arbi_decision was = g->dec;
    int pending = g->labels_pending;
    g->dec = g->dec_spare;
    lua_pushcfunction(L, list_protected);
    lua_pushlightuserdata(L, g);
    lua_pushinteger(L, j);
    lua_pushinteger(L, p);
    lua_pushinteger(L, arg);
    int rc = arbi_pcall_as(L, g, arbi_listing, 4, 1);
    int n = rc == LUA_OK ? (int)lua_tointeger(L, -1) : 0;
    if (rc != LUA_OK || n == 0) {
        g->dec_spare = g->dec;
        g->dec = was;
        g->labels_pending = pending;
        if (rc != LUA_OK) lua_error(L);
        lua_pop(L, 1);
        return 0;
    }
    lua_pop(L, 1);
    g->dec_spare = was;
    const arbi_window *w = &g->wins[g->nphases + j];
    if (g->react_none[j] && arbi_decision_option(&g->dec, arbi_atom_str(&g->atoms, g->react_none[j]), p))
        luaL_error(L, "out of memory");
    if (w->prompt) {
        arbi_lister ls = { .g = g, .L = L, .p = p };
        arbi_push_fam_fn(&ls, -w->prompt);
        lua_pushinteger(L, p);
        lua_pushcclosure(L, prompt_for, 2);
        lua_rawsetp(L, LUA_REGISTRYINDEX, arbi_choice_prompt(g));
        g->dec.lazy_prompt = ARBI_PROMPT_CHOICE;
        g->labels_pending = 1;
    }
    return n;
}

static int answered(lua_State *L, int status, lua_KContext ctx);

/* Lists and asks window j for p (its distance at W_ARG); nil when nothing
 * is offered. */
static int ask(lua_State *L, arb_game *g, int j, int p)
{
    int n = decide(L, g, j, p, lua_tointeger(L, W_ARG));
    if (n == 0) return lua_pushnil(L), 1;
    return lua_yieldk(L, 0, (lua_KContext)j, answered);
}

static int ran(lua_State *L, int status, lua_KContext ctx)
{
    (void)status; (void)ctx;
    lua_pushboolean(L, 1);
    return 1;
}

/* The answer: the option's family runs it (g, player, ...), as at a
 * phase's window; none (or past the options): nil. */
static int answered(lua_State *L, int status, lua_KContext ctx)
{
    (void)status;
    arb_game *g = GAME(L);
    int j = (int)ctx, n = g->dec.nopt - (g->react_none[j] != 0);   /* (the families' options) */
    lua_Integer i = lua_tointeger(L, -1);
    lua_settop(L, W_ARG);
    int p = (int)lua_tointeger(L, W_PLAYER);
    if (i == REFRESH) return g->st.h.over ? (lua_pushnil(L), 1) : ask(L, g, j, p);
    if (i < 1 || i > n) return lua_pushnil(L), 1;
    arbi_option o = g->dec.opt[i - 1];
    if (arbi_mark_once(g, &o)) return luaL_error(L, "out of memory");
    lua_callk(L, arbi_push_option(g, L, &o), 0, 0, ran);
    return ran(L, LUA_OK, 0);
}

/* g:window(name, p [, d]) -> true (an option ran), or nil (none, or
 * nothing offered). */
static int l_window(lua_State *L)
{
    ARBI_WRITES(L, "window");
    arb_game *g = GAME(L);
    int j = find(L, g), p = arbi_check_player(L, g, W_PLAYER, 0);
    lua_Integer d = luaL_optinteger(L, W_ARG, 0);
    luaL_argcheck(L, d >= 0, W_ARG, "a distance is 0 or more");
    lua_settop(L, W_PLAYER);
    lua_pushinteger(L, d);
    arbi_lua_may_ask(L, g);
    if (!lua_isyieldable(L))
        return luaL_error(L, "g:window('%s'): a decision can only be asked while the game runs "
                             "(not from an edit or a view)", lua_tostring(L, W_NAME));
    return ask(L, g, j, p);
}

void arbi_open_reactions(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_window, 1);
    lua_setfield(L, -2, "window");
}

void arbi_free_reactions(arb_game *g)
{
    free(g->react_name);
    free(g->react_none);
    g->react_name = g->react_none = NULL;
    g->nreact = 0;
    arbi_decision_free(&g->dec_spare);
}
