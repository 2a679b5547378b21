/*
 * layout.c -- the zones and cards a ruleset declares, made by the kernel
 * at every start.
 *
 *   zones = function(g) return { { "deck", owner = 1, vis = "hidden" },
 *                                { "row", rows = 3, cols = 4 }, ... } end,
 *   cards = function(g) return { { "Scout", 8, zone = "deck", player = 1 },
 *                                { "Explorer", 10, zone = "explorers" }, ... } end,
 *
 * Each (a function, or the list itself) is read once, when the cards are
 * loaded, with the game read-only: it may ask g:players(), g:options(),
 * g:card_defs() or g:option_file(), and may raise an error, which fails the
 * game's creation with its file and line.  What it returns becomes kernel
 * tables.  Then, at every start (a new game, a restart), before setup runs,
 * the kernel makes the zones in the order listed and then the cards, each
 * entry's `count` copies put in turn on top of its zone: what setup would do
 * with g:new_zone and g:new_card, in C, with no Lua per game.  A card's
 * owner is `owner`, else the zone's `player` (default 0, a shared zone);
 * cards go only to piles, and only to zones the list declares.
 */
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

typedef struct { uint32_t name; int owner, vis, rows, cols; } lay_zone;
typedef struct { int def, owner, zone, count; } lay_cards;

struct arbi_layout {
    lay_zone *zone; int nzones;
    lay_cards *cards; int ncards;
};

static const char READER[] = "the ruleset's zones and cards declarations";

/* Keeps P.zones and P.cards (P on top of g->L) until the cards are loaded. */
int arbi_read_layout(arb_game *g)
{
    lua_State *L = g->L;
    lua_createtable(L, 0, 2);
    lua_getfield(L, -2, "zones");
    lua_setfield(L, -2, "zones");
    lua_getfield(L, -2, "cards");
    lua_setfield(L, -2, "cards");
    g->layout_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* Pushes the declaration k (zones or cards) as a list: the table, or what
 * its function returns for the read-only game; nil when there is none. */
static void push_list(lua_State *L, arb_game *g, const char *k)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->layout_ref);
    lua_getfield(L, -1, k);
    lua_remove(L, -2);
    if (lua_isfunction(L, -1)) {
        lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
        lua_getfield(L, -1, "G");
        lua_remove(L, -2);
        lua_call(L, 1, 1);
    }
    if (!lua_isnil(L, -1) && !lua_istable(L, -1))
        luaL_error(L, "scripts/%s/ruleset.lua: %s must be a list (or a function returning one), not a %s",
                   g->game, k, luaL_typename(L, -1));
}

/* Field k of the entry on top as an integer in [lo, hi], or dflt when absent. */
static int int_field(lua_State *L, arb_game *g, const char *what, int i, const char *k,
                     int lo, int hi, int dflt)
{
    int t = lua_getfield(L, -1, k), ok;
    lua_Integer v = t == LUA_TNIL ? dflt : lua_tointegerx(L, -1, &ok);
    if (t != LUA_TNIL && (!ok || v < lo || v > hi))
        luaL_error(L, "scripts/%s/ruleset.lua: %s[%d].%s must be a whole number from %d to %d",
                   g->game, what, i, k, lo, hi);
    lua_pop(L, 1);
    return (int)v;
}

/* The entry's name: its first element, a non-empty string (the entry on
 * top keeps it alive). */
static const char *entry_name(lua_State *L, arb_game *g, const char *what, int i)
{
    if (!lua_istable(L, -1)) luaL_error(L, "scripts/%s/ruleset.lua: %s[%d] must be a table", g->game, what, i);
    lua_geti(L, -1, 1);
    const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (!s || !*s) luaL_error(L, "scripts/%s/ruleset.lua: %s[%d] must begin with a name", g->game, what, i);
    lua_pop(L, 1);
    return s;
}

/* The atom of field k (a string) of the entry on top; its name when k is 1. */
static uint32_t atom_field(lua_State *L, arb_game *g, int k, const char *key)
{
    if (key) lua_getfield(L, -1, key); else lua_geti(L, -1, k);
    uint32_t a = arbi_check_atom(L, g, -1);
    lua_pop(L, 1);
    return a;
}

static int vis_named(lua_State *L, arb_game *g, int i)
{
    static const char *const names[] = { "hidden", "owner", "public", NULL };
    static const int vis[] = { ARBI_HIDDEN_VIS, ARBI_OWNER_VIS, ARBI_PUBLIC_VIS };
    lua_getfield(L, -1, "vis");
    const char *v = lua_isnil(L, -1) ? "public" : lua_tostring(L, -1);
    for (int k = 0; v && names[k]; k++)
        if (!strcmp(v, names[k])) return lua_pop(L, 1), vis[k];
    return luaL_error(L, "scripts/%s/ruleset.lua: zones[%d].vis must be hidden, owner or public",
                      g->game, i);
}

static int find_zone(const struct arbi_layout *y, uint32_t name, int owner)
{
    for (int k = 0; k < y->nzones; k++)
        if (y->zone[k].name == name && y->zone[k].owner == owner) return k;
    return -1;
}

static void read_zone(lua_State *L, arb_game *g, struct arbi_layout *y, int i)
{
    lay_zone *z = &y->zone[y->nzones];
    const char *name = entry_name(L, g, "zones", i);
    z->name = atom_field(L, g, 1, NULL);
    z->owner = int_field(L, g, "zones", i, "owner", 0, g->players, 0);
    z->vis = vis_named(L, g, i);
    z->rows = int_field(L, g, "zones", i, "rows", 0, ARB_MAX_GRID_CELLS, 0);
    z->cols = int_field(L, g, "zones", i, "cols", 0, ARB_MAX_GRID_CELLS, 0);
    if ((z->rows > 0) != (z->cols > 0) || (long long)z->rows * z->cols > ARB_MAX_GRID_CELLS)
        luaL_error(L, "scripts/%s/ruleset.lua: zones[%d]: a grid needs rows and cols, at most %d cells",
                   g->game, i, ARB_MAX_GRID_CELLS);
    if (find_zone(y, z->name, z->owner) >= 0)
        luaL_error(L, "scripts/%s/ruleset.lua: zones[%d]: zone '%s' of player %d is declared twice",
                   g->game, i, name, z->owner);
    y->nzones++;
}

static void read_cards(lua_State *L, arb_game *g, struct arbi_layout *y, int i, long long *total)
{
    lay_cards *e = &y->cards[y->ncards];
    const char *name = entry_name(L, g, "cards", i);
    if ((e->def = arbi_def_find(g, name)) < 0)
        luaL_error(L, "scripts/%s/ruleset.lua: cards[%d]: %s has no card named '%s'", g->game, i, g->game, name);
    lua_geti(L, -1, 2);
    int ok;
    lua_Integer n = lua_tointegerx(L, -1, &ok);
    lua_pop(L, 1);
    if (!ok || n < 0 || n > ARB_MAX_CARDS)
        luaL_error(L, "scripts/%s/ruleset.lua: cards[%d]: the count (its second element) must be "
                   "a whole number from 0 to %d", g->game, i, ARB_MAX_CARDS);
    if ((*total += n) > ARB_MAX_CARDS)
        luaL_error(L, "scripts/%s/ruleset.lua: cards declares more than %d cards", g->game, ARB_MAX_CARDS);
    e->count = (int)n;
    int player = int_field(L, g, "cards", i, "player", 0, g->players, 0);
    e->owner = int_field(L, g, "cards", i, "owner", 0, g->players, player);
    if (lua_getfield(L, -1, "zone") != LUA_TSTRING)
        luaL_error(L, "scripts/%s/ruleset.lua: cards[%d] needs zone = the name of a declared zone", g->game, i);
    lua_pop(L, 1);
    e->zone = find_zone(y, atom_field(L, g, 0, "zone"), player);
    if (e->zone < 0 || y->zone[e->zone].rows)
        luaL_error(L, "scripts/%s/ruleset.lua: cards[%d]: zones declares no pile for it (zone, player)",
                   g->game, i);
    y->ncards++;
}

/* Reads list k (on top) with one reader per entry, into a new array;
 * returns how many cards it declares (0 for zones). */
static long long read_list(lua_State *L, arb_game *g, struct arbi_layout *y, const char *k)
{
    lua_Integer n = lua_istable(L, -1) ? luaL_len(L, -1) : 0;
    if (n > ARB_MAX_ZONES)
        luaL_error(L, "scripts/%s/ruleset.lua: %s lists more than %d entries", g->game, k, ARB_MAX_ZONES);
    int zones = !strcmp(k, "zones");
    void *a = calloc((size_t)(n ? n : 1), zones ? sizeof(lay_zone) : sizeof(lay_cards));
    if (!a) luaL_error(L, "out of memory");
    if (zones) y->zone = a; else y->cards = a;
    long long total = 0;
    for (int i = 1; i <= n; i++) {
        lua_geti(L, -1, i);
        if (zones) read_zone(L, g, y, i); else read_cards(L, g, y, i, &total);
        lua_pop(L, 1);
    }
    return total;
}

/* The cards must fit under the memory cap: made in C they spend no
 * instruction budget, and each lives in the state, its checkpoint and the
 * one before (three copies), with a slot in every pile (card.c). */
static void check_room(lua_State *L, arb_game *g, const struct arbi_layout *y, long long total)
{
    long long piles = 0;
    for (int i = 0; i < y->nzones; i++) piles += y->zone[i].rows == 0;
    long long bytes = 3 * total * ((long long)sizeof(arbi_card) + 4 * piles);
    if (bytes > (long long)g->mem_limit)
        luaL_error(L, "scripts/%s/ruleset.lua: cards declares %I cards in %I piles: about %I bytes "
                   "of state, past the cap of %I (arb_config.mem_limit)", g->game, (lua_Integer)total,
                   (lua_Integer)piles, (lua_Integer)bytes, (lua_Integer)g->mem_limit);
}

static int compile_protected(lua_State *L)
{
    arb_game *g = lua_touserdata(L, 1);
    struct arbi_layout *y = g->layout;
    push_list(L, g, "zones");
    read_list(L, g, y, "zones");
    push_list(L, g, "cards");
    if (!lua_isnil(L, -1) && y->nzones == 0)
        luaL_error(L, "scripts/%s/ruleset.lua: cards needs zones, the zones they go to", g->game);
    check_room(L, g, y, read_list(L, g, y, "cards"));
    return 0;
}

/* After the cards are loaded: reads the declarations (their errors fail
 * the load, with g->err set).  0 or -1. */
int arbi_compile_layout(arb_game *g)
{
    if (g->layout_ref == LUA_NOREF) return 0;
    g->layout = calloc(1, sizeof *g->layout);
    if (!g->layout) return arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
    g->st.h.nplayers = g->players;           /* what g:players() reads (the state is made anew at start) */
    lua_pushcfunction(g->L, compile_protected);
    lua_pushlightuserdata(g->L, g);
    arb_status st = arbi_pcall(g, 1, READER);
    luaL_unref(g->L, LUA_REGISTRYINDEX, g->layout_ref);
    g->layout_ref = LUA_NOREF;
    return st == ARB_OK ? 0 : -1;
}

/* At a start, on the fresh state: the declared zones, then the cards.
 * ARB_OK, or a failure (a cap) with g->err set. */
arb_status arbi_lay_out(arb_game *g)
{
    const struct arbi_layout *y = g->layout;
    const char *why = NULL;
    arb_zone_id base = g->st.h.nzones;
    for (int i = 0; y && i < y->nzones; i++) {
        const lay_zone *z = &y->zone[i];
        if (arbi_zone_new(&g->st, z->name, z->owner, z->rows ? ARBI_GRID : ARBI_PILE, z->vis,
                          z->rows, z->cols, &why) == ARB_NONE)
            return arbi_fail(g, ARB_ESCRIPT, "zone '%s' of player %d: %s",
                             arbi_atom_str(&g->atoms, z->name), z->owner, why);
    }
    for (int i = 0; y && i < y->ncards; i++) {
        const lay_cards *e = &y->cards[i];
        int def = arbi_swapped(g, e->def, e->owner);         /* a study's swap (swap.c) */
        for (int k = 0; k < e->count && def >= 0; k++) {
            arb_card_id c = arbi_card_new(&g->st, def, e->owner, &why);
            if (c == ARB_NONE || arbi_card_move(&g->st, c, base + e->zone, 0, &why))
                return arbi_fail(g, ARB_EBUDGET, "cannot make a card: %s", why);
        }
    }
    return ARB_OK;
}

void arbi_free_layout(arb_game *g)
{
    if (!g->layout) return;
    free(g->layout->zone);
    free(g->layout->cards);
    free(g->layout);
    g->layout = NULL;
}
