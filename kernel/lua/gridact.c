/*
 * gridact.c -- a grid family's acts: what a face-up card of the grid lets
 * the acting player do to it for a price its definition states as data
 * (Transformers' Scheme thwarts), listed by the kernel.
 *
 * Declared in a grid family (grid.c) as
 *   act = { field = "thwart", near = "on_space", reach = "power",
 *           cost = "energon", check = "check" }, pool = "energon",
 * it offers each face-up card of the grid whose definition's `field` is a
 * table naming a place, a price or a condition -- its `near`, `reach`,
 * `cost` or `check` -- while:
 *  - near (true): the acting player stands on the card's cell (distance 0),
 *    else it is refused ("far");
 *  - reach (an integer): what of the player's reaches the card -- the
 *    family's reach and, at distance 0, its base, as a buy's -- is at least
 *    that, else refused ("reach");
 *  - cost (an integer): the player's value `pool` is at least that, else
 *    refused ("cost");
 *  - check (a function(g, card, p), the rare case): it returns true, else
 *    refused ("check");
 * in that order.  The option is the card: label(g, card), run(g, p, card),
 * refuse(g, p, card, nil, why).  Paying is the run's: what an act costs is
 * the definition's, and the rules say how it is paid.
 *
 * The definitions are read once, when the cards are loaded: a price that
 * is not an integer, or a check that is not a function, is refused then,
 * naming the card.
 */
#include "options.h"
#include "lapi.h"
#include <stdlib.h>

#define NONE INT32_MIN        /* no such price */

/* act = { field =, near =, reach =, cost =, check = } (a grid family's). */
const char *arbi_read_grid_act(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    int ty = lua_getfield(L, t, "act");
    if (ty == LUA_TTABLE) {
        int a = lua_gettop(L);
        f->act = arbi_field_atom(g, L, a, "field");
        f->act_near = arbi_field_atom(g, L, a, "near");
        f->act_reach = arbi_field_atom(g, L, a, "reach");
        f->act_cost = arbi_field_atom(g, L, a, "cost");
        f->act_check = arbi_field_atom(g, L, a, "check");
    }
    lua_pop(L, 1);
    if (ty == LUA_TNIL) return NULL;
    if (ty != LUA_TTABLE || !f->act)
        return "a grid family's act = { field = \"field\", near =, reach =, cost =, check = }";
    if (f->act_cost && !f->pool) return "a grid family's act with cost = \"field\" needs pool = \"player value\"";
    return NULL;
}

static const char *act_name(arb_game *g, const arbi_family *f) { return arbi_atom_str(&g->atoms, f->act); }

/* The act table on top of L: its field k (an atom, 0: none declared) --
 * a price, an integer from 0 (NONE when absent), or, typed, whether it is
 * there; anything else is refused, naming the card and the field. */
static int32_t price(arb_game *g, lua_State *L, const arbi_family *f, uint32_t k, const char *card)
{
    if (!k) return NONE;
    int ty = lua_getfield(L, -1, arbi_atom_str(&g->atoms, k));
    lua_Integer v = lua_tointeger(L, -1);
    int ok = ty == LUA_TNIL || (lua_isinteger(L, -1) && v >= 0 && v <= INT32_MAX);
    lua_pop(L, 1);
    if (!ok)
        luaL_error(L, "card '%s': %s.%s must be a whole number from 0", card, act_name(g, f), arbi_atom_str(&g->atoms, k));
    return ty == LUA_TNIL ? NONE : (int32_t)v;
}

static int typed(arb_game *g, lua_State *L, const arbi_family *f, uint32_t k, int type, const char *what,
                 const char *card)
{
    if (!k) return 0;
    int ty = lua_getfield(L, -1, arbi_atom_str(&g->atoms, k));
    int yes = ty == type && (type != LUA_TBOOLEAN || lua_toboolean(L, -1));
    lua_pop(L, 1);
    if (ty != LUA_TNIL && ty != type)
        luaL_error(L, "card '%s': %s.%s must be %s", card, act_name(g, f), arbi_atom_str(&g->atoms, k), what);
    return yes;
}

/* Each definition's act (the raw definitions on top of L): marked
 * ARBI_GRID_ACT in grid_of when its field names a place, price or
 * condition. */
int arbi_compile_grid_act(arb_game *g, lua_State *L, arbi_family *f)
{
    arbi_grid_act *acts = realloc(f->act_of, sizeof *acts * (size_t)(g->ndefs ? g->ndefs : 1));
    if (!acts) return -1;
    f->act_of = acts;
    for (int d = 0; d < g->ndefs; d++) {
        arbi_grid_act *a = &acts[d];
        const char *card = g->defs[d].name;
        *a = (arbi_grid_act){ NONE, NONE, 0, 0 };
        lua_rawgeti(L, -1, d + 1);
        if (lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->act)) == LUA_TTABLE) {
            a->near = (uint8_t)typed(g, L, f, f->act_near, LUA_TBOOLEAN, "true or false", card);
            a->reach = price(g, L, f, f->act_reach, card);
            a->cost = price(g, L, f, f->act_cost, card);
            a->check = (uint8_t)typed(g, L, f, f->act_check, LUA_TFUNCTION, "a function(g, card, p)", card);
            if (a->near || a->reach != NONE || a->cost != NONE || a->check) f->grid_of[d] |= ARBI_GRID_ACT;
        }
        lua_pop(L, 2);
    }
    return 0;
}

/* check(g, card, p), the definition's own test: true to offer it. */
static int checked(arbi_lister *ls, const arbi_family *f, arb_card_id x)
{
    lua_State *L = ls->L;
    arb_game *g = ls->g;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_rawgeti(L, -1, g->st.cards[x].def + 1);
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->act));
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->act_check));
    int yes = arbi_call_test(ls, x);
    lua_pop(L, 3);
    return yes;
}

/* Card x, d away, reached by `reach`: offered, or refused saying why. */
void arbi_list_grid_act(arbi_lister *ls, int fam, const arbi_family *f, arb_card_id x, int d, int64_t reach)
{
    const arbi_grid_act *a = &f->act_of[ls->g->st.cards[x].def];
    const char *why = a->near && d > 0 ? "far"
                    : a->reach != NONE && reach < a->reach ? "reach"
                    : a->cost != NONE && arbi_pool_value(ls->g, f, ls->p) < a->cost ? "cost"
                    : a->check && !checked(ls, f, x) ? "check" : NULL;
    if (why) arbi_refuse(ls, f, x, -1, why);
    else arbi_offer_lazy(ls, fam, x, -1);
}
