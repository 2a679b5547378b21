/*
 * costmods.c -- what the face-up cards of a grid change in the cost of a
 * card to buy: the grid family's `cost_mods` (grid.c), for its listing and
 * for g:buy_cost.
 *
 * A definition's cost_mods field is data the kernel reads once, at load:
 *   buy_cost_mod = { add = 1, has = "is.technology" }  -- Technology costs 1 more
 *   buy_cost_mod = { add = 1, name = "Roll Out!" }      -- Roll Out! costs 1 more
 * (add: the change; has: only for a card whose definition has that field,
 * a name or a path; name: only for the card of that name; both: both hold;
 * neither: every card) -- or, for the rule data cannot say, a function
 * f(g, that_card, card, p) returning the change.  A sum walks the grid's
 * face-up changers in cell order and calls Lua only for a function.
 */
#include "options.h"
#include "lapi.h"
#include <stdarg.h>
#include <stdlib.h>

void arbi_free_cost_mods(arbi_family *f)
{
    for (int d = 0; f->mod_match && d < f->nmod; d++) free(f->mod_match[d]);
    free(f->mod_match);
    free(f->mod_add);
    f->mod_match = NULL;
    f->mod_add = NULL;
    f->nmod = 0;
}

static const char *SHAPE = "a function f(g, card, x, p) or { add = n, has = \"field\", name = \"card\" }";

/* Raises "file:line: card: what", at the line where definition def's file
 * sets the field (read again from the file: only when refusing it). */
static int refuse(arb_game *g, lua_State *L, int def, const char *field, const char *fmt, ...)
{
    const arbi_def *d = &g->defs[def];
    size_t n;
    char *src = d->file ? arbi_script_text(g, d->file, &n) : NULL;
    int line = src ? arbi_field_line(src, field) : 0;
    free(src);
    va_list ap;
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    return luaL_error(L, "%s:%d: %s: %s", d->file ? d->file : d->name, line, d->name, lua_tostring(L, -1));
}

/* The string field k of the table on top, or NULL. */
static const char *opt_string(arb_game *g, lua_State *L, int def, const char *k, const char *field)
{
    int t = lua_getfield(L, -1, k);
    const char *s = t == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (t != LUA_TNIL && !s) refuse(g, L, def, field, "%s.%s must be a string (%s is %s)", field, k, field, SHAPE);
    lua_pop(L, 1);
    return s;
}

/* Card def's data change (the table on top): which definitions it applies
 * to, a byte each, into match; its change into *add. */
static void read_data(arb_game *g, lua_State *L, int defs, int def, const char *field, uint8_t *match,
                      int32_t *add)
{
    lua_getfield(L, -1, "add");
    if (!lua_isinteger(L, -1)) refuse(g, L, def, field, "%s.add must be an integer (%s is %s)", field, field, SHAPE);
    lua_Integer n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (n < INT32_MIN || n > INT32_MAX) refuse(g, L, def, field, "%s.add is out of range", field);
    *add = (int32_t)n;
    const char *has = opt_string(g, L, def, "has", field), *name = opt_string(g, L, def, "name", field);
    int named = name ? arbi_def_find(g, name) : -1;
    if (name && named < 0) refuse(g, L, def, field, "%s.name: no card named '%s'", field, name);
    for (int x = 0; x < g->ndefs; x++) {
        int yes = !name || x == named;
        if (yes && has) {
            int top = lua_gettop(L);
            lua_rawgeti(L, defs, x + 1);
            arbi_push_path(L, top + 1, has);
            yes = lua_toboolean(L, -1);
            lua_settop(L, top);
        }
        match[x] = (uint8_t)yes;
    }
}

int arbi_compile_cost_mods(arb_game *g, lua_State *L, arbi_family *f)
{
    arbi_free_cost_mods(f);
    if (!f->cost_mods) return 0;
    int n = g->ndefs ? g->ndefs : 1, defs = lua_gettop(L);
    f->mod_match = calloc((size_t)n, sizeof *f->mod_match);
    f->mod_add = calloc((size_t)n, sizeof *f->mod_add);
    if (!f->mod_match || !f->mod_add) return arbi_free_cost_mods(f), -1;
    f->nmod = g->ndefs;
    const char *field = arbi_atom_str(&g->atoms, f->cost_mods);
    for (int d = 0; d < g->ndefs; d++) {
        if (!(f->grid_of[d] & ARBI_GRID_MODS)) continue;
        lua_rawgeti(L, defs, d + 1);
        int t = lua_getfield(L, -1, field);
        if (t == LUA_TTABLE) {           /* (anything else is called: an error then says so) */
            if (!(f->mod_match[d] = malloc((size_t)n))) return lua_settop(L, defs), -1;
            read_data(g, L, defs, d, field, f->mod_match[d], &f->mod_add[d]);
        }
        lua_settop(L, defs);
    }
    return 0;
}

/* Card k of grid zz, when it is face up with a cost change: that card,
 * else ARB_NONE. */
static arb_card_id changer(const arb_game *g, const arbi_family *f, const arbi_zone *zz, int k)
{
    arb_card_id x = g->st.slots[zz->off + k];
    return x != ARB_NONE && g->st.cards[x].face_up && (f->grid_of[g->st.cards[x].def] & ARBI_GRID_MODS)
           ? x : ARB_NONE;
}

int arbi_any_cost_mod(const arb_game *g, const arbi_family *f, const arbi_zone *zz)
{
    for (int k = 0; f->cost_mods && k < zz->rows * zz->cols; k++)
        if (changer(g, f, zz, k) != ARB_NONE) return 1;
    return 0;
}

/* What changer m's function cost_mods(g, m, x, p) adds to x's cost.  A
 * price is read, however it is asked (the listing, g:buy_cost from an
 * effect): the function runs as a reader, and an error it raises (a write
 * refused) passes on once the role is restored. */
static int64_t call_mod(arbi_lister *ls, const arbi_family *f, arb_card_id m, arb_card_id x)
{
    lua_State *L = ls->L;
    arb_game *g = ls->g;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_rawgeti(L, -1, g->st.cards[m].def + 1);
    if (lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->cost_mods)) != LUA_TFUNCTION)
        luaL_error(L, "a grid family's cost_mods: %s's field '%s' must be %s",
                   g->defs[g->st.cards[m].def].name, arbi_atom_str(&g->atoms, f->cost_mods), SHAPE);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    lua_pushinteger(L, m + 1);
    lua_pushinteger(L, x + 1);
    lua_pushinteger(L, ls->p);
    const char *was = g->reader;
    if (!was) g->reader = "a price change (cost_mods)";
    int st = lua_pcall(L, 4, 1, 0);
    g->reader = was;
    if (st != LUA_OK) lua_error(L);
    if (!lua_isinteger(L, -1)) luaL_error(L, "a grid family's cost_mods must return an integer");
    int64_t n = lua_tointeger(L, -1);
    lua_pop(L, 3);
    return n;
}

int64_t arbi_cost_change(arbi_lister *ls, const arbi_family *f, const arbi_zone *zz, arb_card_id x)
{
    const arb_game *g = ls->g;
    int64_t sum = 0;
    for (int k = 0; k < zz->rows * zz->cols; k++) {
        arb_card_id m = changer(g, f, zz, k);
        if (m == ARB_NONE) continue;
        int dm = g->st.cards[m].def;
        const uint8_t *match = dm < f->nmod ? f->mod_match[dm] : NULL;
        if (match) sum = match[g->st.cards[x].def] ? arbi_sat_add(sum, f->mod_add[dm]) : sum;
        else sum = arbi_sat_add(sum, call_mod(ls, f, m, x));
    }
    return sum;
}
