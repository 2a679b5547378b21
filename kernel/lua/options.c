/*
 * options.c -- option families listed by the kernel at every window (see
 * options.h for the four kinds; families.c reads them at load).
 *
 * Listing a window fills the pending decision with options that are plain
 * data -- family, player, card, ability -- so answering one needs nothing
 * but the decision, and a snapshot taken at a window holds everything
 * needed to go on.  Only `list` families keep their options' functions in
 * the prelude's action list, which is why a window holding such options is
 * listed again after a restore.  The whole listing runs as one protected
 * call with the game read-only (ARBI_WRITES).
 */
#include "options.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

/* ---- listing ---------------------------------------------------------------- */

typedef arbi_lister lister;

void arbi_push_fam_fn(lister *ls, int index)
{
    lua_rawgeti(ls->L, LUA_REGISTRYINDEX, ls->g->fam_ref);
    lua_rawgeti(ls->L, -1, index);
    lua_remove(ls->L, -2);
}

static void push_g(const arb_game *g, lua_State *L)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
}

void arbi_offer(lister *ls, int fam, const char *label, int card, int slot)
{
    arbi_option *o = arbi_decision_new(&ls->g->dec, label);   /* (the label's text copied) */
    if (!o) {
        if (!ls->L) { ls->oom = 1; return; }
        luaL_error(ls->L, "out of memory");
    }
    o->player = ls->p;
    o->fam = fam;
    o->card = card;
    o->slot = slot;
    o->lazy = label == NULL;
    o->clash = 0;
}

/* Records, outside simulations, that the family refuses (card, slot) for
 * `why` (a static word); refuse(g, p, card|nil, slot|nil, why) -> label,
 * reason words it when somebody reads the refusals (arbi_refusals_ready). */
arbi_refusal *arbi_refuse_kept(lister *ls, const arbi_family *f, int card, int slot, const char *why)
{
    arbi_refusal *r = arbi_decision_lazy_refusal(&ls->g->dec, (int)(f - ls->g->fams), card, slot, why);
    if (r) r->player = ls->p;
    else if (ls->L) luaL_error(ls->L, "out of memory");
    else ls->oom = 1;
    return r;
}


static int card_flag(const arb_game *g, int c, uint32_t key)
{
    const arbi_var *v = key ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, c), key) : NULL;
    return v && !(v->type == ARBI_VBOOL && !v->value);
}

/* The k-th card of zone z, 1-based: from the top of a pile; row by row
 * through a grid's occupied cells.  *cell tracks a grid walk. */
arb_card_id arbi_nth_card(const arbi_state *s, arb_zone_id z, int k, int *cell)
{
    const arbi_zone *zz = &s->zones[z];
    if (zz->kind != ARBI_GRID) return arbi_zone_at(s, z, k);
    for (int n = zz->rows * zz->cols; *cell < n; ) {
        arb_card_id c = arbi_zone_at(s, z, (*cell)++);
        if (c != ARB_NONE) return c;
    }
    return ARB_NONE;
}

/* Whether a card before c in zone z has the same definition. */
static int seen_before(const arbi_state *s, arb_zone_id z, arb_card_id c, int def)
{
    int cell = 0;
    for (int j = 1; j <= s->zones[z].count; j++) {
        arb_card_id d = arbi_nth_card(s, z, j, &cell);
        if (d == c || d == ARB_NONE) return 0;
        if (s->cards[d].def == def) return 1;
    }
    return 0;
}

static void list_cards(lister *ls, int fam, const arbi_family *f)
{
    const arb_game *g = ls->g;
    const arbi_state *s = &g->st;
    arb_zone_id z = arbi_zone_hinted(s, (int32_t *)f->zhint, f->zone, f->shared ? 0 : ls->p);
    int n = z == ARB_NONE ? 0 : s->zones[z].count, cell = 0;
    if (n == 0) {                        /* (an empty hand: nothing more to look at) */
        arbi_refuse(ls, f, -1, -1, "empty");
        return;
    }
    if (f->top && n > 1) n = 1;
    int64_t have = arbi_pool_value(g, f, ls->p);
    int refusing = !g->quiet && f->has_refuse;
    if (f->cost && have < f->min_cost && !refusing) return;   /* no card is affordable */
    enum { SEEN = 1024 };       /* distinct: the definitions met so far, a bit */
    uint64_t seen[SEEN / 64];   /* each (a hand, a row); more definitions, or a */
    int by_bits = f->distinct && n <= 64 && g->ndefs <= SEEN;   /* longer pile: seen_before */
    if (by_bits) memset(seen, 0, sizeof *seen * (size_t)((g->ndefs + 63) / 64));   /* the words used */
    const int32_t *top = n ? arbi_pile_top(s, z) : NULL;
    const arbi_family *grid = f->reaches ? arbi_first_grid(g) : NULL;
    for (int k = 1; k <= n; k++) {
        arb_card_id c = top ? top[-k] : arbi_nth_card(s, z, k, &cell);
        if (c == ARB_NONE) break;
        if (f->reaches && (!grid || arbi_grid_range(g, grid, c) < ls->arg)) continue;
        int def = s->cards[c].def;
        if (by_bits) {
            uint64_t bit = 1ull << (def & 63);
            if (seen[def >> 6] & bit) continue;
            seen[def >> 6] |= bit;
        } else if (f->distinct && seen_before(s, z, c, def)) continue;
        if (f->cost && f->cost_of[def] == INT32_MIN) continue;
        if (!f->cost || f->cost_of[def] <= have) arbi_offer_lazy(ls, fam, c, -1);
        else if (refusing) arbi_refuse(ls, f, c, -1, "cost");
    }
}

/* The definition whose abilities card c uses (itself, or the one a card
 * value names: a copy). */
static int ability_def(const arb_game *g, const arbi_family *f, arb_card_id c)
{
    int d = arbi_def_borrowed(g, c, f->borrow);
    return d >= 0 ? d : g->st.cards[c].def;
}

static void list_abilities(lister *ls, int fam, const arbi_family *f)
{
    const arb_game *g = ls->g;
    const arbi_state *s = &g->st;
    for (int zi = 0; zi < f->nzones; zi++) {
        const arbi_ab_zone *az = &f->zones[zi];
        arb_zone_id z = arbi_zone_hinted(s, (int32_t *)az->zhint, az->zone, ls->p);
        int n = z == ARB_NONE ? 0 : s->zones[z].count;
        const int32_t *top = n ? arbi_pile_top(s, z) : NULL;
        int cell = 0;
        for (int k = 1; k <= n; k++) {
            arb_card_id c = top ? top[-k] : arbi_nth_card(s, z, k, &cell);
            if (c == ARB_NONE) break;
            for (unsigned has = az->order_of[ability_def(g, f, c)]; has; has &= has - 1) {
                int slot = az->slot[__builtin_ctz(has)];      /* (in the zone's order) */
                if (card_flag(g, c, f->used[slot])) arbi_refuse(ls, f, c, slot, "used");
                else if (f->need[slot] && !card_flag(g, c, f->need[slot])) arbi_refuse(ls, f, c, slot, "need");
                else arbi_offer_lazy(ls, fam, c, slot);
            }
        }
    }
}

static void list_fixed(lister *ls, int fam, const arbi_family *f)
{
    const arb_game *g = ls->g;
    if (f->active_only && ls->p != g->st.h.active) return;
    if (f->min_cards) {
        arb_zone_id z = arbi_zone_hinted(&g->st, (int32_t *)f->zhint, f->zone, f->shared ? 0 : ls->p);
        if (z == ARB_NONE || g->st.zones[z].count < f->min_cards) return;
    }
    arbi_offer_lazy(ls, fam, -1, -1);          /* its label is copied when read */
}

/* One option per player -- the acting one, or each other one from their
 * left -- for that player to take, while their value `pool` is above 0. */
ARBI_NOINLINE static void list_each_player(lister *ls, int fam, const arbi_family *f)
{
    const arb_game *g = ls->g;
    int p = ls->p, n = g->st.h.nplayers;
    for (int i = f->others; i < (f->others ? n : 1); i++) {
        int q = (p - 1 + i) % n + 1;
        if (f->pool && arbi_player_value(g, q, f->pool) <= 0) {
            arbi_refuse(ls, f, q - 1, -1, "pool");
            continue;
        }
        ls->p = q;
        ls->mixed |= q != p;
        arbi_offer_lazy(ls, fam, q - 1, -1);
        ls->p = p;
    }
}

int arbi_call_test(lister *ls, arb_card_id c)
{
    lua_State *L = ls->L;
    push_g(ls->g, L);
    lua_pushinteger(L, c + 1);
    lua_pushinteger(L, ls->p);
    lua_call(L, 3, 1);
    int yes = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return yes;
}

/* A list's while_any: a card of its zone (face up, if asked) has its field
 * -- with at, in a simulation, on the acting player's cell of that grid
 * (elsewhere the list can only refuse, and nobody asks why). */
static int any_card(lister *ls, const arbi_family *f)
{
    const arbi_state *s = &ls->g->st;
    arb_zone_id z = arbi_zone_hinted(s, (int32_t *)f->zhint, f->any_zone, f->any_shared ? 0 : ls->p);
    if (z == ARB_NONE) return 0;
    const arbi_zone *zz = &s->zones[z];
    int k = 0, n = arbi_zone_places(zz), row, col;
    if (f->at[0] && ls->g->quiet && zz->kind == ARBI_GRID) {
        if (!arbi_grid_cell(ls->g, f, ls->p, zz, &row, &col)) return 0;
        k = row * zz->cols + col, n = k + 1;
    }
    for (; k < n; k++) {
        arb_card_id c = s->slots[zz->off + k];
        if (c != ARB_NONE && (!f->any_face_up || s->cards[c].face_up) && f->grid_of[s->cards[c].def]) return 1;
    }
    return 0;
}

/* Refusals a Lua list recorded since the last read. */
static void read_lua_refusals(lister *ls)
{
    lua_State *L = ls->L;
    lua_getfield(L, ls->acts, "nref");
    int n = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    lua_getfield(L, ls->acts, "refused");
    for (; ls->nref < n; ls->nref++) {
        lua_rawgeti(L, -1, ls->nref + 1);
        lua_rawgeti(L, -1, 1);
        lua_rawgeti(L, -2, 2);
        if (arbi_decision_refusal(&ls->g->dec, luaL_checkstring(L, -2), luaL_checkstring(L, -1)))
            luaL_error(L, "out of memory");
        lua_pop(L, 3);
    }
    lua_pop(L, 1);
}

/* The prelude's action list, emptied, on the listing's stack: at the first
 * Lua list of a listing (most listings run none). */
static void acts_ready(lister *ls)
{
    lua_State *L = ls->L;
    if (ls->acts) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->acts_ref);
    ls->acts = lua_gettop(L);
    lua_pushinteger(L, 0);
    lua_setfield(L, ls->acts, "n");
    lua_pushinteger(L, 0);
    lua_setfield(L, ls->acts, "nref");
}

/* A Lua list: list(g, p, acts); then its options and refusals are read
 * from the action list. */
void arbi_list_lua(lister *ls, int fam, const arbi_family *f)
{
    lua_State *L = ls->L;
    acts_ready(ls);
    lua_getfield(L, ls->acts, "n");
    int from = (int)lua_tointeger(L, -1);
    lua_pop(L, 1);
    lua_pushinteger(L, ls->p);
    lua_setfield(L, ls->acts, "player");
    arbi_push_fam_fn(ls, f->fn + ARBI_FN_LIST);
    push_g(ls->g, L);
    lua_pushinteger(L, ls->p);
    lua_pushvalue(L, ls->acts);
    lua_call(L, 3, 0);
    lua_getfield(L, ls->acts, "n");
    int to = (int)lua_tointeger(L, -1);
    lua_getfield(L, ls->acts, "labels");
    lua_getfield(L, ls->acts, "players");
    for (int i = from + 1; i <= to; i++) {
        int ty = lua_rawgeti(L, -2, i);
        if (ty != LUA_TFUNCTION && ty != LUA_TSTRING) luaL_error(L, "an option's label must be a string or a function");
        lua_rawgeti(L, -2, i);
        int p = (int)lua_tointeger(L, -1);
        int keep = ls->p;
        ls->p = p;
        ls->mixed |= p != keep;
        if (ty == LUA_TSTRING) arbi_offer(ls, fam, lua_tostring(L, -2), i, -1);
        else arbi_offer_lazy(ls, fam, i, -1);
        ls->p = keep;
        lua_pop(L, 2);
    }
    lua_pop(L, 3);
    read_lua_refusals(ls);
}


static void list_player(lister *ls, const arbi_window *w)
{
    arbi_derive(ls->g, ls->p);            /* the kernel's own writes come first */
    const arbi_family *fams = ls->g->fams;
    for (int i = w->first, end = w->first + w->count; i < end; i++) {
        const arbi_family *f = &fams[i];
        switch (f->kind) {
        case ARBI_FAM_CARDS: list_cards(ls, i, f); break;
        case ARBI_FAM_ABILITIES: list_abilities(ls, i, f); break;
        case ARBI_FAM_FIXED: list_fixed(ls, i, f); break;
        case ARBI_FAM_TARGETS: arbi_list_targets(ls, i, f); break;
        case ARBI_FAM_GRID: arbi_list_grid(ls, i, f); break;
        case ARBI_FAM_WALK: arbi_list_walk(ls, i, f); break;
        case ARBI_FAM_PLAYER: list_each_player(ls, i, f); break;
        case ARBI_FAM_COSTED: arbi_list_costed(ls, i, f); break;
        default:
            /* a list that offers nothing while a value is 0 (pool =) can
             * only refuse then: a simulation, where nobody asks why, skips it */
            if (f->pool && ls->g->quiet && arbi_player_value(ls->g, ls->p, f->pool) <= 0) break;
            if (f->any_has && !any_card(ls, f)) break;     /* while_any: nothing to list */
            arbi_list_lua(ls, i, f);
            break;
        }
    }
}

/* fn(g, who) for a window's prompt or reason, or its text. */
static const char *window_text(lister *ls, int fn, uint32_t text, int who)
{
    if (!fn) return text ? arbi_atom_str(&ls->g->atoms, text) : NULL;
    arbi_push_fam_fn(ls, -fn);
    push_g(ls->g, ls->L);
    lua_pushvalue(ls->L, who);
    lua_call(ls->L, 2, 1);
    return lua_tostring(ls->L, -1);       /* stays on the stack while used */
}

/* The acting players: who(g), or the active player alone (then the list
 * pushed is one table kept for the purpose, refilled). */
static int acting(lister *ls, const arbi_window *w, int *who)
{
    lua_State *L = ls->L;
    if (!w->who) {
        who[0] = ls->g->st.h.active;
        arbi_push_fam_fn(ls, 0);
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            lua_createtable(L, 1, 0);
            lua_rawgeti(L, LUA_REGISTRYINDEX, ls->g->fam_ref);
            lua_pushvalue(L, -2);
            lua_rawseti(L, -2, 0);
            lua_pop(L, 1);
        }
        lua_pushinteger(L, who[0]);
        lua_rawseti(L, -2, 1);
        return 1;
    }
    arbi_push_fam_fn(ls, -w->who);
    push_g(ls->g, L);
    lua_call(L, 1, 1);
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    if (n < 1 || n > ARBI_MAX_PLAYERS) luaL_error(L, "a window's who(g) must list 1 to %d players", ARBI_MAX_PLAYERS);
    for (int i = 0; i < n; i++) {
        lua_geti(L, -1, i + 1);                 /* (a frozen list reads through its metatable) */
        who[i] = arbi_check_player(L, ls->g, -1, 0);
        lua_pop(L, 1);
    }
    return n;
}

static void disambiguate(arb_game *g, lua_State *L);

/* Whether anything of the new decision is made only when read. */
static void note_lazy(arb_game *g)
{
    g->labels_pending = g->dec.lazy_prompt || g->dec.lazy_reason;
    for (int i = 0; i < g->dec.nopt && !g->labels_pending; i++) g->labels_pending = g->dec.opt[i].lazy;
}

void arbi_label_all(arb_game *g, lua_State *L, int in_script);

static int list_protected(lua_State *L)
{
    arb_game *g = lua_touserdata(L, 1);
    const arbi_window *w = &g->wins[g->st.h.phase - 1];
    lister ls = { .g = g, .L = L, .p = 0 };
    int who[ARBI_MAX_PLAYERS] = {0};
    /* (the acting players as a list only for who(g); the window's prompt
     * and reason functions run when somebody reads them: labels_ready) */
    int nwho = w->who ? acting(&ls, w, who) : (who[0] = g->st.h.active, 1);
    const char *prompt = w->prompt ? "" : window_text(&ls, 0, w->prompt_text, 0);
    const char *reason = g->quiet || w->reason ? "" : window_text(&ls, 0, w->reason_text, 0);
    if (arbi_decision_begin(&g->dec, who[0], prompt ? prompt : "", reason ? reason : ""))
        luaL_error(L, "out of memory");
    g->dec.lazy_prompt = w->prompt != 0;
    g->dec.lazy_reason = !g->quiet && w->reason != 0;
    for (int i = 0; i < nwho; i++) {
        ls.p = who[i];
        list_player(&ls, w);
    }
    if (g->dec.nopt == 0) luaL_error(L, "a decision needs at least one option");
    g->dec.mixed = nwho > 1 || ls.mixed;
    note_lazy(g);
    if (nwho > 1) {
        arbi_label_all(g, L, 1);
        disambiguate(g, L);
    }
    return 0;
}

/* Whether window w can be listed now without running any Lua: its acting
 * player is the active one, and it has no Lua list nor targets judged in
 * Lua.  Prompts, reasons, labels and refusals are worded by their
 * functions only when read. */
static int runs_no_lua(const arbi_window *w)
{
    return !w->who && !w->has_list && !w->has_targets;
}

/* The listing of such a window, in plain C: nothing to protect. */
static arb_status list_in_c(arb_game *g, const arbi_window *w)
{
    lister ls = { .g = g, .L = NULL, .p = g->st.h.active };
    const char *reason = !g->quiet && w->reason_text ? arbi_atom_str(&g->atoms, w->reason_text) : "";
    const char *prompt = w->prompt ? "" : arbi_atom_str(&g->atoms, w->prompt_text);
    if (arbi_decision_begin(&g->dec, ls.p, prompt, reason)) ls.oom = 1;
    g->dec.lazy_prompt = w->prompt != 0;
    g->dec.lazy_reason = !g->quiet && w->reason != 0;
    if (!ls.oom) list_player(&ls, w);
    if (ls.oom) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    if (g->dec.nopt == 0) return arbi_fail(g, ARB_ESCRIPT, "a decision needs at least one option");
    g->dec.mixed = ls.mixed;                  /* (a player family's others) */
    note_lazy(g);
    return ARB_OK;
}

/* Lists the options of the window the game stands at: a decision pending
 * at the top level, with nothing suspended. */
arb_status arbi_list_window(arb_game *g)
{
    g->st.h.flow = ARBI_FLOW_WINDOW;
    const arbi_window *w = &g->wins[g->st.h.phase - 1];
    if (runs_no_lua(w)) return list_in_c(g, w);
    lua_pushcfunction(g->L, list_protected);
    lua_pushlightuserdata(g->L, g);
    return arbi_pcall(g, 1, arbi_listing);
}

/* Lists a window asked in the middle of a procedure (reactions.c) for
 * player p: its reason worded now (not in a simulation), its prompt a text
 * (a function's is made when read: the caller keeps it), its families. */
int arbi_list_reaction(arb_game *g, lua_State *L, const arbi_window *w, int p, int64_t arg)
{
    lister ls = { .g = g, .L = L, .p = p, .arg = arg };
    lua_pushinteger(L, p);
    int who = lua_gettop(L);
    const char *reason = g->quiet ? "" : window_text(&ls, w->reason, w->reason_text, who);
    const char *prompt = w->prompt ? "" : arbi_atom_str(&g->atoms, w->prompt_text);
    arbi_labels_forget(g);
    if (arbi_decision_begin(&g->dec, p, prompt, reason ? reason : "")) luaL_error(L, "out of memory");
    list_player(&ls, w);
    g->dec.mixed = ls.mixed;
    note_lazy(g);
    lua_settop(L, who - 1);
    return g->dec.nopt;
}

/* ---- labels, formatted when somebody reads them ------------------------------- */

/* Pushes the label function of option o and its arguments; returns their
 * count, or -1 when o's label is not a function. */
static int push_label(arb_game *g, lua_State *L, const arbi_option *o)
{
    const arbi_family *f = &g->fams[o->fam];
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->fam_ref);
    if (f->kind == ARBI_FAM_LIST || o->slot == ARBI_SLOT_LUA) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->acts_ref);
        lua_getfield(L, -1, "labels");
        lua_rawgeti(L, -1, o->card);
        lua_getfield(L, -3, "args");
        lua_remove(L, -4);
        lua_remove(L, -4);
        lua_remove(L, -4);
        push_g(g, L);
        lua_rawgeti(L, -2, o->card);
        lua_remove(L, -3);
        return 2;
    }
    lua_rawgeti(L, -1, f->fn + ARBI_FN_LABEL);
    lua_remove(L, -2);
    push_g(g, L);
    if (f->kind == ARBI_FAM_TARGETS) return arbi_push_target_args(g, L, o) + 1;
    if (f->kind == ARBI_FAM_WALK) return arbi_push_walk_cell(g, L, f, o->card) + 1;
    if (o->card >= 0) lua_pushinteger(L, o->card + 1); else lua_pushnil(L);
    if (o->slot < 0) return 2;
    if (f->kind == ARBI_FAM_COSTED) return lua_pushinteger(L, o->slot + 1), 3;
    lua_pushstring(L, arbi_atom_str(&g->atoms, f->slot[o->slot]));
    return 3;
}

/* The window's prompt function, called with the acting players: the text
 * is left on the stack (protected by the caller). */
static int make_text(lua_State *L)
{
    arb_game *g = lua_touserdata(L, 1);
    int reason = lua_toboolean(L, 2);
    const arbi_window *w = &g->wins[g->st.h.phase - 1];
    lister ls = { .g = g, .L = L, .p = 0 };
    int who[ARBI_MAX_PLAYERS] = {0};
    acting(&ls, w, who);
    const char *text = window_text(&ls, reason ? w->reason : w->prompt, 0, lua_gettop(L));
    lua_pushstring(L, text ? text : "");
    return 1;
}

/* The window's prompt (reason = 0) or reason, worded now by its function. */
static void label_window_text(arb_game *g, lua_State *L, int in_script, int reason)
{
    int phase = g->st.h.phase;
    if (phase < 1 || phase > g->nphases) return;
    const arbi_window *w = &g->wins[phase - 1];
    if (!(reason ? w->reason : w->prompt)) return;
    lua_pushcfunction(L, make_text);
    lua_pushlightuserdata(L, g);
    lua_pushboolean(L, reason);
    int rc = LUA_OK;
    if (in_script) lua_call(L, 2, 1);
    else {
        arbi_arm(g, L);
        rc = lua_pcall(L, 2, 1, 0);
        arbi_disarm(L);
    }
    if (rc != LUA_OK) {
        lua_pushfstring(L, reason ? "(reason error: %s)" : "(prompt error: %s)", lua_tostring(L, -1));
        lua_remove(L, -2);
    }
    size_t at = arbi_decision_text(&g->dec, lua_tostring(L, -1));
    if (at != (size_t)-1) *(reason ? &g->dec.reason : &g->dec.prompt) = at;
    lua_pop(L, 1);
}

/* The prompt of a g:choose, made now by its function(g) (kept in the
 * registry by choose.c); an error becomes the prompt, as a label's does. */
static void label_choice_prompt(arb_game *g, lua_State *L, int in_script)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, arbi_choice_prompt(g));
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    arbi_label_call(g, L, in_script, 1);
    const char *text = lua_tostring(L, -1);
    size_t at = arbi_decision_text(&g->dec, text ? text : "(prompt is not a string)");
    if (at != (size_t)-1) g->dec.prompt = at;
    lua_pop(L, 1);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, arbi_choice_prompt(g));
}

/* Formats every lazy label of the pending decision.  In a running script
 * (in_script) errors propagate; from the C API the call runs under the
 * budget and an error becomes the label's text. */
void arbi_label_all(arb_game *g, lua_State *L, int in_script)
{
    if (g->dec.lazy_prompt == ARBI_PROMPT_CHOICE) g->dec.lazy_prompt = 0, label_choice_prompt(g, L, in_script);
    if (g->dec.lazy_prompt == ARBI_PROMPT_STEP) g->dec.lazy_prompt = 0, arbi_step_wording(g);
    if (g->dec.lazy_prompt) g->dec.lazy_prompt = 0, label_window_text(g, L, in_script, 0);
    if (g->dec.lazy_reason) g->dec.lazy_reason = 0, label_window_text(g, L, in_script, 1);
    for (int i = 0; i < g->dec.nopt; i++) {
        arbi_option *o = &g->dec.opt[i];
        if (!o->lazy) continue;
        if (o->fam < 0 && o->lazy == ARBI_LABEL_CHOICE) {   /* ... with the choice's label function */
            lua_rawgetp(L, LUA_REGISTRYINDEX, arbi_choice_label(g));
            lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
            lua_pushinteger(L, (lua_Integer)o->card + 1);
            arbi_label_call(g, L, in_script, 2);
            arbi_label_store(g, L, o);
            continue;
        }
        if (o->fam < 0) {                 /* a card g:choose offers */
            arbi_label_card(g, L, in_script, o);
            continue;
        }
        if (g->fams[o->fam].kind == ARBI_FAM_FIXED) {
            size_t at = arbi_decision_text(&g->dec, arbi_atom_str(&g->atoms, g->fams[o->fam].text));
            if (at != (size_t)-1) o->label = at;
            o->lazy = 0;
            continue;
        }
        int n = push_label(g, L, o);
        if (!lua_isfunction(L, -n - 1)) {
            lua_pop(L, n + 1);
            lua_pushliteral(L, "(no label)");
        } else {
            arbi_label_call(g, L, in_script, n);
        }
        arbi_label_store(g, L, o);
    }
    g->labels_pending = 0;
}

/* Calls the label function below its n arguments on top of L and leaves
 * its text; in a running script (in_script) an error propagates, from the
 * C API the call runs under the budget and an error becomes the text. */
void arbi_label_call(arb_game *g, lua_State *L, int in_script, int n)
{
    if (in_script) {
        lua_call(L, n, 1);
        return;
    }
    arbi_arm(g, L);
    int rc = lua_pcall(L, n, 1, 0);
    arbi_disarm(L);
    if (rc != LUA_OK) {
        lua_pushfstring(L, "(label error: %s)", lua_tostring(L, -1));
        lua_remove(L, -2);
    }
}

/* Makes the text on top of L (popped) option o's label. */
void arbi_label_store(arb_game *g, lua_State *L, arbi_option *o)
{
    const char *text = lua_tostring(L, -1);
    size_t at = arbi_decision_text(&g->dec, text ? text : "(label is not a string)");
    if (at != (size_t)-1) o->label = at;
    o->lazy = 0;
    lua_pop(L, 1);
}

/* Formats a pending decision's lazy labels.  L: the running script's state
 * (a bot reading g:decision()), or NULL from the C API.  Label functions may
 * only read the game: a write is an error, which becomes the label. */
void arbi_labels_ready(arb_game *g, lua_State *L)
{
    if (!g->labels_pending) return;
    const char *was = g->reader;
    g->reader = "a label function";
    arbi_label_all(g, L ? L : g->L, L != NULL);
    g->reader = was;
}

/* The answered decision's labels will not be read: nothing to keep. */
void arbi_labels_forget(arb_game *g)
{
    g->labels_pending = 0;
}

/* In a window where several players act, two may be offered the same
 * label (teammates both holding a Scout): such labels get "pN: ". */
static void disambiguate(arb_game *g, lua_State *L)
{
    arbi_decision *d = &g->dec;
    for (int i = 0; i < d->nopt; i++) {
        const char *li = ARBI_DTEXT(d, d->opt[i].label);
        int clash = 0;
        for (int j = 0; j < d->nopt && !clash; j++)
            clash = d->opt[j].player != d->opt[i].player && !strcmp(li, ARBI_DTEXT(d, d->opt[j].label));
        d->opt[i].clash = (uint8_t)clash;
    }
    for (int i = 0; i < d->nopt; i++) {
        if (!d->opt[i].clash) continue;
        char buf[1024];
        snprintf(buf, sizeof buf, "p%d: %s", d->opt[i].player, ARBI_DTEXT(d, d->opt[i].label));
        size_t at = arbi_decision_text(d, buf);
        if (at == (size_t)-1) luaL_error(L, "out of memory");
        d->opt[i].label = at;
    }
}

/* ---- running the chosen option ------------------------------------------------- */

/* "Once per turn" is the kernel's: an abilities family with once = "tag"
 * marks the chosen ability used (used_<slot>, expiring with the tag) before
 * its run starts.  0, or -1 when out of memory. */
int arbi_mark_once(arb_game *g, const arbi_option *o)
{
    const arbi_family *f = &g->fams[o->fam];
    if (f->kind != ARBI_FAM_ABILITIES || !f->once) return 0;
    return arbi_var_set(&g->st, ARBI_SCOPE(ARBI_SCOPE_CARD, o->card), f->used[o->slot], ARBI_VBOOL, 1, f->once);
}

int arbi_push_option(arb_game *g, lua_State *co, const arbi_option *o)
{
    const arbi_family *f = &g->fams[o->fam];
    if (f->kind == ARBI_FAM_LIST || o->slot == ARBI_SLOT_LUA) {
        lua_rawgeti(co, LUA_REGISTRYINDEX, g->prelude_ref);
        lua_getfield(co, -1, "act");
        lua_remove(co, -2);
        push_g(g, co);
        lua_pushinteger(co, o->card);
        return 2;
    }
    lua_rawgeti(co, LUA_REGISTRYINDEX, f->run_ref);
    push_g(g, co);
    if (f->kind == ARBI_FAM_TARGETS) return arbi_push_target_args(g, co, o) + 1;
    lua_pushinteger(co, o->player);
    if (f->kind == ARBI_FAM_FIXED) return 2;
    if (f->kind == ARBI_FAM_WALK) return arbi_push_walk_cell(g, co, f, o->card) + 2;
    lua_pushinteger(co, o->card + 1);
    if (f->kind == ARBI_FAM_CARDS || f->kind == ARBI_FAM_GRID || f->kind == ARBI_FAM_PLAYER) return 3;
    if (f->kind == ARBI_FAM_COSTED) return lua_pushinteger(co, o->slot + 1), 4;
    lua_pushstring(co, arbi_atom_str(&g->atoms, f->slot[o->slot]));
    return 4;
}
