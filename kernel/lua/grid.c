/*
 * grid.c -- the `grid` option family: cards on a shared grid, reached from
 * the acting player's cell, listed by the kernel.
 *
 * Declared as
 *   { grid = "matrix", at = { "row", "col" },
 *     reach = { zones = { "played", "front" }, value = "pw", range = "range",
 *               bonus = "range_bonus" },
 *     base = function(g, p) ... end,
 *     buy = "buyable", cost = "cost", cost_value = "cost_set", cost_mods = "buy_cost_mod",
 *     supply = "rollout",
 *     judge = "adversary", judge_fn = function(g, p, card, distance, reach, in_play) ... end,
 *     judge_steps = { { refuse = "reason", when = "boss", if_value = "done" }, ... },
 *     in_play = { "confront_all" },
 *     rules = "matrix_rule", list = function(g, p, acts) ... end,
 *     label = ..., refuse = ..., run = ... }
 * it offers the acting player p, standing on the cell its player values
 * `at` name (0-based; without them, or outside the grid, nothing), one
 * option per face-up card of the grid, cell by cell, row by row:
 *  - what reaches distance d (|rows apart| + |columns apart|) is the sum,
 *    over p's cards in the reach's zones, of their card value `value`
 *    (those above 0) whose range -- the definition's field `range` plus
 *    the card value `bonus` -- is at least d; and, at distance 0, what
 *    base(g, p) returns (called once per listing, when needed; or base
 *    as data, a sum of the player's values: psum.c).  Sums
 *    stop at the integers' ends instead of wrapping;
 *  - a card whose definition has the field `judge` is offered unless
 *    judge_fn(g, p, card, d, reach, in_play) returns a reason (a string):
 *    then it is refused, with that reason as the detail (the rare kinds);
 *    or, with judge_steps -- while none of the in_play rules is in play,
 *    or always when there is no judge_fn -- as data: the first refuse
 *    step whose conditions (a step's: when, unless, if_value, if_any,
 *    unless_any...; and if_rule / unless_rule = "an in_play field": only
 *    while that rule is, or is not, in play) hold for p and the card,
 *    with the reach as the argument (if_arg_below = 1: nothing reaches
 *    it), refuses it with its reason, and none: it is offered;
 *    judge_while = { rule = "field" } judges definitions with that field
 *    too while the rule (an in_play field, added to them) is in play
 *    (rules that make more cards enemies).
 *    in_play says which of the family's `in_play` fields (up to 4) a
 *    face-up card of the grid has now: a read-only table { field = true
 *    or false }, one made at load per combination, so that a judge asks
 *    the game nothing to know the rules in play;
 *  - else a card whose definition has the field `buy` is offered while its
 *    cost -- its card value `cost_value`, else its definition's `cost` --
 *    is within what reaches it, and refused ("cost") otherwise; while
 *    face-up cards' definitions have the field `cost_mods` (data, or a
 *    function f(g, that_card, card, p) -> a change of cost: costmods.c),
 *    each changes it.
 * Then, with supply = "pile" (a shared pile), its top card is bought as a
 * card of the grid at distance 0 would be (all the player's Power reaches
 * it), or refused ("empty", no card) when the pile is empty.
 * While a face-up card's definition has the field `rules`, the family's
 * `list` lists it instead, as a list family would (rules that change what
 * the cards are stay in Lua).  An option is its card:
 * label(g, card), run(g, p, card), refuse(g, p, card, nil, why, detail).
 *
 * g:reach(p, d) is the same sum for a rule or a card that asks (a battle's
 * Power, a Site's price): what of p's reaches distance d, by the first
 * grid family's reach and base -- the kernel's one reckoning of it;
 * g:distance(p, c), how far card c of the grid is from p's cell; and
 * g:buy_cost(p, c), what c costs p to buy, as the listing reckons it.
 */
#include "options.h"
#include "lapi.h"
#include "steps.h"
#include <stdlib.h>

/* The judge's tables, made once: for each set of the in_play fields, a
 * frozen table saying which are in play ({ field = true/false }). */
static int make_in_play(arb_game *g, lua_State *L, arbi_family *f)
{
    if (f->in_play_ref) return 0;
    lua_createtable(L, 1 << f->nin_play, 0);
    for (int mask = 0; mask < 1 << f->nin_play; mask++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->freeze_ref);
        lua_createtable(L, 0, f->nin_play);
        for (int k = 0; k < f->nin_play; k++) {
            lua_pushboolean(L, mask >> k & 1);
            lua_setfield(L, -2, arbi_atom_str(&g->atoms, f->in_play[k]));
        }
        lua_pushliteral(L, "a grid family's in_play table");
        lua_call(L, 2, 1);
        lua_rawseti(L, -2, mask + 1);
    }
    f->in_play_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* After the cards are loaded: each definition's marks and range (the raw
 * definitions on top of L). */
int arbi_compile_grid(arb_game *g, lua_State *L, arbi_family *f)
{
    size_t n = (size_t)(g->ndefs ? g->ndefs : 1);
    uint8_t *marks = realloc(f->grid_of, n);
    if (marks) f->grid_of = marks;
    int32_t *range = realloc(f->range_of, sizeof *range * n);
    if (range) f->range_of = range;
    if (!marks || !range) return -1;
    uint8_t *in_play = f->nin_play ? realloc(f->in_play_of, n) : NULL;
    if (f->nin_play && !in_play) return -1;
    if (in_play) f->in_play_of = in_play;
    uint8_t *jw = f->njw ? realloc(f->jw_of, n) : NULL;
    if (f->njw && !jw) return -1;
    if (jw) f->jw_of = jw;
    const uint32_t field[4] = { f->buy, f->judge, f->rules, f->cost_mods };
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        marks[d] = 0;
        if (f->nin_play) in_play[d] = 0;
        for (int k = 0; k < f->nin_play; k++) {
            lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->in_play[k]));
            if (lua_toboolean(L, -1)) in_play[d] |= (uint8_t)(1u << k);
            lua_pop(L, 1);
        }
        if (f->njw) jw[d] = 0;
        for (int k = 0; k < f->njw; k++) {
            lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->jw_field[k]));
            if (lua_toboolean(L, -1)) jw[d] |= (uint8_t)(1u << k);
            lua_pop(L, 1);
        }
        for (int k = 0; k < 4; k++) {
            if (!field[k]) continue;
            lua_getfield(L, -1, arbi_atom_str(&g->atoms, field[k]));
            if (lua_toboolean(L, -1)) marks[d] |= (uint8_t)(1u << k);
            lua_pop(L, 1);
        }
        lua_getfield(L, -1, arbi_atom_str(&g->atoms, f->range));
        lua_Integer r = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : 0;
        range[d] = r > INT32_MAX ? INT32_MAX : r < INT32_MIN ? INT32_MIN : (int32_t)r;
        lua_pop(L, 2);
    }
    if (arbi_compile_cost_mods(g, L, f) || (f->act && arbi_compile_grid_act(g, L, f))) return -1;
    return f->nin_play ? make_in_play(g, L, f) : 0;
}

static const arbi_var *int_value(const arbi_state *s, uint32_t scope, uint32_t key)
{
    const arbi_var *v = key ? arbi_var_get(s, scope, key) : NULL;
    return v && v->type == ARBI_VINT ? v : NULL;
}

/* The grid, or ARB_NONE when the game has no such zone (grid and walk
 * families). */
arb_zone_id arbi_grid_zone(const arb_game *g, const arbi_family *f)
{
    arb_zone_id z = arbi_zone_hinted(&g->st, (int32_t *)f->zhint, f->zone, 0);
    return z != ARB_NONE && g->st.zones[z].kind == ARBI_GRID ? z : ARB_NONE;
}

/* What the face-up cards of grid z carry: whether one has the family's
 * rules field (returned), and the in_play fields (*in_play, a bit each). */
static int rules_in_play(const arb_game *g, const arbi_family *f, arb_zone_id z, int *in_play)
{
    *in_play = 0;
    if (z == ARB_NONE || (!f->rules && !f->nin_play)) return 0;
    const arbi_state *s = &g->st;
    const arbi_zone *zz = &s->zones[z];
    int rules = 0;
    for (int i = 0; i < zz->rows * zz->cols; i++) {
        arb_card_id x = s->slots[zz->off + i];
        if (x == ARB_NONE || !s->cards[x].face_up) continue;
        rules |= f->grid_of[s->cards[x].def] & ARBI_GRID_RULES;
        if (f->nin_play) *in_play |= f->in_play_of[s->cards[x].def];
    }
    return rules != 0;
}

/* Walks p's cards in the reach's zones that hold some of it: fn(acc, c,
 * value, range, maxd) with each card, its value and range (a range below 0
 * reaches nothing: left out). */
typedef void holder_fn(void *acc, arb_card_id c, int64_t value, int64_t range, int maxd);

static void each_holder(const arb_game *g, const arbi_family *f, int p, int maxd, holder_fn *fn, void *acc)
{
    const arbi_state *s = &g->st;
    for (int i = 0; i < f->nzones; i++) {
        arb_zone_id z = arbi_zone_hinted(s, (int32_t *)f->zones[i].zhint, f->zones[i].zone, p);
        int n = z == ARB_NONE ? 0 : s->zones[z].count, cell = 0;
        for (int k = 1; k <= n; k++) {
            arb_card_id c = arbi_nth_card(s, z, k, &cell);
            if (c == ARB_NONE) break;
            const arbi_var *v = int_value(s, ARBI_SCOPE(ARBI_SCOPE_CARD, c), f->reach_value);
            if (!v || v->value <= 0) continue;
            int64_t range = arbi_grid_range(g, f, c);
            if (range >= 0) fn(acc, c, v->value, range, maxd);
        }
    }
}

/* (a listing's: ranges cut at the farthest distance on the grid, maxd) */
static int cut(int64_t range, int maxd) { return range < maxd ? (int)range : maxd; }
static void farthest(void *acc, arb_card_id c, int64_t value, int64_t range, int maxd)
{
    int64_t *top = acc;
    (void)c, (void)value;
    if (cut(range, maxd) > *top) *top = cut(range, maxd);
}
static void tally(void *acc, arb_card_id c, int64_t value, int64_t range, int maxd)
{
    int64_t *hist = acc;
    (void)c;
    hist[cut(range, maxd)] = arbi_sat_add(hist[cut(range, maxd)], value);
}
/* (g:reach's: the values whose whole range reaches acc[1], summed in acc[0]) */
static void reaching(void *a, arb_card_id c, int64_t value, int64_t range, int maxd)
{
    int64_t *acc = a;
    (void)c, (void)maxd;
    if (range >= acc[1]) acc[0] = arbi_sat_add(acc[0], value);
}

/* What reaches each distance 0..top, top the farthest any of p's cards
 * reach (-1: none reaches), in reach[]: the small array when the grid's
 * farthest distance fits it (one walk), else a userdata left on the
 * stack, *made = 1, as long as the farthest range asks (two walks). */
static int64_t *reach_of(arbi_lister *ls, const arbi_family *f, int maxd, int64_t *small, int *top, int *made)
{
    int64_t far = -1, *hist = small;
    *made = 0;
    if (maxd < 256) {
        for (int d = 0; d <= maxd; d++) hist[d] = 0;
        each_holder(ls->g, f, ls->p, maxd, tally, hist);
        far = maxd;
        while (far >= 0 && hist[far] == 0) far--;
    } else {
        each_holder(ls->g, f, ls->p, maxd, farthest, &far);
        *made = far >= 256;
        if (*made) hist = lua_newuserdatauv(ls->L, sizeof *hist * (size_t)(far + 1), 0);
        for (int d = 0; d <= far; d++) hist[d] = 0;
        each_holder(ls->g, f, ls->p, maxd, tally, hist);
    }
    *top = (int)far;
    for (int d = *top - 1; d >= 0; d--) hist[d] = arbi_sat_add(hist[d], hist[d + 1]);
    return hist;
}

/* base(g, p): what reaches distance 0 besides the cards. */
static int64_t base_of(arbi_lister *ls, const arbi_family *f)
{
    if (!f->has_base) return f->npsum ? arbi_psum_of(ls->g, f, ls->p) : 0;
    lua_State *L = ls->L;
    arbi_push_fam_fn(ls, f->fn + ARBI_FN_BASE);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->G_ref);
    lua_pushinteger(L, ls->p);
    lua_call(L, 2, 1);
    if (!lua_isinteger(L, -1)) luaL_error(L, "a grid family's base(g, p) must return an integer");
    int64_t n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    return n;
}

const arbi_family *arbi_first_grid(const arb_game *g)
{
    for (int i = 0; i < g->nfams; i++)
        if (g->fams[i].kind == ARBI_FAM_GRID && g->fams[i].range_of) return &g->fams[i];
    return NULL;
}

int64_t arbi_grid_range(const arb_game *g, const arbi_family *f, arb_card_id c)
{
    const arbi_var *b = int_value(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), f->reach_bonus);
    return arbi_sat_add(f->range_of[g->st.cards[c].def], b ? b->value : 0);
}

/* The game's first grid family, for g:reach and g:distance (an error
 * when there is none, or its cards are not loaded yet). */
static const arbi_family *first_grid(lua_State *L, const arb_game *g, const char *method)
{
    const arbi_family *f = arbi_first_grid(g);
    if (!f) luaL_error(L, "g:%s: the game has no grid family (or its cards are not loaded yet)", method);
    return f;
}

/* g:pay_reach(p, n, d) -> what is left unpaid (0: all of it): takes n
 * from what of p's reaches distance d, the way g:reach counts it -- at
 * distance 0 the base's player values first, in the order declared, then
 * the cards' values, the shortest range first (on a tie, the card made
 * first) -- so that long range is kept for later (Transformers' ENGINE
 * CHOICE: a buy spends the lowest-Range Power first).  A base that is a
 * function is not paid from.  Each value keeps its expiry tag. */
typedef struct { arb_card_id c; int64_t range; } payer;

static int by_range(const void *a, const void *b)
{
    const payer *x = a, *y = b;
    if (x->range != y->range) return x->range < y->range ? -1 : 1;
    return (x->c > y->c) - (x->c < y->c);
}

/* (g:pay_reach's: the cards whose range reaches `d`, counted while `at`
 * is NULL, else listed there) */
typedef struct { payer *at; int64_t d; int n; } payers;
static void paying(void *acc, arb_card_id c, int64_t value, int64_t range, int maxd)
{
    payers *ps = acc;
    (void)value, (void)maxd;
    if (range < ps->d) return;
    if (ps->at) ps->at[ps->n] = (payer){ c, range };
    ps->n++;
}

static int l_pay_reach(lua_State *L)
{
    ARBI_WRITES(L, "pay_reach");
    arb_game *g = GAME(L);
    const arbi_family *f = first_grid(L, g, "pay_reach");
    int p = arbi_check_player(L, g, 2, 0);
    int64_t n = luaL_checkinteger(L, 3);
    lua_Integer d = luaL_checkinteger(L, 4);
    luaL_argcheck(L, d >= 0, 4, "a distance is 0 or more");
    if (d == 0 && !f->has_base && arbi_psum_pay(g, f, p, &n)) return luaL_error(L, "out of memory");
    payers ps = { NULL, d, 0 };
    each_holder(g, f, p, 0, paying, &ps);
    ps.at = lua_newuserdatauv(L, sizeof *ps.at * (size_t)(ps.n ? ps.n : 1), 0);
    ps.n = 0;
    each_holder(g, f, p, 0, paying, &ps);
    qsort(ps.at, (size_t)ps.n, sizeof *ps.at, by_range);
    for (int i = 0; i < ps.n && n > 0; i++) {
        uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_CARD, ps.at[i].c);
        int64_t take = int_value(&g->st, scope, f->reach_value)->value, left;
        take = take < n ? take : n;
        n -= take;
        if (arbi_var_add(&g->st, scope, f->reach_value, -take, 0, &left)) return luaL_error(L, "out of memory");
    }
    lua_pushinteger(L, n > 0 ? n : 0);
    return 1;
}

/* g:reach(p, d) -> what of p's reaches distance d (>= 0): the first grid
 * family's reach, and at distance 0 its base too.  A read. */
static int l_reach(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_family *f = first_grid(L, g, "reach");
    int p = arbi_check_player(L, g, 2, 0);
    lua_Integer d = luaL_checkinteger(L, 3);
    luaL_argcheck(L, d >= 0, 3, "a distance is 0 or more");
    int64_t acc[2] = { 0, d };
    each_holder(g, f, p, 0, reaching, acc);
    if (d == 0) {
        arbi_lister ls = { .g = g, .L = L, .p = p };
        acc[0] = arbi_sat_add(acc[0], base_of(&ls, f));
    }
    lua_pushinteger(L, acc[0]);
    return 1;
}

/* g:distance(p, c) -> rows apart plus columns apart from the cell p stands
 * on (the first grid family's `at` values) to card c's cell of its grid;
 * nil when p is off the grid or c is not in it.  A read. */
static int l_distance(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_family *f = first_grid(L, g, "distance");
    int p = arbi_check_player(L, g, 2, 0);
    arb_card_id c = arbi_check_card(L, g, 3);
    arb_zone_id z = arbi_grid_zone(g, f);
    const arbi_card *cd = &g->st.cards[c];
    int row, col;
    if (z == ARB_NONE || cd->zone != z || !arbi_grid_cell(g, f, p, &g->st.zones[z], &row, &col)) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushinteger(L, arbi_cell_distance(row, col, cd->slot, g->st.zones[z].cols));
    return 1;
}

/* g:buy_cost(p, c) -> what card c costs player p to buy by the first grid
 * family: its `cost_value` card value, else its definition's `cost`,
 * changed by the grid's face-up `cost_mods` -- the kernel's one reckoning
 * of it, as its listing makes it; nil when c has no cost.  A read. */
static int l_buy_cost(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_family *f = first_grid(L, g, "buy_cost");
    int p = arbi_check_player(L, g, 2, 0);
    arb_card_id c = arbi_check_card(L, g, 3);
    const arbi_var *v = int_value(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), f->cost_value);
    int32_t of_def = f->cost_of ? f->cost_of[g->st.cards[c].def] : INT32_MIN;
    if (!v && of_def == INT32_MIN) return lua_pushnil(L), 1;
    arb_zone_id z = arbi_grid_zone(g, f);
    const arbi_zone *zz = z == ARB_NONE ? NULL : &g->st.zones[z];
    arbi_lister ls = { .g = g, .L = L, .p = p };
    int64_t mods = zz && arbi_any_cost_mod(g, f, zz) ? arbi_cost_change(&ls, f, zz, c) : 0;
    lua_pushinteger(L, arbi_sat_add(v ? v->value : of_def, mods));
    return 1;
}

void arbi_open_grid(lua_State *L, arb_game *g)
{
    static const luaL_Reg api[] = { {"reach", l_reach}, {"pay_reach", l_pay_reach}, {"distance", l_distance}, {"buy_cost", l_buy_cost},
                                    {NULL, NULL} };
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
}

/* Refuses card x as judged, with the reason text (NULL: the string on top
 * of ls->L's stack, a judge_fn's answer) as its detail. */
static void refuse_judged(arbi_lister *ls, const arbi_family *f, arb_card_id x, const char *text)
{
    arbi_refusal *r = arbi_refuse(ls, f, x, -1, "judge");
    size_t at = r ? arbi_decision_text(&ls->g->dec, text ? text : lua_tostring(ls->L, -1)) : 0;
    if (at == (size_t)-1) luaL_error(ls->L, "out of memory");
    if (r) r->detail = at;
}

/* judge_steps: the first refuse step whose conditions hold for p, card x
 * and the reach as the argument refuses it with its reason; none does:
 * offered. */
static void judge_by_steps(arbi_lister *ls, int fam, const arbi_family *f, arb_card_id x, int64_t reach,
                           int in_play)
{
    uint32_t rules[ARBI_MAX_IN_PLAY];
    int n = 0;
    for (int k = 0; k < f->nin_play; k++)
        if (in_play >> k & 1) rules[n++] = f->in_play[k];
    uint32_t why = arbi_judge_refusal(ls->g, f->judge_prog - 1, ls->p, x, reach, rules, n);
    if (why) refuse_judged(ls, f, x, arbi_atom_str(&ls->g->atoms, why));
    else arbi_offer_lazy(ls, fam, x, -1);
}

/* judge_fn(g, p, card, d, reach, in_play): offers the card, or refuses it
 * with the reason it returns.  judge_steps (if any) judge instead while
 * none of the in_play rules is in play, or always when there is no
 * judge_fn. */
static void judge(arbi_lister *ls, int fam, const arbi_family *f, arb_card_id x, int d, int64_t reach,
                  int in_play)
{
    if (f->judge_prog && (!in_play || !f->has_judge)) {
        judge_by_steps(ls, fam, f, x, reach, in_play);
        return;
    }
    lua_State *L = ls->L;
    arbi_push_fam_fn(ls, f->fn + ARBI_FN_JUDGE);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->G_ref);
    lua_pushinteger(L, ls->p);
    lua_pushinteger(L, x + 1);
    lua_pushinteger(L, d);
    lua_pushinteger(L, reach);
    if (f->nin_play) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, f->in_play_ref);
        lua_rawgeti(L, -1, in_play + 1);
        lua_remove(L, -2);
    } else {
        lua_pushnil(L);
    }
    lua_call(L, 6, 1);
    if (!lua_toboolean(L, -1)) {
        arbi_offer_lazy(ls, fam, x, -1);
    } else if (!lua_isstring(L, -1)) {
        luaL_error(L, "a grid family's judge_fn must return nil or a reason (a string)");
    } else {
        refuse_judged(ls, f, x, NULL);
    }
    lua_pop(L, 1);
}

/* A card to buy: offered while its cost is within reach. */
static void buy(arbi_lister *ls, int fam, const arbi_family *f, arb_card_id x, int64_t reach,
                const arbi_zone *mods)
{
    const arbi_state *s = &ls->g->st;
    const arbi_var *v = int_value(s, ARBI_SCOPE(ARBI_SCOPE_CARD, x), f->cost_value);
    int32_t of_def = f->cost_of[s->cards[x].def];
    if (!v && of_def == INT32_MIN) return;            /* nothing to pay: not for sale */
    int64_t cost = arbi_sat_add(v ? v->value : of_def, mods ? arbi_cost_change(ls, f, mods, x) : 0);
    if (reach >= cost) arbi_offer_lazy(ls, fam, x, -1);
    else arbi_refuse(ls, f, x, -1, "cost");
}

/* The acting player's cell: 1 when it is on the grid (row, col set). */
int arbi_grid_cell(const arb_game *g, const arbi_family *f, int p, const arbi_zone *zz, int *row, int *col)
{
    uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_PLAYER, p);
    const arbi_var *rv = int_value(&g->st, scope, f->at[0]), *cv = int_value(&g->st, scope, f->at[1]);
    if (!rv || !cv || rv->value < 0 || rv->value >= zz->rows || cv->value < 0 || cv->value >= zz->cols) return 0;
    *row = (int)rv->value;
    *col = (int)cv->value;
    return 1;
}

/* The judge_while fields whose rule is in play now (a bit each). */
static int judged_while(const arbi_family *f, int in_play)
{
    int also = 0;
    for (int k = 0; k < f->njw; k++)
        if (in_play >> f->jw_key[k] & 1) also |= 1 << k;
    return also;
}

/* Its rules are in play: the family's Lua list lists it. */
static void list_by_rules(arbi_lister *ls, int fam, const arbi_family *f)
{
    int from = ls->g->dec.nopt;
    arbi_list_lua(ls, fam, f);
    for (int k = from; k < ls->g->dec.nopt; k++) ls->g->dec.opt[k].slot = ARBI_SLOT_LUA;
}

/* A listing's reckoning, made at the first card that needs it: what
 * reaches distance d (its base added at 0), and whether face-up cards
 * change costs. */
typedef struct reckoning {
    int64_t small[256], *reach, base;
    int top, made, based, maxd, modded;
    const arbi_zone *zz, *mods;
} reckoning;

static inline int64_t reach_at(arbi_lister *ls, const arbi_family *f, reckoning *k, int d)
{
    if (!k->reach) k->reach = reach_of(ls, f, k->maxd, k->small, &k->top, &k->made);
    int64_t r = d > k->top ? 0 : k->reach[d];
    if (d == 0 && !k->based++) k->base = base_of(ls, f);
    return d == 0 ? arbi_sat_add(r, k->base) : r;
}

static inline const arbi_zone *mods_of(arbi_lister *ls, const arbi_family *f, reckoning *k)
{
    if (!k->modded++) k->mods = arbi_any_cost_mod(ls->g, f, k->zz) ? k->zz : NULL;
    return k->mods;
}

/* Whether face-up card x (its marks) is one the family lists. */
static inline uint8_t listed(const arbi_family *f, int def, int also)
{
    uint8_t marks = f->grid_of[def];
    if (also && (also & f->jw_of[def])) marks |= ARBI_GRID_JUDGE;
    return marks & (ARBI_GRID_BUY | ARBI_GRID_JUDGE | ARBI_GRID_ACT);
}

/* The grid's face-up cards the family lists, cell by cell, judged from
 * p's cell (found at the first such card: an act family whose cards are
 * not in the grid asks nothing more); 0, or -1 when p is off the grid. */
static int list_cells(arbi_lister *ls, int fam, const arbi_family *f, int in_play, reckoning *k)
{
    const arbi_state *s = &ls->g->st;
    const arbi_zone *zz = k->zz;
    int row = -1, col = 0, also = judged_while(f, in_play);
    for (int i = 0; i < zz->rows * zz->cols; i++) {
        arb_card_id x = s->slots[zz->off + i];
        if (x == ARB_NONE || !s->cards[x].face_up) continue;
        uint8_t marks = listed(f, s->cards[x].def, also);
        if (!marks) continue;
        if (row < 0 && !arbi_grid_cell(ls->g, f, ls->p, zz, &row, &col)) return -1;
        int d = arbi_cell_distance(row, col, i, zz->cols);
        int64_t r = reach_at(ls, f, k, d);
        if (marks & ARBI_GRID_JUDGE) judge(ls, fam, f, x, d, r, in_play);
        else if (marks & ARBI_GRID_BUY) buy(ls, fam, f, x, r, mods_of(ls, f, k));
        else arbi_list_grid_act(ls, fam, f, x, d, r);
    }
    return row < 0 && f->supply && !arbi_grid_cell(ls->g, f, ls->p, zz, &row, &col) ? -1 : 0;
}

void arbi_list_grid(arbi_lister *ls, int fam, const arbi_family *f)
{
    arb_game *g = ls->g;
    const arbi_state *s = &g->st;
    arb_zone_id z = arbi_grid_zone(g, f);
    int in_play;
    if (rules_in_play(g, f, z, &in_play)) { list_by_rules(ls, fam, f); return; }
    if (z == ARB_NONE) return;
    reckoning k;                          /* (small[] is filled only as far as the reach goes) */
    k.zz = &s->zones[z], k.maxd = k.zz->rows + k.zz->cols - 2;
    k.reach = NULL, k.top = -1, k.made = k.based = k.modded = 0, k.base = 0;
    if (list_cells(ls, fam, f, in_play, &k) == 0) {          /* (else off the grid: nothing) */
        arb_zone_id sz = f->supply ? arbi_zone_find(s, f->supply, 0) : ARB_NONE;
        arb_card_id supply = sz == ARB_NONE ? ARB_NONE : arbi_zone_at(s, sz, 1);
        if (supply != ARB_NONE) buy(ls, fam, f, supply, reach_at(ls, f, &k, 0), mods_of(ls, f, &k));
        else if (f->supply) arbi_refuse(ls, f, -1, -1, "empty");
    }
    if (k.made) lua_pop(ls->L, 1);
}
