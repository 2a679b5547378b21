/*
 * derived.c -- flags the kernel derives from what is in play.
 *
 * A ruleset declares, once, flags such as "another card in play shares a
 * faction with this one" (Star Realms' Ally):
 *   derived = { { zones = { "ships", "bases" }, groups = function(def) ... end,
 *                 borrow = "copy_of", flags = { "ally_on", "ally2_on" },
 *                 expiry = "turn" } }
 * Each definition's groups are read once, when the cards are loaded.
 * Before a window lists a player's options, for each acting player, a card
 * in that player's zones that shares a group with at least k other cards
 * there gets flag k (a card value, true, with the expiry tag).  (Only the
 * acting players': an option of theirs is what a flag unlocks.)  Flags are only ever set, never
 * cleared -- "once unlocked, for the rest of the turn" -- until their tag
 * expires.  `borrow` names a card value holding another definition whose
 * groups the card also has (a copy).
 */
#include "lapi.h"
#include "options.h"
#include <stdlib.h>
#include <string.h>

#define MAX_DZONES 4
#define MAX_FLAGS 4
#define MAX_GROUPS 32

struct arbi_derived {
    uint32_t zone[MAX_DZONES]; int nzones;
    int32_t zhint[MAX_DZONES][ARBI_ZH];        /* where each was found last */
    uint32_t flag[MAX_FLAGS]; int nflags;
    uint32_t expiry, borrow;
    uint32_t group[MAX_GROUPS]; int ngroups;   /* group names seen */
    uint32_t *groups_of;                       /* per definition: a bit per group */
    /* The last derivation: for player p (0: none), of the live state of
     * layout wgen, before checkpoint ckpts + 1 (derived_since). */
    int p; uint64_t wgen, ckpts;
};

static int read_names(arb_game *g, lua_State *L, const char *k, uint32_t *out, int max)
{
    int n = 0;
    lua_getfield(L, -1, k);
    for (int i = 1; lua_istable(L, -1) && n < max; i++, n++) {
        if (lua_geti(L, -1, i) != LUA_TSTRING) { lua_pop(L, 1); break; }
        out[n] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return n;
}

/* Reads P.derived (on top of L: P); keeps each `groups` function. */
int arbi_read_derived(arb_game *g)
{
    lua_State *L = g->L;
    lua_getfield(L, -1, "derived");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    g->derived = calloc((size_t)(n ? n : 1), sizeof *g->derived);
    if (!g->derived) { lua_pop(L, 1); return -1; }
    lua_newtable(L);
    for (int i = 0; i < n; i++) {
        struct arbi_derived *d = &g->derived[i];
        lua_geti(L, -2, i + 1);             /* (a declaration may be frozen) */
        d->nzones = read_names(g, L, "zones", d->zone, MAX_DZONES);
        d->nflags = read_names(g, L, "flags", d->flag, MAX_FLAGS);
        lua_getfield(L, -1, "expiry");
        d->expiry = lua_isstring(L, -1) ? arbi_atom(&g->atoms, lua_tostring(L, -1)) : 0;
        lua_getfield(L, -2, "borrow");
        d->borrow = lua_isstring(L, -1) ? arbi_atom(&g->atoms, lua_tostring(L, -1)) : 0;
        lua_getfield(L, -3, "groups");
        lua_rawseti(L, -5, i + 1);           /* the groups functions, by index */
        lua_pop(L, 3);
    }
    g->groups_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    g->nderived = n;
    lua_pop(L, 1);
    return 0;
}

static int group_bit(struct arbi_derived *d, uint32_t a)
{
    for (int k = 0; k < d->ngroups; k++) if (d->group[k] == a) return k;
    if (d->ngroups == MAX_GROUPS) return -1;
    d->group[d->ngroups] = a;
    return d->ngroups++;
}

/* After the cards are loaded: groups(def) for every definition (errors
 * propagate: this runs inside arbi_compile_defs' protected call). */
int arbi_compile_derived(arb_game *g)
{
    lua_State *L = g->L;
    arbi_derived_forget(g);                   /* (new definitions: derive anew) */
    for (int i = 0; i < g->nderived; i++) {
        struct arbi_derived *d = &g->derived[i];
        uint32_t *m = realloc(d->groups_of, sizeof *m * (size_t)(g->ndefs ? g->ndefs : 1));
        if (!m) return -1;
        d->groups_of = m;
        for (int k = 0; k < g->ndefs; k++) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, g->groups_ref);
            lua_rawgeti(L, -1, i + 1);
            arbi_push_def(g, L, k);           /* a script reads it: its frozen view */
            lua_call(L, 1, 1);
            m[k] = 0;
            for (int j = 1; lua_istable(L, -1); j++) {
                if (lua_geti(L, -1, j) != LUA_TSTRING) { lua_pop(L, 1); break; }
                int b = group_bit(d, arbi_atom(&g->atoms, lua_tostring(L, -1)));
                if (b < 0) luaL_error(L, "derived flags: more than %d groups", MAX_GROUPS);
                m[k] |= 1u << b;
                lua_pop(L, 1);
            }
            lua_pop(L, 2);
        }
    }
    return 0;
}

static uint32_t mask_of(const arb_game *g, const struct arbi_derived *d, arb_card_id c)
{
    uint32_t m = d->groups_of[g->st.cards[c].def];
    int k = arbi_def_borrowed(g, c, d->borrow);
    return k >= 0 ? m | d->groups_of[k] : m;
}

static int set_flag(arb_game *g, arb_card_id c, uint32_t flag, uint32_t expiry)
{
    uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_CARD, c);
    const arbi_var *v = arbi_var_get(&g->st, scope, flag);
    if (!v || !(v->type == ARBI_VBOOL && v->value))
        return arbi_var_set(&g->st, scope, flag, ARBI_VBOOL, 1, expiry);
    return 0;
}

/* Whether p's flags were derived before the last checkpoint, and nothing
 * they come from was written since: no card came to or left p's zones, no
 * value was removed (an expiry: flags lost), none of the flags or the
 * borrowed definitions was written -- the live state's marks for that
 * checkpoint (arbi_dirty) say, as they tell the checkpoint what to copy.
 * Then there is nothing to derive: flags are only ever set. */
static int derived_since(const arb_game *g, const struct arbi_derived *d, int p, const arb_zone_id *zs)
{
    const arbi_dirty *w = &g->st.dirty;
    if (d->p != p || d->wgen != g->st.wgen || d->ckpts + 1 != g->ckpts || w->removed
        || w->nvars > ARBI_DIRTY_VARS)
        return 0;
    for (int i = 0; i < d->nzones; i++)
        if (arbi_zone_dirty(w, zs[i])) return 0;
    for (int i = 0; i < w->nvars; i++) {
        uint32_t key = w->var[i] < g->st.h.nvars ? g->st.vars[w->var[i]].key : 0;
        if (key && key == d->borrow) return 0;
        for (int k = 0; k < d->nflags; k++) if (key == d->flag[k]) return 0;
    }
    return 1;
}

/* Sets the flags one player's cards have earned (up to 64 cards looked at). */
static void derive_player(arb_game *g, struct arbi_derived *d, int p)
{
    arb_card_id cards[64];
    uint32_t masks[64];
    arb_zone_id zs[MAX_DZONES];
    int n = 0, all = 0;
    for (int i = 0; i < d->nzones; i++) {
        zs[i] = arbi_zone_hinted(&g->st, (int32_t *)d->zhint[i], d->zone[i], p);
        all += zs[i] == ARB_NONE ? 0 : g->st.zones[zs[i]].count;
    }
    int known = derived_since(g, d, p, zs);
    d->p = p, d->wgen = g->st.wgen, d->ckpts = g->ckpts;
    if (known || all < 2) return;          /* (a card alone shares with nobody) */
    for (int i = 0; i < d->nzones; i++) {
        arb_zone_id z = zs[i];
        int count = z == ARB_NONE ? 0 : g->st.zones[z].count, cell = 0;
        const int32_t *top = count ? arbi_pile_top(&g->st, z) : NULL;
        for (int k = 1; k <= count && n < 64; k++) {
            cards[n] = top ? top[-k] : arbi_nth_card(&g->st, z, k, &cell);
            if (cards[n] == ARB_NONE) break;
            masks[n] = mask_of(g, d, cards[n]);
            n++;
        }
    }
    for (int i = 0; i < n; i++) {
        if (!masks[i]) continue;
        int shared = 0;
        for (int j = 0; j < n && shared < d->nflags; j++)
            shared += j != i && (masks[j] & masks[i]);
        for (int k = 0; k < shared; k++)
            if (set_flag(g, cards[i], d->flag[k], d->expiry)) d->p = 0;   /* (not all set: again) */
    }
}

void arbi_derive(arb_game *g, int p)
{
    for (int i = 0; i < g->nderived; i++) derive_player(g, &g->derived[i], p);
}

void arbi_derived_forget(arb_game *g)
{
    for (int i = 0; i < g->nderived; i++) g->derived[i].p = 0;
}

uint32_t arbi_derived_borrow(const arb_game *g)
{
    for (int i = 0; i < g->nderived; i++) if (g->derived[i].borrow) return g->derived[i].borrow;
    return 0;
}

void arbi_free_derived(arb_game *g)
{
    for (int i = 0; i < g->nderived; i++) free(g->derived[i].groups_of);
    free(g->derived);
}
