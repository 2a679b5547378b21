/*
 * context.c -- the card context, a kernel service: g:use(card, player, fn,
 * ...) calls fn(c, ...) where c is the one table of that card instance,
 * made at its first use and reused after, holding the game (c.g), the card
 * (c.card) and the player the ability acts for (c.player), with the
 * ruleset's verbs through its metatable (R.context: c:trade(2)).  The
 * player is set for the call and put back after it -- also after a choice
 * inside suspended it, through lua_callk's continuation -- so a use nested
 * in another (a trigger of the same card) does not disturb it; and the card
 * is named as the writer of the log lines the call adds (not in a
 * simulation, whose log nobody reads).  A context holds nothing else: the
 * prelude's metatable refuses new fields, since game state lives in the
 * kernel.  The steps' `ability` step calls the same function.
 */
#include "lapi.h"
#include "steprun.h"
#include <stdio.h>

/* Reads P.has_context, and P.context_mt (P on top of L) into a fresh table of contexts:
 * [0] the metatable, [-1] g:use, [-2] the ruleset's card_label, [card + 1]
 * each card's context. */
int arbi_read_context(arb_game *g)
{
    lua_State *L = g->L;
    lua_getfield(L, -1, "has_context");
    g->has_context = lua_toboolean(L, -1);
    lua_pop(L, 1);
    luaL_unref(L, LUA_REGISTRYINDEX, g->ctx_ref);
    lua_newtable(L);
    lua_getfield(L, -2, "context_mt");
    lua_rawseti(L, -2, 0);
    lua_getfield(L, -2, "card_label");
    lua_rawseti(L, -2, -2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    lua_getfield(L, -1, "use");
    lua_rawseti(L, -3, -1);
    lua_pop(L, 1);
    g->ctx_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* Pushes card c's context (the game at index gi), made the first time. */
static void push_context(lua_State *L, arb_game *g, int gi, arb_card_id c)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->ctx_ref);
    if (lua_rawgeti(L, -1, (lua_Integer)c + 1) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_createtable(L, 0, 3);
        lua_pushvalue(L, gi);
        lua_setfield(L, -2, "g");
        lua_pushinteger(L, (lua_Integer)c + 1);
        lua_setfield(L, -2, "card");
        lua_pushboolean(L, 0);
        lua_setfield(L, -2, "player");
        lua_rawgeti(L, -2, 0);
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_rawseti(L, -3, (lua_Integer)c + 1);
    }
    lua_remove(L, -2);
}

/* The key "player", kept as l_use's second upvalue (not made per call). */
#define PLAYER lua_upvalueindex(2)

/* After fn returned: the context at index b gets back the player it had
 * (b + 1), the log its writer (b + 2); fn's results are returned. */
static int use_done(lua_State *L, int status, lua_KContext b)
{
    (void)status;
    arb_game *g = GAME(L);
    lua_pushvalue(L, PLAYER);
    lua_pushvalue(L, (int)b + 1);
    lua_rawset(L, (int)b);
    if (!g->quiet) g->log_source = (int32_t)lua_tointeger(L, (int)b + 2);
    return lua_gettop(L) - ((int)b + 2);
}

/* The ability written as data at index 4, or NULL. */
static const arbi_dab *dab_at(lua_State *L, arb_game *g)
{
    arbi_push_real(L, 4);
    const arbi_dab *d = arbi_dab_of(g, lua_topointer(L, -1));
    lua_pop(L, 1);
    return d;
}

/* g:use(card, player, ability) where the ability is written as data (a
 * definition's verb list): done in C, returning nothing -- as frames of
 * the kernel's runner (stepflow.c) when one of its verbs asks or calls
 * Lua. */
static int use_data(lua_State *L, arb_game *g, arb_card_id c)
{
    ARBI_WRITES(L, "an ability's verbs");
    const arbi_dab *d = dab_at(L, g);
    if (!d) return luaL_argerror(L, 4, "an ability: a function, or a card's verb list");
    int p = lua_toboolean(L, 3) ? arbi_check_player(L, g, 3, 0) : g->st.cards[c].controller;
    if (!d->pure) return arbi_frames_dab(L, g, d, p, c);
    char err[300];
    if (arbi_dab_run(L, g, d, p, c, err)) return luaL_error(L, "%s", err);
    return 0;
}

/* g:use(card, player|nil, fn, ...) -> what fn(c, ...) returns; player nil:
 * the card's controller. */
static int l_use(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_card_id c = arbi_check_card(L, g, 2);
    if (lua_istable(L, 4)) return use_data(L, g, c);
    luaL_checktype(L, 4, LUA_TFUNCTION);
    int n = lua_gettop(L), b = n + 1;
    push_context(L, g, 1, c);
    lua_pushvalue(L, PLAYER);
    lua_rawget(L, b);                               /* b + 1: the player it had */
    lua_pushinteger(L, g->log_source);              /* b + 2: the writer before */
    lua_pushvalue(L, PLAYER);
    if (!lua_toboolean(L, 3)) lua_pushinteger(L, g->st.cards[c].controller);
    else lua_pushvalue(L, 3);
    lua_rawset(L, b);
    if (!g->quiet) g->log_source = c;
    lua_pushvalue(L, 4);
    lua_pushvalue(L, b);
    for (int i = 5; i <= n; i++) lua_pushvalue(L, i);
    lua_callk(L, n - 3, LUA_MULTRET, b, use_done);
    return use_done(L, LUA_OK, b);
}

/* Replaces the label on top of L with "label (zone)", the name of the
 * zone card c is in, with spaces for underscores ("trade row"). */
static void where(arb_game *g, lua_State *L, arb_card_id c)
{
    int32_t z = g->st.cards[c].zone;
    if (z < 0) return;
    char zone[64];
    snprintf(zone, sizeof zone, "%s", arbi_atom_str(&g->atoms, g->st.zones[z].name));
    for (char *s = zone; *s; s++) if (*s == '_') *s = ' ';
    lua_pushfstring(L, "%s (%s)", lua_tostring(L, -1), zone);
    lua_remove(L, -2);
}

/* The label of card option o of a g:choose, made now: the ruleset's
 * card_label(g, card), or the card's name; with where (o->slot), and the
 * zone it is in (options.c's arbi_label_call says what an error does). */
void arbi_label_card(arb_game *g, lua_State *L, int in_script, arbi_option *o)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->ctx_ref);
    int fn = lua_rawgeti(L, -1, -2) == LUA_TFUNCTION;
    lua_remove(L, -2);
    if (!fn) {
        lua_pop(L, 1);
        lua_pushstring(L, g->defs[g->st.cards[o->card].def].name);
    } else {
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
        lua_pushinteger(L, (lua_Integer)o->card + 1);
        arbi_label_call(g, L, in_script, 2);
    }
    if (o->slot && lua_isstring(L, -1)) where(g, L, o->card);
    arbi_label_store(g, L, o);
}

/* Pushes g:use as a function (for the kernel's own calls: steprun.c). */
void arbi_push_use(lua_State *L, arb_game *g)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->ctx_ref);
    lua_rawgeti(L, -1, -1);
    lua_remove(L, -2);
}

/* Adds use to the game table on top of L. */
void arbi_open_context(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushliteral(L, "player");
    lua_pushcclosure(L, l_use, 2);
    lua_setfield(L, -2, "use");
}
