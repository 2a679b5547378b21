/*
 * walk.c -- the `walk` option family: the acting player's steps on a shared
 * grid, and an act on the cell it stands on, listed by the kernel.
 *
 * Declared as
 *   { walk = "matrix", at = { "row", "col" }, to = "orthogonal",
 *     move = { zones = { "played", "front" }, value = "mv", diagonal = "flight" },
 *     base = function(g, p) ... end,
 *     label = ..., run = ..., refuse = ... }
 * the acting player p stands on the cell its player values `at` name
 * (0-based; without them, or outside the grid, the family offers nothing).
 * p may step while one of its cards in the zones `move.zones` holds the
 * card value `move.value` (anything but 0 or false), or else while
 * base(g, p) -- called only then, once per listing -- returns more than 0
 * (or base as data, a sum of the player's values: psum.c).
 * A diagonal step needs such a card whose definition has the field
 * `move.diagonal`.  `to` says what the family offers:
 *   "orthogonal"  a step to each neighbouring cell inside the grid, in the
 *                 order up, down, left, right; without a step, refused
 *                 ("none");
 *   "diagonal"    a step to each diagonal neighbour inside the grid (up-left,
 *                 up-right, down-left, down-right); refused ("diagonal")
 *                 when p may step, but not diagonally;
 *   "here"        one option on p's own cell, while it holds a card that is
 *                 `here` ("face_down", "face_up" or "card": any), and p
 *                 may step: refused "none" without a step, "empty" without
 *                 such a card.
 * An option is its cell, 0-based: label(g, row, col), run(g, p, row, col),
 * refuse(g, p, row, col, why) (row and col nil for "none" and "diagonal").
 */
#include "options.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

enum { TO_ORTHOGONAL = 1, TO_DIAGONAL, TO_HERE };
enum { HERE_FACE_DOWN = 1, HERE_FACE_UP, HERE_CARD };

/* to = "...", here = "...", move = { zones =, value =, diagonal = }. */
const char *arbi_read_walk(arb_game *g, lua_State *L, int t, arbi_family *f)
{
    static const char *const tos[] = { "orthogonal", "diagonal", "here", NULL };
    static const char *const heres[] = { "face_down", "face_up", "card", NULL };
    lua_getfield(L, t, "to");
    for (int i = 0; lua_type(L, -1) == LUA_TSTRING && tos[i]; i++)
        if (!strcmp(lua_tostring(L, -1), tos[i])) f->walk_to = (uint8_t)(i + 1);
    lua_getfield(L, t, "here");
    for (int i = 0; lua_type(L, -1) == LUA_TSTRING && heres[i]; i++)
        if (!strcmp(lua_tostring(L, -1), heres[i])) f->walk_here = (uint8_t)(i + 1);
    lua_pop(L, 2);
    if (!f->walk_to) return "a walk family needs to = \"orthogonal\", \"diagonal\" or \"here\"";
    if ((f->walk_to == TO_HERE) != (f->walk_here != 0))
        return "a walk family has here = \"face_down\", \"face_up\" or \"card\" exactly when to = \"here\"";
    if (lua_getfield(L, t, "move") != LUA_TTABLE)
        return "a walk family needs move = { zones = { ... }, value = \"card value\", diagonal = \"field\" }";
    int m = lua_gettop(L);
    lua_getfield(L, m, "value");
    if (lua_type(L, -1) == LUA_TSTRING) f->reach_value = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_getfield(L, m, "diagonal");
    if (lua_type(L, -1) == LUA_TSTRING) f->range = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_getfield(L, m, "zones");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    for (int i = 1; i <= n && f->nzones < ARBI_MAX_AB_ZONES; i++) {
        if (lua_geti(L, -1, i) == LUA_TSTRING) f->zones[f->nzones++].zone = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 4);
    if (n < 1 || n > ARBI_MAX_AB_ZONES || f->nzones != n || !f->reach_value)
        return "a walk family's move = { zones = { 1 to 4 zone names }, value = \"card value\", diagonal = \"field\" }";
    if (f->walk_to == TO_DIAGONAL && !f->range) return "a walk family with to = \"diagonal\" needs move.diagonal = \"field\"";
    return NULL;
}

/* After the cards are loaded: whether each definition steps diagonally
 * (the raw definitions on top of L). */
int arbi_compile_walk(arb_game *g, lua_State *L, arbi_family *f)
{
    uint8_t *marks = realloc(f->grid_of, (size_t)(g->ndefs ? g->ndefs : 1));
    if (!marks) return -1;
    f->grid_of = marks;
    for (int d = 0; d < g->ndefs; d++) {
        marks[d] = 0;
        if (!f->range) continue;
        lua_rawgeti(L, -1, d + 1);
        lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->range));
        marks[d] = (uint8_t)lua_toboolean(L, -1);
        lua_pop(L, 2);
    }
    return 0;
}

/* Whether a card holds value key: anything but 0 or false (as g:cards'
 * filter value = reads it). */
static int holds(const arbi_state *s, arb_card_id c, uint32_t key)
{
    const arbi_var *v = arbi_var_get(s, ARBI_SCOPE(ARBI_SCOPE_CARD, c), key);
    return v && (v->type == ARBI_VSTR || v->value != 0);
}

/* Whether families a and b step alike: the same grid, cell, move and base
 * (a base function is never the same: each is asked). */
static int same_move(const arbi_family *a, const arbi_family *b)
{
    if (a->zone != b->zone || a->at[0] != b->at[0] || a->at[1] != b->at[1] || a->reach_value != b->reach_value
        || a->range != b->range || a->nzones != b->nzones || a->has_base || b->has_base || a->npsum != b->npsum)
        return 0;
    for (int i = 0; i < a->nzones; i++) if (a->zones[i].zone != b->zones[i].zone) return 0;
    for (int i = 0; i < a->npsum; i++) {
        const arbi_psum *x = &a->psum[i], *y = &b->psum[i];
        if (x->value != y->value || x->if_value != y->if_value || x->is != y->is || x->negate != y->negate) return 0;
    }
    return 1;
}

void arbi_walk_group(arb_game *g, int first, int i)
{
    arbi_family *f = &g->fams[i];
    f->move_group = i + 1;
    for (int j = first; j < i; j++)
        if (g->fams[j].kind == ARBI_FAM_WALK && same_move(&g->fams[j], f)) { f->move_group = g->fams[j].move_group; return; }
}

/* Whether one of p's cards holds Move: *diag when one of them steps
 * diagonally. */
static int cards_step(arbi_lister *ls, const arbi_family *f, int *diag)
{
    const arbi_state *s = &ls->g->st;
    int any = 0;
    *diag = 0;
    for (int i = 0; i < f->nzones && !*diag; i++) {
        arb_zone_id z = arbi_zone_hinted(s, (int32_t *)f->zones[i].zhint, f->zones[i].zone, ls->p);
        int n = z == ARB_NONE ? 0 : s->zones[z].count, cell = 0;
        for (int k = 1; k <= n && !*diag; k++) {
            arb_card_id c = arbi_nth_card(s, z, k, &cell);
            if (c == ARB_NONE) break;
            if (!holds(s, c, f->reach_value)) continue;
            any = 1;
            *diag = f->grid_of[s->cards[c].def];
        }
    }
    return any;
}

/* Whether p's base lets it step: base(g, p) > 0, or the base as data. */
static int base_steps(arbi_lister *ls, const arbi_family *f)
{
    if (!f->has_base) return f->npsum && arbi_psum_of(ls->g, f, ls->p) > 0;
    lua_State *L = ls->L;
    arbi_push_fam_fn(ls, f->fn + ARBI_FN_BASE);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->G_ref);
    lua_pushinteger(L, ls->p);
    lua_call(L, 2, 1);
    if (!lua_isinteger(L, -1)) luaL_error(L, "a walk family's base(g, p) must return an integer");
    int any = lua_tointeger(L, -1) > 0;
    lua_pop(L, 1);
    return any;
}

/* How p may step: *diag when diagonally; returns whether at all (the base
 * asked only when no card answers, and only if `need_base`).  Reckoned
 * once per listing and player for the families of one move group. */
static int may_step(arbi_lister *ls, const arbi_family *f, int *diag, int need_base)
{
    if (ls->move.group != f->move_group || ls->move.p != ls->p) {
        ls->move.group = f->move_group, ls->move.p = ls->p, ls->move.based = 0;
        ls->move.cards = cards_step(ls, f, &ls->move.diag);
    }
    *diag = ls->move.diag;
    if (ls->move.cards || !need_base) return ls->move.cards;
    if (!ls->move.based) ls->move.base = base_steps(ls, f), ls->move.based = 1;
    return ls->move.base;
}

static const int8_t STEPS[2][4][2] = {
    { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } },       /* up, down, left, right */
    { { -1, -1 }, { -1, 1 }, { 1, -1 }, { 1, 1 } },     /* up-left, up-right, down-left, down-right */
};

static void offer_steps(arbi_lister *ls, int fam, const arbi_zone *zz, int row, int col, int diagonal)
{
    for (int i = 0; i < 4; i++) {
        int r = row + STEPS[diagonal][i][0], c = col + STEPS[diagonal][i][1];
        if (r >= 0 && r < zz->rows && c >= 0 && c < zz->cols) arbi_offer_lazy(ls, fam, r * zz->cols + c, -1);
    }
}

/* p's own cell holds a card the family acts on. */
static int here_card(const arb_game *g, const arbi_family *f, const arbi_zone *zz, int row, int col)
{
    arb_card_id x = g->st.slots[zz->off + row * zz->cols + col];
    if (x == ARB_NONE) return 0;
    int up = g->st.cards[x].face_up;
    return f->walk_here == HERE_CARD || (f->walk_here == HERE_FACE_UP) == (up != 0);
}

void arbi_list_walk(arbi_lister *ls, int fam, const arbi_family *f)
{
    arb_game *g = ls->g;
    arb_zone_id z = arbi_grid_zone(g, f);
    int row, col, diag;
    if (z == ARB_NONE || !arbi_grid_cell(g, f, ls->p, &g->st.zones[z], &row, &col)) return;
    const arbi_zone *zz = &g->st.zones[z];
    int refusing = !g->quiet && f->has_refuse;
    switch (f->walk_to) {
    case TO_ORTHOGONAL:
        if (may_step(ls, f, &diag, 1)) offer_steps(ls, fam, zz, row, col, 0);
        else arbi_refuse(ls, f, -1, -1, "none");
        break;
    case TO_DIAGONAL: {                          /* base(g, p) only to word a refusal */
        int any = may_step(ls, f, &diag, refusing);
        if (diag) offer_steps(ls, fam, zz, row, col, 1);
        else if (any) arbi_refuse(ls, f, -1, -1, "diagonal");
        break;
    }
    default:
        if (!here_card(g, f, zz, row, col)) arbi_refuse(ls, f, -1, -1, "empty");
        else if (may_step(ls, f, &diag, 1)) arbi_offer_lazy(ls, fam, row * zz->cols + col, -1);
        else arbi_refuse(ls, f, -1, -1, "none");
        break;
    }
}

/* An option's (or refusal's) cell as row, col (0-based; nil, nil for none). */
int arbi_push_walk_cell(arb_game *g, lua_State *L, const arbi_family *f, int cell)
{
    arb_zone_id z = arbi_grid_zone(g, f);
    if (cell < 0 || z == ARB_NONE) {
        lua_pushnil(L);
        lua_pushnil(L);
    } else {
        lua_pushinteger(L, cell / g->st.zones[z].cols);
        lua_pushinteger(L, cell % g->st.zones[z].cols);
    }
    return 2;
}
