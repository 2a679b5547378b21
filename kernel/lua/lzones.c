/*
 * lzones.c -- the game API's zones: making them, finding them, reading
 * what they hold (g:cards, g:top, g:cell...), shuffling, and the pile
 * verbs that move many cards in one call (g:move_all, g:draw); and
 * g:card_defs, whose filter is g:cards'.  Same rules as lapi.c: check,
 * one kernel call, push; misuse raises.
 */
#include "lapi.h"
#include "options.h"
#include <stdlib.h>
#include <string.h>

static int vis_of(lua_State *L, const char *v)
{
    if (!strcmp(v, "hidden")) return ARBI_HIDDEN_VIS;
    if (!strcmp(v, "owner")) return ARBI_OWNER_VIS;
    if (!strcmp(v, "public")) return ARBI_PUBLIC_VIS;
    return luaL_error(L, "zone visibility must be hidden, owner or public, not '%s'", v);
}

/* Reads rows and cols of a grid from the options table at index 4 (0, 0:
 * a pile).  A grid past ARB_MAX_GRID_CELLS is an error, never cut short. */
static void grid_size(lua_State *L, int *rows, int *cols)
{
    lua_Integer r = 0, c = 0;
    if (lua_getfield(L, 4, "rows") == LUA_TNUMBER) r = lua_tointeger(L, -1);
    if (lua_getfield(L, 4, "cols") == LUA_TNUMBER) c = lua_tointeger(L, -1);
    lua_pop(L, 2);
    if (r <= 0 || c <= 0) { *rows = *cols = 0; return; }
    if (r > ARB_MAX_GRID_CELLS || c > ARB_MAX_GRID_CELLS)
        luaL_error(L, "grid '%s' would have more than %d cells, the most a grid holds "
                   "(ARB_MAX_GRID_CELLS)", lua_tostring(L, 2), ARB_MAX_GRID_CELLS);
    if (r * c > ARB_MAX_GRID_CELLS)
        luaL_error(L, "grid '%s' would have %I cells (%I x %I); a grid holds at most %d "
                   "(ARB_MAX_GRID_CELLS)", lua_tostring(L, 2), r * c, r, c, ARB_MAX_GRID_CELLS);
    *rows = (int)r;
    *cols = (int)c;
}

/* g:new_zone(name, owner, {vis=, rows=, cols=}) -> zone */
static int l_new_zone(lua_State *L)
{
    ARBI_WRITES(L, "new_zone");
    arb_game *g = GAME(L);
    uint32_t name = arbi_check_atom(L, g, 2);
    int owner = arbi_check_player(L, g, 3, 1);
    int vis = ARBI_PUBLIC_VIS, rows = 0, cols = 0;
    if (lua_istable(L, 4)) {
        if (lua_getfield(L, 4, "vis") == LUA_TSTRING) vis = vis_of(L, lua_tostring(L, -1));
        lua_pop(L, 1);
        grid_size(L, &rows, &cols);
    }
    int kind = rows > 0 ? ARBI_GRID : ARBI_PILE;
    const char *why;
    arb_zone_id z = arbi_zone_new(&g->st, name, owner, kind, vis, rows, cols, &why);
    if (z == ARB_NONE) return luaL_error(L, "zone '%s' of player %d: %s", lua_tostring(L, 2), owner, why);
    lua_pushinteger(L, z + 1);
    return 1;
}

static int l_zone(lua_State *L)
{
    arb_game *g = GAME(L);
    uint32_t name = arbi_lua_atom(L, g, 2);
    int owner = (int)luaL_optinteger(L, 3, 0);
    arb_zone_id z = name ? arbi_zone_find(&g->st, name, owner) : ARB_NONE;
    if (z == ARB_NONE) lua_pushnil(L); else lua_pushinteger(L, z + 1);
    return 1;
}

static int l_zone_info(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_zone *z = &g->st.zones[arbi_check_zone(L, g, 2)];
    static const char *const vis[] = {"hidden", "owner", "public"};
    lua_pushstring(L, arbi_atom_str(&g->atoms, z->name));
    lua_pushinteger(L, z->owner);
    lua_pushstring(L, vis[z->vis]);
    lua_pushinteger(L, z->rows);
    lua_pushinteger(L, z->cols);
    return 5;
}

static int l_zone_count(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.nzones); return 1; }

static int l_size(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.zones[arbi_check_zone(L, g, 2)].count);
    return 1;
}

/* What g:cards keeps of a zone's cards: those face up (face_up = true),
 * those face down (face_down = true),
 * those whose definition has a field (has = "name": `of`, whether each
 * definition has it, read once per field name -- definitions change only
 * by a reload, which forgets them -- or, past 16 names or 64 bytes, read
 * card by card), those holding a card value other than 0 or false (value =
 * "name"; a name never made: none), those whose range reaches a distance
 * (reaches = d: the grid family's, its `grid`). defs, the stack index of
 * the raw definitions, is 0 when there is no filter. */
typedef struct {
    int face_up; const char *has; const uint8_t *of; int defs; int value; uint32_t key;
    const arbi_family *grid; int64_t reaches;
    int face_down;
} card_filter;

void arbi_forget_has(arb_game *g)
{
    for (int i = 0; i < g->nhas; i++) free(g->has[i].of);
    g->nhas = 0;
    g->has_gen++;
}

/* Whether definition def has the field, a name or a path "is.damage" (a
 * field of a table field). */
static int def_has(lua_State *L, int defs, int def, const char *field)
{
    int top = lua_gettop(L);
    lua_rawgeti(L, defs, def + 1);
    arbi_push_path(L, top + 1, field);
    int yes = lua_toboolean(L, -1);
    lua_settop(L, top);
    return yes;
}

/* Which of g->has holds the marks of a field name, read now if need be
 * (-1: none can, read card by card).  Nothing is interned: a reader (a
 * view, a query) may filter too. */
static int has_index(lua_State *L, arb_game *g, int defs, const char *field)
{
    size_t len = strlen(field);
    for (int i = 0; i < g->nhas; i++) if (!strcmp(g->has[i].field, field)) return i;
    if (g->nhas == (int)(sizeof g->has / sizeof g->has[0]) || len >= sizeof g->has[0].field) return -1;
    uint8_t *of = malloc((size_t)(g->ndefs ? g->ndefs : 1));
    if (!of) return -1;
    for (int d = 0; d < g->ndefs; d++) of[d] = (uint8_t)def_has(L, defs, d, field);
    memcpy(g->has[g->nhas].field, field, len + 1);
    g->has[g->nhas].of = of;
    return g->nhas++;
}

static int kept(lua_State *L, const arb_game *g, const card_filter *f, int32_t c)
{
    if (f->face_up && !g->st.cards[c].face_up) return 0;
    if (f->face_down && g->st.cards[c].face_up) return 0;
    if (f->value) {
        const arbi_var *v = f->key ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), f->key) : NULL;
        if (!v || (v->type != ARBI_VSTR && v->value == 0)) return 0;
    }
    if (f->grid && arbi_grid_range(g, f->grid, c) < f->reaches) return 0;
    if (!f->has) return 1;
    return f->of ? f->of[g->st.cards[c].def] : def_has(L, f->defs, g->st.cards[c].def, f->has);
}

/* The fields of the filter table at t (arg: the argument it is, for the
 * error), into f; with intern, its value name is interned (a declared
 * filter's, while the game loads).  A grid's reach is found by the caller. */
static void filter_fields(lua_State *L, arb_game *g, int t, int arg, int intern, card_filter *f)
{
    for (lua_pushnil(L); lua_next(L, t); lua_pop(L, 1)) {   /* (its fields: one look each) */
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "";
        if (!strcmp(k, "face_up")) f->face_up = lua_toboolean(L, -1);
        else if (!strcmp(k, "face_down")) f->face_down = lua_toboolean(L, -1);
        else if (!strcmp(k, "has")) f->has = luaL_checkstring(L, -1);   /* (the table keeps it) */
        else if (!strcmp(k, "value")) {
            luaL_checktype(L, -1, LUA_TSTRING);
            f->value = 1;
            f->key = intern ? arbi_check_atom(L, g, lua_gettop(L)) : arbi_lua_atom(L, g, lua_gettop(L));
        } else if (!strcmp(k, "reaches")) {
            if (!lua_isinteger(L, -1)) luaL_argerror(L, arg, "reaches must be a distance (an integer)");
            f->reaches = lua_tointeger(L, -1);
            f->grid = (const arbi_family *)1;        /* (the caller's to find) */
        } else {
            luaL_argerror(L, arg, lua_pushfstring(L, "a filter has no field '%s' (face_up, face_down, has, value, reaches)",
                                                  lua_type(L, -2) == LUA_TSTRING ? k : luaL_typename(L, -2)));
        }
    }
}

/* A filter declared while the game loads (filter{}), kept for the game's
 * life: what g:cards reads of a table at every call, read once. */
typedef struct arbi_cfilter {
    card_filter f;
    char *has;
    int has_at;                    /* its marks: g->has[has_at] while gen is g->has_gen */
    unsigned gen;
} arbi_cfilter;
#define FILTER_MT "arbiter.filter"
#define MAX_FILTERS 4096           /* declared filters one game may keep (memory outside Lua's cap) */

/* A zone list declared while loading (zone_list{}): the zones g:cards and
 * g:first read, in order, kept in the handle itself (no game memory). */
#define ZLIST_MT "arbiter.zone_list"
#define MAX_LIST_ZONES 16
typedef struct zlist { int n; arb_zone_id z[MAX_LIST_ZONES]; } zlist;

void arbi_free_filters(arb_game *g)
{
    for (int i = 0; i < g->ncfilters; i++) free(g->cfilters[i].has);
    free(g->cfilters);
    g->cfilters = NULL;
    g->ncfilters = 0;
}

/* filter{ face_up =, has =, value =, reaches = } -> a handle g:cards and
 * g:first take for the table, its fields checked and its names found now
 * (as g:key does for a value's name).  Only while the game loads. */
static int l_filter(lua_State *L)
{
    arb_game *g = lua_touserdata(L, lua_upvalueindex(1));
    if (g->steps_closed) return luaL_error(L, "filter{} declares a filter while the game loads, not after");
    luaL_checktype(L, 1, LUA_TTABLE);
    arbi_push_real(L, 1);
    card_filter f = { 0, NULL, NULL, 0, 0, 0, NULL, 0, 0 };
    filter_fields(L, g, lua_gettop(L), 1, 1, &f);
    if (g->ncfilters >= MAX_FILTERS) return luaL_error(L, "filter{}: at most %d filters a game", MAX_FILTERS);
    arbi_cfilter *nf = realloc(g->cfilters, sizeof *nf * (size_t)(g->ncfilters + 1));
    if (!nf) return luaL_error(L, "out of memory");
    g->cfilters = nf;
    char *has = f.has ? arbi_strdup(f.has) : NULL;
    if (f.has && !has) return luaL_error(L, "out of memory");
    nf[g->ncfilters] = (arbi_cfilter){ f, has, -1, 0 };
    int *id = lua_newuserdatauv(L, sizeof *id, 0);
    *id = g->ncfilters++;
    luaL_setmetatable(L, FILTER_MT);
    return 1;
}

/* zone_list{ z1, z2, ... } -> a handle g:cards and g:first take for that
 * list of zones (1 to 16 zone ids, read in that order), with nothing read
 * of a table per call.  Only while the game loads; the ids are checked
 * against the game's zones at each call (the zones may come later). */
static int l_zone_list(lua_State *L)
{
    arb_game *g = lua_touserdata(L, lua_upvalueindex(1));
    if (g->steps_closed) return luaL_error(L, "zone_list{} declares a list of zones while the game loads, not after");
    luaL_checktype(L, 1, LUA_TTABLE);
    arbi_push_real(L, 1);
    int t = lua_gettop(L), n = (int)luaL_len(L, t);
    if (n < 1 || n > MAX_LIST_ZONES) return luaL_argerror(L, 1, "a zone list holds 1 to 16 zones");
    zlist *zl = lua_newuserdatauv(L, sizeof *zl, 0);
    zl->n = n;
    for (int i = 0; i < n; i++) {
        lua_rawgeti(L, t, i + 1);
        lua_Integer z = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
        if (z < 1 || z > 65535) return luaL_argerror(L, 1, "a zone list's entries are zone ids");
        zl->z[i] = (arb_zone_id)(z - 1);
        lua_pop(L, 1);
    }
    luaL_setmetatable(L, ZLIST_MT);
    return 1;
}

/* A handle's metatable, hidden from scripts; g keeps where it is, so that
 * a call knows a handle by one comparison. */
static const void *handle_mt(lua_State *L, const char *name, const char *what)
{
    luaL_newmetatable(L, name);
    lua_pushstring(L, what);
    lua_setfield(L, -2, "__metatable");              /* (scripts may not see or change it) */
    const void *mt = lua_topointer(L, -1);
    lua_pop(L, 1);
    return mt;
}

void arbi_open_filter(lua_State *L, int arb, arb_game *g)
{
    g->filter_mt = handle_mt(L, FILTER_MT, "filter");
    g->zlist_mt = handle_mt(L, ZLIST_MT, "zone_list");
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_filter, 1);
    lua_setfield(L, arb, "filter");
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_zone_list, 1);
    lua_setfield(L, arb, "zone_list");
}

/* The handle at arg, if it is one whose metatable is mt (the registry
 * keeps it, so its address stays), else NULL. */
static void *handle_at(lua_State *L, int arg, const void *mt)
{
    if (lua_type(L, arg) != LUA_TUSERDATA || !lua_getmetatable(L, arg)) return NULL;
    int yes = lua_topointer(L, -1) == mt;
    lua_pop(L, 1);
    return yes ? lua_touserdata(L, arg) : NULL;
}

/* Reads g:cards' and g:first's filter, at stack index arg (if any): a
 * table, or a filter declared while loading (its fields read then). */
static card_filter read_filter(lua_State *L, arb_game *g, int arg)
{
    card_filter f = { 0, NULL, NULL, 0, 0, 0, NULL, 0, 0 };
    if (lua_isnoneornil(L, arg)) return f;
    const int *id = handle_at(L, arg, g->filter_mt);
    arbi_cfilter *cf = id && *id >= 0 && *id < g->ncfilters ? &g->cfilters[*id] : NULL;
    if (cf) f = cf->f, f.has = cf->has;
    else {
        luaL_checktype(L, arg, LUA_TTABLE);
        arbi_push_real(L, arg);                    /* (a frozen filter: the table it reads through) */
        filter_fields(L, g, lua_gettop(L), arg, 0, &f);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    f.defs = lua_gettop(L);
    if (f.grid && !(f.grid = arbi_first_grid(g)))
        luaL_argerror(L, arg, "reaches: the game has no grid family (or its cards are not loaded yet)");
    if (!f.has) return f;
    if (cf && cf->has_at >= 0 && cf->gen == g->has_gen) {
        f.of = g->has[cf->has_at].of;                /* (its own, found before) */
        return f;
    }
    int i = has_index(L, g, f.defs, f.has);
    if (cf) cf->has_at = i, cf->gen = g->has_gen;
    f.of = i >= 0 ? g->has[i].of : NULL;
    return f;
}

/* g:card_defs([filter]) -> every definition loaded, in load order; with
 * a filter (a table or filter{}, `has` only: a definition has no face, no
 * values and no range), those that have the field, found by the marks
 * g:cards keeps, so a ruleset's setup that wants the Encounters or the
 * characters reads no other definition. */
static int l_card_defs(lua_State *L)
{
    arb_game *g = GAME(L);
    card_filter f = read_filter(L, g, 2);
    if (f.face_up || f.face_down || f.value || f.grid)
        return luaL_argerror(L, 2, "a definition is filtered by has only (face_up, face_down, value and reaches "
                                   "are a card's)");
    lua_createtable(L, f.has ? 0 : g->ndefs, 0);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->defs_ref);     /* the views made so far */
    for (int i = 0, k = 1; i < g->ndefs; i++) {
        if (f.has && !(f.of ? f.of[i] : def_has(L, f.defs, i, f.has))) continue;
        if (lua_rawgeti(L, -1, i + 1) == LUA_TNIL) lua_pop(L, 1), arbi_push_def(g, L, i);
        lua_rawseti(L, -3, k++);
    }
    lua_pop(L, 1);
    return 1;
}

/* The zones g:cards and g:first read: argument 2, a zone, a zone_list{}
 * or a list of zones (read in that order; a frozen list reads through);
 * how many, in zs. */
static int check_zones(lua_State *L, arb_game *g, arb_zone_id *zs)
{
    const zlist *zl = handle_at(L, 2, g->zlist_mt);
    if (zl) {
        for (int i = 0; i < zl->n; i++) {
            if (zl->z[i] >= g->st.h.nzones)
                luaL_error(L, "bad zone id %d in a zone list (the game has %d zones)", (int)zl->z[i] + 1,
                           g->st.h.nzones);
            zs[i] = zl->z[i];
        }
        return zl->n;
    }
    if (!lua_istable(L, 2)) return zs[0] = arbi_check_zone(L, g, 2), 1;
    arbi_push_real(L, 2);                    /* (a frozen list: the table it reads through) */
    int t = lua_gettop(L), n = (int)luaL_len(L, t);
    if (n > MAX_LIST_ZONES) luaL_argerror(L, 2, "at most 16 zones");
    for (int i = 0; i < n; i++) {
        lua_rawgeti(L, t, i + 1);
        zs[i] = arbi_check_zone(L, g, lua_gettop(L));
        lua_pop(L, 1);
    }
    lua_settop(L, t - 1);
    return n;
}

/* g:cards(z [, filter]) -> list, top first (grids: row-major, empty cells
 * skipped); z may be a list of zones, whose cards follow one another; a
 * filter ({ face_up =, has =, value =, reaches = }; any other field is an
 * error, and a frozen filter reads through) keeps only some, so that a rule
 * looking for a few cards of some zones makes one call, not one per card
 * or per zone. */
static int l_cards(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id zs[MAX_LIST_ZONES];
    int nz = check_zones(L, g, zs), all = 0;
    for (int j = 0; j < nz; j++) all += g->st.zones[zs[j]].count;
    card_filter f = read_filter(L, g, 3);
    lua_createtable(L, all, 0);
    for (int j = 0, k = 1; j < nz; j++) {
        const arbi_zone *z = &g->st.zones[zs[j]];
        for (int i = 0, n = arbi_zone_places(z); i < n; i++) {
            arb_card_id c = arbi_place_at(&g->st, z, i);
            if (c == ARB_NONE || (f.defs && !kept(L, g, &f, c))) continue;
            lua_pushinteger(L, c + 1);
            lua_rawseti(L, -2, k++);
        }
    }
    return 1;
}

/* g:near(p, d [, filter]) -> the cards of the game's grid (its first grid
 * family's) within distance d of player p's cell, row by row, kept by the
 * filter as g:cards keeps them: "the facedown cards adjacent to you" in one
 * call; an empty list while p is off the grid. */
static int l_near(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_family *gf = arbi_first_grid(g);
    if (!gf) return luaL_error(L, "g:near: the game has no grid family (or its cards are not loaded yet)");
    int p = arbi_check_player(L, g, 2, 0);
    lua_Integer d = luaL_checkinteger(L, 3);
    card_filter f = read_filter(L, g, 4);
    arb_zone_id z = arbi_grid_zone(g, gf);
    lua_newtable(L);
    int row, col;
    if (z == ARB_NONE || !arbi_grid_cell(g, gf, p, &g->st.zones[z], &row, &col)) return 1;
    const arbi_zone *zz = &g->st.zones[z];
    for (int i = 0, k = 1, n = arbi_zone_places(zz); i < n; i++) {
        arb_card_id c = arbi_place_at(&g->st, zz, i);
        if (c == ARB_NONE || arbi_cell_distance(row, col, i, zz->cols) > d) continue;
        if (f.defs && !kept(L, g, &f, c)) continue;
        lua_pushinteger(L, c + 1);
        lua_rawseti(L, -2, k++);
    }
    return 1;
}

/* g:first(z [, filter]) -> the first card g:cards(z, filter) would list, or
 * nil: "is there one?" without making a list. */
static int l_first(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id zs[MAX_LIST_ZONES];
    int nz = check_zones(L, g, zs);
    card_filter f = read_filter(L, g, 3);
    for (int j = 0; j < nz; j++) {
        const arbi_zone *z = &g->st.zones[zs[j]];
        for (int i = 0, n = arbi_zone_places(z); i < n; i++) {
            arb_card_id c = arbi_place_at(&g->st, z, i);
            if (c != ARB_NONE && (!f.defs || kept(L, g, &f, c))) return arbi_push_card(L, c);
        }
    }
    lua_pushnil(L);
    return 1;
}

static int l_top(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id z = arbi_check_zone(L, g, 2);
    return arbi_push_card(L, arbi_zone_at(&g->st, z, (int)luaL_optinteger(L, 3, 1)));
}

static int l_bottom(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id z = arbi_check_zone(L, g, 2);
    return arbi_push_card(L, arbi_zone_at(&g->st, z, g->st.zones[z].count));
}

static int l_cell(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_zone_id zid = arbi_check_zone(L, g, 2);
    const arbi_zone *z = &g->st.zones[zid];
    lua_Integer r = luaL_checkinteger(L, 3), c = luaL_checkinteger(L, 4);
    if (z->kind != ARBI_GRID || r < 1 || r > z->rows || c < 1 || c > z->cols) {
        lua_pushnil(L);
        return 1;
    }
    return arbi_push_card(L, arbi_zone_at(&g->st, zid, (int)((r - 1) * z->cols + c - 1)));
}

static int l_shuffle(lua_State *L)
{
    ARBI_WRITES(L, "shuffle");
    arb_game *g = GAME(L);
    if (arbi_zone_shuffle(&g->st, arbi_check_zone(L, g, 2)))
        return luaL_error(L, "a grid zone cannot be shuffled");
    return 0;
}

/* ---- piles ---------------------------------------------------------------- */

/* Moves the top card of zone `from` onto zone `to` (a pile): 0, or -1. */
int arbi_move_top(arb_game *g, arb_zone_id from, arb_zone_id to)
{
    const char *why;
    arb_card_id c = arbi_zone_at(&g->st, from, 1);
    return c == ARB_NONE ? -1 : arbi_card_move(&g->st, c, to, 0, &why);
}

static int piles(const arb_game *g, arb_zone_id a, arb_zone_id b)
{
    return g->st.zones[a].kind == ARBI_PILE && g->st.zones[b].kind == ARBI_PILE;
}

int arbi_move_all(arb_game *g, arb_zone_id from, arb_zone_id to)
{
    int n = 0;
    if (from == to) return 0;
    if (piles(g, from, to)) return arbi_move_tops(&g->st, from, to, g->st.zones[from].count);
    while (arbi_move_top(g, from, to) == 0) n++;
    return n;
}

int arbi_pile_draw(arb_game *g, arb_zone_id from, arb_zone_id to, int64_t n, arb_zone_id refill,
                   int *refills)
{
    int got = 0;
    *refills = 0;
    if (g->st.zones[from].count == 0 && (refill == ARB_NONE || g->st.zones[refill].count == 0))
        return 0;                       /* nothing to draw, nothing to refill with */
    int batch = piles(g, from, to) && (refill == ARB_NONE || piles(g, refill, from));
    while (got < n) {
        if (g->st.zones[from].count == 0) {
            if (refill == ARB_NONE || refill == from || g->st.zones[refill].count == 0) break;
            arbi_move_all(g, refill, from);
            arbi_zone_shuffle(&g->st, from);
            (*refills)++;
        }
        if (batch) { got += arbi_move_tops(&g->st, from, to, n - got); continue; }
        if (arbi_move_top(g, from, to)) break;
        got++;
    }
    return got;
}

static arb_zone_id check_pile(lua_State *L, arb_game *g, int arg)
{
    arb_zone_id z = arbi_check_zone(L, g, arg);
    if (g->st.zones[z].kind != ARBI_PILE) luaL_argerror(L, arg, "must be a pile, not a grid");
    return z;
}

/* g:move_all(from, to): every card of pile `from` goes onto pile `to`, one
 * at a time from the top (as a loop of g:move would).  Returns how many. */
static int l_move_all(lua_State *L)
{
    ARBI_WRITES(L, "move_all");
    arb_game *g = GAME(L);
    arb_zone_id from = check_pile(L, g, 2), to = check_pile(L, g, 3);
    lua_pushinteger(L, arbi_move_all(g, from, to));
    return 1;
}

/* g:draw(from, to, n, refill): moves up to n cards, one at a time, from the
 * top of pile `from` onto pile `to`; when `from` runs out and a `refill`
 * pile is given, its cards go into `from`, which is shuffled, and drawing
 * goes on.  Returns the cards drawn and how many times `from` was refilled. */
static int l_draw(lua_State *L)
{
    ARBI_WRITES(L, "draw");
    arb_game *g = GAME(L);
    arb_zone_id from = check_pile(L, g, 2), to = check_pile(L, g, 3);
    lua_Integer n = luaL_checkinteger(L, 4);
    arb_zone_id refill = lua_isnoneornil(L, 5) ? ARB_NONE : check_pile(L, g, 5);
    int refills, got = arbi_pile_draw(g, from, to, n, refill, &refills);
    lua_pushinteger(L, got);
    lua_pushinteger(L, refills);
    return 2;
}

static const luaL_Reg api[] = {
    {"new_zone", l_new_zone}, {"zone", l_zone}, {"zone_info", l_zone_info},
    {"zone_count", l_zone_count}, {"size", l_size}, {"cards", l_cards}, {"first", l_first}, {"near", l_near},
    {"top", l_top}, {"bottom", l_bottom}, {"card_defs", l_card_defs}, {"cell", l_cell}, {"shuffle", l_shuffle},
    {"move_all", l_move_all}, {"draw", l_draw},
    {NULL, NULL}
};

void arbi_open_zones(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
}
