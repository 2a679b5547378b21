/*
 * statics.c -- static abilities, a kernel service: g:static(card, field)
 * sums the bonuses to `field` of every static ability that reaches the
 * card now ("while ... this character has +2 attack").
 *
 * g:statics(card, field) gives the same sum and the list of the statics
 * that make it (which card, which scope, how much), for views and `why`.
 * A ruleset declares once where a card's statics come from:
 *   statics = {
 *     list = "statics",      -- definition field: its static abilities, each
 *                            --   { scope =, bonus = { field = n }, cond =, per =, [side] = }
 *     side = "mode",         -- a static's field and a card's value: a static
 *                            --   with a side applies while its source shows it
 *     from = {               -- the sources, on the card owner's side of the table
 *       { scope = "self", side = 1 },                             -- the card itself
 *       { scope = "host", zone = "upgrades", attached = "host", side = true },
 *       { scope = "each_own", zone = "battlefield", side = 1 },
 *       { scope = "each_own_other", zone = "battlefield", side = 1, other = true },
 *       { scope = "team_other", zone = "upgrades", side = "any", with_source = true,
 *         unless = "host" },
 *     },
 *   }
 * A source is the card itself (no zone) or each card of the card owner's
 * zone -- only those whose value `attached` names the card, none whose
 * value `unless` does, not the card itself with `other`.  Of a source's
 * statics, those of the source's scope with a bonus to the field count,
 * each while its side is the source's (`side`: a number is the side
 * shown when the value is absent; true, the value or none; "any", every
 * static; omitted, only statics without a side) and its cond(g, card)
 * holds (cond(g, card, source) with `with_source`), times per(g, card)
 * when it has one.
 *
 * The definitions are read once, at load (and again after a reload), into
 * plain arrays; a sum walks the sources in C and calls Lua only for a
 * cond or a per.  Nothing here is game state: the sums read the state.
 */
#include "lapi.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SOURCES 16

enum { SIDE_NONE, SIDE_DEFAULT, SIDE_VALUE, SIDE_ANY };

typedef struct source {
    uint32_t scope, zone;          /* zone 0: the card itself */
    uint32_t attached, unless;     /* card values naming a card, 0: none */
    uint8_t other, with_source, side;
    int64_t side_default;
    int32_t zhint[ARBI_ZH];
} source;

typedef struct one_static {
    uint32_t scope;
    uint8_t has_side;
    int64_t side;
    int cond, per;                 /* in the functions' table, 0: none */
    int first, n;                  /* its bonuses */
} one_static;

typedef struct bonus { uint32_t field; int64_t amount; } bonus;

struct arbi_statics {
    uint32_t list, side;           /* definition field; static field and card value */
    source from[MAX_SOURCES]; int nfrom;
    int *first, *count;            /* per definition: its statics */
    one_static *st; int nst, cap;
    bonus *b; int nb, bcap;
    int fns_ref;                   /* registry: cond and per functions */
};

/* ---- the declaration ---------------------------------------------------- */

/* P.statics (P on top of L) is kept as it is until the cards are loaded. */
int arbi_read_statics(arb_game *g)
{
    lua_State *L = g->L;
    lua_getfield(L, -1, "statics");
    g->statics_decl_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

static uint32_t name_field(arb_game *g, lua_State *L, int t, const char *k, const char *what)
{
    int ty = lua_getfield(L, t, k);
    if (ty == LUA_TNIL) { lua_pop(L, 1); return 0; }
    if (ty != LUA_TSTRING) luaL_error(L, "the ruleset's statics: %s: %s must be a name", what, k);
    uint32_t a = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_pop(L, 1);
    if (!a) luaL_error(L, "out of memory");
    return a;
}

static void read_side(lua_State *L, int t, source *s, int i)
{
    int ty = lua_getfield(L, t, "side");
    if (ty == LUA_TNIL) s->side = SIDE_NONE;
    else if (ty == LUA_TBOOLEAN && lua_toboolean(L, -1)) s->side = SIDE_VALUE;
    else if (ty == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "any")) s->side = SIDE_ANY;
    else if (lua_isinteger(L, -1)) s->side = SIDE_DEFAULT, s->side_default = lua_tointeger(L, -1);
    else luaL_error(L, "the ruleset's statics: source %d: side must be a number, true or \"any\"", i);
    lua_pop(L, 1);
}

static void read_source(arb_game *g, lua_State *L, int t, source *s, int i)
{
    char what[32];
    snprintf(what, sizeof what, "source %d", i);
    memset(s, 0, sizeof *s);
    for (int k = 0; k < ARBI_ZH; k++) s->zhint[k] = ARB_NONE;
    if (!(s->scope = name_field(g, L, t, "scope", what)))
        luaL_error(L, "the ruleset's statics: %s has no scope", what);
    s->zone = name_field(g, L, t, "zone", what);
    s->attached = name_field(g, L, t, "attached", what);
    s->unless = name_field(g, L, t, "unless", what);
    lua_getfield(L, t, "other");
    lua_getfield(L, t, "with_source");
    s->other = (uint8_t)lua_toboolean(L, -2);
    s->with_source = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 2);
    read_side(L, t, s, i);
}

static void read_decl(arb_game *g, lua_State *L, struct arbi_statics *x, int t)
{
    if (!lua_istable(L, t)) luaL_error(L, "the ruleset's statics must be a table");
    x->list = name_field(g, L, t, "list", "the declaration");
    x->side = name_field(g, L, t, "side", "the declaration");
    if (!x->list) luaL_error(L, "the ruleset's statics: list (the definition field) is missing");
    if (lua_getfield(L, t, "from") != LUA_TTABLE) luaL_error(L, "the ruleset's statics: from must be a list");
    int n = (int)luaL_len(L, -1);
    if (n > MAX_SOURCES) luaL_error(L, "the ruleset's statics: more than %d sources", MAX_SOURCES);
    for (int i = 1; i <= n; i++) {
        if (lua_geti(L, -1, i) != LUA_TTABLE) luaL_error(L, "the ruleset's statics: source %d must be a table", i);
        read_source(g, L, lua_gettop(L), &x->from[x->nfrom++], i);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* ---- the definitions ------------------------------------------------------ */

/* Keeps the function at the top of L (nil: none) in the functions' table
 * at index fns; returns its index there, 0 for none. */
static int keep_fn(lua_State *L, int fns, const char *def, int i, const char *k)
{
    if (lua_isnil(L, -1)) return lua_pop(L, 1), 0;
    if (!lua_isfunction(L, -1)) luaL_error(L, "%s: static %d: %s must be a function", def, i, k);
    int at = (int)lua_rawlen(L, fns) + 1;
    lua_rawseti(L, fns, at);
    return at;
}

static void read_bonuses(lua_State *L, struct arbi_statics *x, arb_game *g, one_static *s,
                         const char *def, int i)
{
    if (lua_getfield(L, -1, "bonus") != LUA_TTABLE) luaL_error(L, "%s: static %d has no bonus table", def, i);
    arbi_push_real(L, -1);              /* (a frozen bonus: the table it reads through) */
    lua_remove(L, -2);
    int n = 0;
    const char **keys = arbi_sorted_keys(L, lua_gettop(L), &n);   /* one order in every state */
    if (!keys) luaL_error(L, "out of memory");
    s->first = x->nb;
    for (int k = 0; k < n; k++) {
        lua_getfield(L, -1, keys[k]);
        int ok;
        lua_Integer v = lua_tointegerx(L, -1, &ok);
        lua_pop(L, 1);
        if (!ok) {
            const char *key = keys[k];     /* (a string of the bonus table, on the stack) */
            free(keys);
            luaL_error(L, "%s: static %d: bonus %s must be a whole number", def, i, key);
        }
        if (arbi_grow((void **)&x->b, &x->bcap, x->nb + 1, sizeof *x->b)) { free(keys); luaL_error(L, "out of memory"); }
        x->b[x->nb].field = arbi_atom(&g->atoms, keys[k]);
        x->b[x->nb++].amount = v;
        s->n++;
    }
    free(keys);
    lua_pop(L, 1);
}

/* Static i of definition `def`, on top of L (fns: the functions' table). */
static void read_static(arb_game *g, lua_State *L, struct arbi_statics *x, int fns, const char *def, int i)
{
    if (!lua_istable(L, -1)) luaL_error(L, "%s: static %d must be a table", def, i);
    if (arbi_grow((void **)&x->st, &x->cap, x->nst + 1, sizeof *x->st)) luaL_error(L, "out of memory");
    one_static *s = &x->st[x->nst];
    memset(s, 0, sizeof *s);
    if (lua_getfield(L, -1, "scope") != LUA_TSTRING) luaL_error(L, "%s: static %d has no scope", def, i);
    s->scope = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_pop(L, 1);
    if (x->side && lua_getfield(L, -1, arbi_atom_str(&g->atoms, x->side)) != LUA_TNIL) {
        int ok;
        s->side = lua_tointegerx(L, -1, &ok);
        if (!ok) luaL_error(L, "%s: static %d: %s must be a whole number", def, i, arbi_atom_str(&g->atoms, x->side));
        s->has_side = 1;
    }
    if (x->side) lua_pop(L, 1);
    lua_getfield(L, -1, "cond");
    s->cond = keep_fn(L, fns, def, i, "cond");
    lua_getfield(L, -1, "per");
    s->per = keep_fn(L, fns, def, i, "per");
    read_bonuses(L, x, g, s, def, i);
    x->nst++;
}

static void read_defs(arb_game *g, lua_State *L, struct arbi_statics *x, int fns)
{
    const char *list = arbi_atom_str(&g->atoms, x->list);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    for (int d = 0; d < g->ndefs; d++) {
        char def[300];                    /* what an error names: "file (Name)" */
        snprintf(def, sizeof def, "%s (%s)", g->defs[d].file ? g->defs[d].file : "?", g->defs[d].name);
        x->first[d] = x->nst;
        lua_rawgeti(L, -1, d + 1);
        if (lua_getfield(L, -1, list) == LUA_TTABLE) {
            int n = (int)luaL_len(L, -1);
            for (int i = 1; i <= n; i++) {
                lua_geti(L, -1, i);
                read_static(g, L, x, fns, def, i);
                lua_pop(L, 1);
            }
        } else if (!lua_isnil(L, -1)) luaL_error(L, "%s: %s must be a list", def, list);
        x->count[d] = x->nst - x->first[d];
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
}

/* Frees reading x; L, if not NULL, is the state whose registry holds its
 * functions (a game being freed has closed its state already). */
static void free_one(lua_State *L, struct arbi_statics *x)
{
    if (!x) return;
    if (L) luaL_unref(L, LUA_REGISTRYINDEX, x->fns_ref);
    free(x->first);
    free(x->count);
    free(x->st);
    free(x->b);
    free(x);
}

void arbi_free_statics(arb_game *g)
{
    free_one(NULL, g->statics);            /* (after lua_close) */
    free_one(NULL, g->statics_new);
    g->statics = g->statics_new = NULL;
}

/* After the cards are loaded (inside arbi_compile_defs' protected call:
 * errors propagate, naming the card).  The new reading replaces the old
 * one only once it is whole: after an error (a reloaded card's) the sums
 * go on with the old one, and the next compile frees what was begun. */
int arbi_compile_statics(arb_game *g)
{
    lua_State *L = g->L;
    free_one(L, g->statics_new);
    g->statics_new = NULL;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->statics_decl_ref);
    if (lua_isnil(L, -1)) return lua_pop(L, 1), 0;
    struct arbi_statics *x = g->statics_new = calloc(1, sizeof *x);
    if (!x) return lua_pop(L, 1), -1;
    x->fns_ref = LUA_NOREF;
    x->first = calloc((size_t)(g->ndefs ? g->ndefs : 1), sizeof *x->first);
    x->count = calloc((size_t)(g->ndefs ? g->ndefs : 1), sizeof *x->count);
    if (!x->first || !x->count) return lua_pop(L, 1), -1;
    read_decl(g, L, x, lua_gettop(L));
    lua_pop(L, 1);
    lua_newtable(L);
    read_defs(g, L, x, lua_gettop(L));
    x->fns_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    free_one(L, g->statics);
    g->statics = x;
    g->statics_new = NULL;
    return 0;
}

/* ---- the sums ----------------------------------------------------------- */

/* Card value key of card c as a card (0-based), or ARB_NONE. */
static arb_card_id card_value(const arb_game *g, arb_card_id c, uint32_t key)
{
    const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), key);
    return v && v->type == ARBI_VINT ? (arb_card_id)(v->value - 1) : ARB_NONE;
}

/* Calls function fn of the table at index fns with (g, c[, src]); leaves
 * its result on top of L. */
static void call_fn(lua_State *L, arb_game *g, int fns, int fn, arb_card_id c, arb_card_id src)
{
    lua_rawgeti(L, fns, fn);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    lua_pushinteger(L, (lua_Integer)c + 1);
    if (src != ARB_NONE) lua_pushinteger(L, (lua_Integer)src + 1);
    lua_call(L, src != ARB_NONE ? 3 : 2, 1);
}

/* The bonus of static s to field (*has: whether it has one). */
static int64_t bonus_of(const struct arbi_statics *x, const one_static *s, uint32_t field, int *has)
{
    for (int k = s->first; k < s->first + s->n; k++)
        if (x->b[k].field == field) return *has = 1, x->b[k].amount;
    return 0;
}

/* Whether static s applies while its source shows side (has: some side). */
static int side_fits(const source *f, const one_static *s, int has, int64_t side)
{
    if (f->side == SIDE_ANY || !s->has_side) return 1;
    return has && s->side == side;
}

/* Appends { card = src, scope = f's scope, bonus = b } to the list at index
 * parts (g:statics). */
static void add_part(lua_State *L, arb_game *g, int parts, const source *f, arb_card_id src, int64_t b)
{
    lua_createtable(L, 0, 3);
    lua_pushinteger(L, (lua_Integer)src + 1);
    lua_setfield(L, -2, "card");
    lua_pushstring(L, arbi_atom_str(&g->atoms, f->scope));
    lua_setfield(L, -2, "scope");
    lua_pushinteger(L, b);
    lua_setfield(L, -2, "bonus");
    lua_rawseti(L, parts, (lua_Integer)lua_rawlen(L, parts) + 1);
}

/* The sum source card src's statics give card c's field (each static that
 * applies added to the list at index parts, if not 0). */
static int64_t from_card(lua_State *L, arb_game *g, int fns, int parts, const source *f, arb_card_id src,
                         arb_card_id c, uint32_t field)
{
    const struct arbi_statics *x = g->statics;
    int d = g->st.cards[src].def, has_side = 0;
    int64_t side = 0, sum = 0;
    if (f->side == SIDE_DEFAULT || f->side == SIDE_VALUE) {
        const arbi_var *v = x->side ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, src), x->side) : NULL;
        if (v && v->type == ARBI_VINT) has_side = 1, side = v->value;
        else if (f->side == SIDE_DEFAULT) has_side = 1, side = f->side_default;
    }
    for (int i = x->first[d]; i < x->first[d] + x->count[d]; i++) {
        const one_static *s = &x->st[i];
        int has = 0;
        int64_t b = s->scope == f->scope ? bonus_of(x, s, field, &has) : 0;
        if (!has || !side_fits(f, s, has_side, side)) continue;
        if (s->cond) {
            call_fn(L, g, fns, s->cond, c, f->with_source ? src : ARB_NONE);
            int holds = lua_toboolean(L, -1);
            lua_pop(L, 1);
            if (!holds) continue;
        }
        if (s->per) {
            call_fn(L, g, fns, s->per, c, ARB_NONE);
            int ok;
            lua_Integer m = lua_tointegerx(L, -1, &ok);
            if (!ok) luaL_error(L, "%s: a static's per must return a whole number", g->defs[d].name);
            lua_pop(L, 1);
            b *= m;
        }
        if (parts) add_part(L, g, parts, f, src, b);
        sum += b;
    }
    return sum;
}

/* The sum of field over the statics that reach card c (each one that
 * applies added to the list at index parts, if not 0). */
static int64_t static_sum(lua_State *L, arb_game *g, arb_card_id c, uint32_t field, int parts)
{
    struct arbi_statics *x = g->statics;
    lua_rawgeti(L, LUA_REGISTRYINDEX, x->fns_ref);
    int fns = lua_gettop(L), p = g->st.cards[c].owner;
    int64_t sum = 0;
    for (int i = 0; i < x->nfrom; i++) {
        source *f = &x->from[i];
        if (!f->zone) { sum += from_card(L, g, fns, parts, f, c, c, field); continue; }
        arb_zone_id z = p > 0 ? arbi_zone_hinted(&g->st, f->zhint, f->zone, p) : ARB_NONE;
        int n = z == ARB_NONE ? 0 : g->st.zones[z].count;
        for (int k = 1; k <= n; k++) {
            arb_card_id src = arbi_zone_at(&g->st, z, k);
            if (src == ARB_NONE || (f->other && src == c) || !x->count[g->st.cards[src].def]) continue;
            if (f->attached && card_value(g, src, f->attached) != c) continue;
            if (f->unless && card_value(g, src, f->unless) == c) continue;
            sum += from_card(L, g, fns, parts, f, src, c, field);
        }
    }
    lua_pop(L, 1);
    return sum;
}

/* The field argument at index 3: a name or a key; 0 when it names nothing
 * a static could give. */
static uint32_t field_arg(lua_State *L, arb_game *g)
{
    uint32_t field = lua_type(L, 3) == LUA_TNUMBER ? (uint32_t)luaL_checkinteger(L, 3) : arbi_lua_atom(L, g, 3);
    return g->statics && field < (uint32_t)g->atoms.n ? field : 0;
}

/* g:static(card, field) -> the sum of the bonuses to field (a name, or a
 * key from g:key) of the static abilities that reach the card; 0 when the
 * ruleset declares no statics. */
static int l_static(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_card_id c = arbi_check_card(L, g, 2);
    uint32_t field = field_arg(L, g);
    lua_pushinteger(L, field ? static_sum(L, g, c, field, 0) : 0);
    return 1;
}

/* g:statics(card, field) -> the same sum, and the list of what makes it:
 * { card = source, scope = "...", bonus = n } for each static that applies
 * (in the order of the declared sources), for views and `why`. */
static int l_statics(lua_State *L)
{
    arb_game *g = GAME(L);
    arb_card_id c = arbi_check_card(L, g, 2);
    uint32_t field = field_arg(L, g);
    lua_newtable(L);
    int parts = lua_gettop(L);
    lua_pushinteger(L, field ? static_sum(L, g, c, field, parts) : 0);
    lua_insert(L, parts);
    return 2;
}

static const luaL_Reg api[] = {
    {"static", l_static},
    {"statics", l_statics},
    {NULL, NULL}
};

void arbi_open_statics(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
}
