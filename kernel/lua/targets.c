/*
 * targets.c -- the `targets` option family: attacks, listed by the kernel.
 *
 * Declared as
 *   { targets = "bases", players = true, pool = "combat", skip = "out",
 *     need = "defense", spent = "damage", guard = "outpost",
 *     allow = function(g, p, q) ... end, label = ..., refuse = ..., run = ... }
 * it offers the acting player p, while p's `pool` value is above 0, one
 * option per other player q not flagged `skip` (with `players`) and one per
 * card in q's zone `targets`; and a second, "partial" option for each
 * target on which more than 1 could be spent: min(pool, need), where a
 * player's need is what allow returns (at least 1) and a card's is its
 * definition's `need` field less its card value `spent`.
 *
 * allow(g, p, q, own) runs once per other player -- own is q's first card
 * in the zone whose definition has the `guard` field, or nil -- and returns
 *   player_ok, player_why, cards_ok, cards_why, guard, need
 * -- whether p may target q and q's cards (and why not), the card that
 * guards q (while there is one, q and q's cards whose definition has no
 * `guard` field cannot be targeted), and q's need.  Nothing else runs Lua
 * while listing; refusals (for `why`) are asked of `refuse(g, p, card|nil,
 * q, why, detail)` outside simulations, why being "denied" (detail: the
 * reason allow gave), "guard" (detail: the guard) or "pool".
 *
 * Where the rules are the common ones, allow is data the kernel judges with
 * no Lua at all:  allow = { team = "team", need = "authority" }  -- p may
 * target q and q's cards unless both have the same player value `team`
 * (a player without one is a team of their own; refused as "team"), q's
 * need is q's player value `need`, and the guard is q's own.
 *
 * An option is plain data: its card (or -1 for the player) and, in its
 * slot, q * 2 + partial.  label(g, p, q, card|nil, partial) and run(g, p,
 * q, card|nil, partial) receive them.
 */
#include "options.h"
#include "lapi.h"

/* What allow said about one target player. */
typedef struct verdict {
    int player_ok, cards_ok;
    const char *why;                  /* the refusal's word when not ok */
    int player_why, cards_why;        /* stack indices of the reasons */
    arb_card_id guard;                /* or ARB_NONE */
    int64_t need;
} verdict;

/* A refusal, worded when read: the slot holds q, the detail allow's
 * reason (at stack index detail_index) or the guard. */
static void refuse(arbi_lister *ls, const arbi_family *f, int card, int q, const char *why,
                   int detail_index, arb_card_id guard)
{
    arbi_refusal *r = arbi_refuse(ls, f, card, q, why);
    if (!r) return;
    r->detail_card = guard;
    if (detail_index && lua_isstring(ls->L, detail_index)) {
        size_t at = arbi_decision_text(&ls->g->dec, lua_tostring(ls->L, detail_index));
        if (at == (size_t)-1) luaL_error(ls->L, "out of memory");
        r->detail = at;
    }
}

/* q's first card in the family's zone that guards (its definition has the
 * `guard` field), or ARB_NONE. */
static arb_card_id own_guard(const arb_game *g, const arbi_family *f, int q)
{
    const arbi_state *s = &g->st;
    arb_zone_id z = f->guard_of ? arbi_zone_hinted(s, (int32_t *)f->zhint, f->zone, q) : ARB_NONE;
    int n = z == ARB_NONE ? 0 : s->zones[z].count, cell = 0;
    for (int k = 1; k <= n; k++) {
        arb_card_id c = arbi_nth_card(s, z, k, &cell);
        if (c == ARB_NONE) break;
        if (f->guard_of[s->cards[c].def]) return c;
    }
    return ARB_NONE;
}

/* Calls allow(g, p, q, own); its six results stay on the stack. */
static verdict ask(arbi_lister *ls, const arbi_family *f, int q)
{
    lua_State *L = ls->L;
    arbi_push_fam_fn(ls, f->fn + ARBI_FN_LIST);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->G_ref);
    lua_pushinteger(L, ls->p);
    lua_pushinteger(L, q);
    arb_card_id own = own_guard(ls->g, f, q);
    if (own != ARB_NONE) lua_pushinteger(L, own + 1); else lua_pushnil(L);
    lua_call(L, 4, 6);
    int top = lua_gettop(L);
    verdict v = { lua_toboolean(L, top - 5), lua_toboolean(L, top - 3), "denied", top - 4, top - 2,
                  ARB_NONE, lua_isinteger(L, top) ? lua_tointeger(L, top) : 0 };
    if (!lua_isnil(L, top - 1)) v.guard = arbi_check_card(L, ls->g, top - 1);
    return v;
}

/* allow as data: teams, q's need, q's own guard. */
static verdict judge(arbi_lister *ls, const arbi_family *f, int q)
{
    const arb_game *g = ls->g;
    int64_t tp = ls->p, tq = q;
    if (f->team) {
        const arbi_var *a = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, ls->p), f->team);
        const arbi_var *b = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, q), f->team);
        if (a && a->type == ARBI_VINT) tp = a->value;
        if (b && b->type == ARBI_VINT) tq = b->value;
    }
    int ok = tp != tq;
    verdict v = { ok, ok, "team", 0, 0, ARB_NONE,
                  f->need_value ? arbi_player_value(g, q, f->need_value) : 0 };
    if (ok) v.guard = own_guard(g, f, q);
    return v;
}

/* Offers a target: the full option and, if more than 1 could be spent, the
 * partial one. */
static void offer(arbi_lister *ls, int fam, int card, int q, int64_t pool, int64_t need)
{
    arbi_offer_lazy(ls, fam, card, q * 2);
    if ((pool < need ? pool : need) > 1) arbi_offer_lazy(ls, fam, card, q * 2 + 1);
}

int64_t arbi_target_need(const arbi_family *f, int def)
{
    int32_t need = f->cost_of ? f->cost_of[def] : INT32_MIN;
    return need == INT32_MIN ? 0 : need;
}

static int64_t card_need(const arb_game *g, const arbi_family *f, arb_card_id c)
{
    const arbi_var *v = f->spent ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), f->spent) : NULL;
    return arbi_target_need(f, g->st.cards[c].def) - (v && v->type == ARBI_VINT ? v->value : 0);
}

static void list_player_target(arbi_lister *ls, int fam, const arbi_family *f, int q,
                               const verdict *v, int64_t pool)
{
    if (!v->player_ok) refuse(ls, f, -1, q, v->why, v->player_why, ARB_NONE);
    else if (v->guard != ARB_NONE) refuse(ls, f, -1, q, "guard", 0, v->guard);
    else if (pool <= 0) refuse(ls, f, -1, q, "pool", 0, ARB_NONE);
    else offer(ls, fam, -1, q, pool, v->need > 1 ? v->need : 1);
}

static void list_card_targets(arbi_lister *ls, int fam, const arbi_family *f, int q,
                              const verdict *v, int64_t pool)
{
    const arbi_state *s = &ls->g->st;
    arb_zone_id z = arbi_zone_hinted(s, (int32_t *)f->zhint, f->zone, q);
    int n = z == ARB_NONE ? 0 : s->zones[z].count, cell = 0;
    for (int k = 1; k <= n; k++) {
        arb_card_id c = arbi_nth_card(s, z, k, &cell);
        if (c == ARB_NONE) break;
        int guarded = v->guard != ARB_NONE && !(f->guard_of && f->guard_of[s->cards[c].def]);
        if (!v->cards_ok) refuse(ls, f, c, q, v->why, v->cards_why, ARB_NONE);
        else if (guarded) refuse(ls, f, c, q, "guard", 0, v->guard);
        else if (pool <= 0) refuse(ls, f, c, q, "pool", 0, ARB_NONE);
        else offer(ls, fam, c, q, pool, card_need(ls->g, f, c));
    }
}

int64_t arbi_target_amount(const arb_game *g, const arbi_family *f, int p, int q, arb_card_id c)
{
    int64_t pool = arbi_player_value(g, p, f->pool), need = pool;
    if (c != ARB_NONE) need = card_need(g, f, c);
    else if (f->allow_data && f->need_value) need = arbi_player_value(g, q, f->need_value);
    if (c == ARB_NONE && need < 1) need = 1;            /* as the listing offers it */
    return pool < need ? pool : need;
}

/* Whether player q's value `key` is set (and not false). */
static int player_flag(const arb_game *g, int q, uint32_t key)
{
    const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, q), key);
    return v && !(v->type == ARBI_VBOOL && !v->value);
}

void arbi_list_targets(arbi_lister *ls, int fam, const arbi_family *f)
{
    const arb_game *g = ls->g;
    int64_t pool = arbi_pool_value(g, f, ls->p);
    if (pool <= 0 && g->quiet) return;          /* nothing to offer; nobody asks why */
    for (int q = 1; q <= g->st.h.nplayers; q++) {
        if (q == ls->p || (f->skip && player_flag(g, q, f->skip))) continue;
        int top = ls->L ? lua_gettop(ls->L) : 0;
        verdict v = f->allow_data ? judge(ls, f, q) : ask(ls, f, q);
        if (f->players) list_player_target(ls, fam, f, q, &v, pool);
        if (f->zone) list_card_targets(ls, fam, f, q, &v, pool);
        if (ls->L) lua_settop(ls->L, top);
    }
}

int arbi_push_target_args(arb_game *g, lua_State *L, const arbi_option *o)
{
    (void)g;
    lua_pushinteger(L, o->player);
    lua_pushinteger(L, o->slot / 2);
    if (o->card >= 0) lua_pushinteger(L, o->card + 1); else lua_pushnil(L);
    lua_pushboolean(L, o->slot & 1);
    return 4;
}
