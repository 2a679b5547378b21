/*
 * costed.c -- the `costed` option family: the abilities a definition lists,
 * each with a price paid from a player's pool, once per turn, listed by
 * the kernel.
 *
 * Declared as
 *   { costed = "abilities", zones = { "played", "front",
 *                                     { "character", if_value = "mode", is = "bot" } },
 *     price = "cost", pool = "energon", used = "eu",
 *     only = "fn", skip = { "block", "tag" }, usable = "usable",
 *     label = ..., run = ..., refuse = ... }
 * it offers the acting player p, for each card of p's zones in order (top
 * first; a zone entry with if_value counts only while p's value of that
 * name is -- or, is_not, is not -- the text), each ability i of the list
 * its definition holds in the field named by `costed`, in order, unless
 *  - the ability lacks the field `only`, or has a field of `skip`;
 *  - its price (its field `price`, an integer) is above p's value `pool`;
 *  - the card's value `used` .. i is true (the kernel does not set it:
 *    the run does, with the expiry it wants);
 *  - it has the field `usable` (a function(g, card, p), the rare case)
 *    and that returns false.
 * What each definition lists is read once, when the cards are loaded (a
 * list past 16 abilities is refused then, naming the card).  An
 * option is its card and the ability's number: label(g, card, i),
 * run(g, p, card, i).  It refuses nothing.
 */
#include "options.h"
#include "lapi.h"
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>

enum { AB_ONLY = 1, AB_SKIP = 2, AB_USABLE = 4 };

/* A zone entry: "name", or { "name", if_value = "v", is = / is_not = "text" }. */
static const char *read_zone(arb_game *g, lua_State *L, arbi_ab_zone *z)
{
    if (lua_type(L, -1) == LUA_TSTRING) {
        z->zone = arbi_atom(&g->atoms, lua_tostring(L, -1));
        return NULL;
    }
    if (!lua_istable(L, -1)) return "each of a costed family's zones is a name or { \"name\", if_value =, is = }";
    int t = lua_gettop(L);
    if (lua_geti(L, t, 1) == LUA_TSTRING) z->zone = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_pop(L, 1);
    z->if_value = arbi_field_atom(g, L, t, "if_value");
    z->is = arbi_field_atom(g, L, t, "is");
    if (!z->is) z->is = arbi_field_atom(g, L, t, "is_not"), z->negate = 1;
    if (!z->zone || !z->if_value != !z->is) return "a costed family's zone { \"name\", if_value = \"value\", is = \"text\" }";
    return NULL;
}

/* costed = "field", zones, price, pool, used, only, skip, usable. */
const char *arbi_read_costed(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    static const char *need = "a costed family needs zones = { ... }, price = \"field\", pool = \"value\" and used = \"prefix\"";
    lua_getfield(L, t, "zones");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    if (n < 1 || n > ARBI_MAX_AB_ZONES) return lua_pop(L, 1), need;
    for (int i = 1; i <= n; i++) {
        lua_geti(L, -1, i);
        const char *why = read_zone(g, L, &f->zones[f->nzones++]);
        lua_pop(L, 1);
        if (why) return lua_pop(L, 1), why;
    }
    lua_pop(L, 1);
    f->price = arbi_field_atom(g, L, t, "price");
    f->only = arbi_field_atom(g, L, t, "only");
    f->usable = arbi_field_atom(g, L, t, "usable");
    uint32_t used = arbi_field_atom(g, L, t, "used");
    if (!f->price || !f->pool || !used) return need;
    for (int i = 0; i < ARBI_MAX_COSTED; i++) {            /* "eu1", "eu2", ... */
        char key[80];
        snprintf(key, sizeof key, "%.60s%d", arbi_atom_str(&g->atoms, used), i + 1);
        if (!(f->costed_used[i] = arbi_atom(&g->atoms, key))) return "out of memory";
    }
    lua_getfield(L, t, "skip");
    int k = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    for (int i = 1; i <= k && f->nskip < ARBI_MAX_SKIP; i++) {
        if (lua_geti(L, -1, i) == LUA_TSTRING) f->ab_skip[f->nskip++] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return k > ARBI_MAX_SKIP || f->nskip != k ? "a costed family's skip = { up to 4 field names }" : NULL;
}

/* Whether the ability at index a has the field (anything but nil and false). */
static int has(arb_game *g, lua_State *L, int a, uint32_t field)
{
    if (!lua_istable(L, a)) return 0;
    lua_getfield(L, a, arbi_atom_str(&g->atoms, field));
    int yes = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return yes;
}

/* One definition's list (on top of L): its abilities' prices and marks
 * appended to the family's; -1 when out of memory. */
static int read_list(arb_game *g, lua_State *L, arbi_family *f, int d)
{
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    if (n > ARBI_MAX_COSTED)                          /* (under the load's protected call) */
        luaL_error(L, "%s lists %d abilities in '%s': a costed family reads at most %d", g->defs[d].name, n,
                   arbi_atom_str(&g->atoms, f->zone), ARBI_MAX_COSTED);
    f->ab_first[d] = f->nab;
    f->ab_n[d] = (uint8_t)n;
    int32_t *price = realloc(f->ab_price, sizeof *price * (size_t)(f->nab + n + 1));
    if (price) f->ab_price = price;
    uint8_t *marks = realloc(f->ab_marks, (size_t)(f->nab + n + 1));
    if (marks) f->ab_marks = marks;
    if (!price || !marks) return -1;
    for (int i = 1; i <= n; i++, f->nab++) {
        lua_geti(L, -1, i);
        int a = lua_gettop(L);
        lua_getfield(L, a, arbi_atom_str(&g->atoms, f->price));
        price[f->nab] = lua_isinteger(L, -1) && lua_tointeger(L, -1) < INT32_MAX ? (int32_t)lua_tointeger(L, -1) : INT32_MAX;
        lua_pop(L, 1);
        uint8_t m = !f->only || has(g, L, a, f->only) ? AB_ONLY : 0;
        for (int k = 0; k < f->nskip; k++) if (has(g, L, a, f->ab_skip[k])) m |= AB_SKIP;
        if (f->usable && has(g, L, a, f->usable)) m |= AB_USABLE;
        marks[f->nab] = m;
        lua_pop(L, 1);
    }
    return 0;
}

/* After the cards are loaded: every definition's list (the raw
 * definitions on top of L). */
int arbi_compile_costed(arb_game *g, lua_State *L, arbi_family *f)
{
    size_t n = (size_t)(g->ndefs ? g->ndefs : 1);
    int32_t *first = realloc(f->ab_first, sizeof *first * n);
    if (first) f->ab_first = first;
    uint8_t *count = realloc(f->ab_n, n);
    if (count) f->ab_n = count;
    if (!first || !count) return -1;
    f->nab = 0;
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->zone));
        int bad = read_list(g, L, f, d);
        lua_pop(L, 2);
        if (bad) return -1;
    }
    return 0;
}

/* usable(g, card, p), the ability's own function: true to offer it. */
static int usable(arbi_lister *ls, const arbi_family *f, arb_card_id c, int i)
{
    lua_State *L = ls->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->raw_ref);
    lua_rawgeti(L, -1, ls->g->st.cards[c].def + 1);
    lua_getfield(L, -1, arbi_atom_str(&ls->g->atoms, f->zone));
    lua_geti(L, -1, i + 1);
    lua_getfield(L, -1, arbi_atom_str(&ls->g->atoms, f->usable));
    int yes = arbi_call_test(ls, c);
    lua_pop(L, 4);
    return yes;
}

static void list_card(arbi_lister *ls, int fam, const arbi_family *f, arb_card_id c, int64_t pool)
{
    const arbi_state *s = &ls->g->st;
    int d = s->cards[c].def, first = f->ab_first[d];
    for (int i = 0; i < f->ab_n[d]; i++) {
        uint8_t m = f->ab_marks[first + i];
        if (!(m & AB_ONLY) || (m & AB_SKIP) || f->ab_price[first + i] > pool) continue;
        const arbi_var *v = arbi_var_get(s, ARBI_SCOPE(ARBI_SCOPE_CARD, c), f->costed_used[i]);
        if (v && v->type == ARBI_VBOOL && v->value) continue;          /* used this turn */
        if ((m & AB_USABLE) && !usable(ls, f, c, i)) continue;
        arbi_offer_lazy(ls, fam, c, i);
    }
}

void arbi_list_costed(arbi_lister *ls, int fam, const arbi_family *f)
{
    const arb_game *g = ls->g;
    const arbi_state *s = &g->st;
    int64_t pool = arbi_player_value(g, ls->p, f->pool);
    for (int k = 0; k < f->nzones; k++) {
        const arbi_ab_zone *z = &f->zones[k];
        if (!arbi_player_text_is(g, ls->p, z->if_value, z->is, z->negate)) continue;   /* its if_value */
        arb_zone_id zid = arbi_zone_hinted(s, (int32_t *)z->zhint, z->zone, ls->p);
        int n = zid == ARB_NONE ? 0 : s->zones[zid].count, cell = 0;
        for (int j = 1; j <= n; j++) {
            arb_card_id c = arbi_nth_card(s, zid, j, &cell);
            if (c == ARB_NONE) break;
            list_card(ls, fam, f, c, pool);
        }
    }
}
