/*
 * inspect.c -- the game's state as C data: zones, card instances, values,
 * effects and definitions, read straight from the kernel arrays for hosts
 * that show or check a game without running Lua (arbiter.h, "structured
 * inspection").  It lives beside the Lua host only because definitions and
 * atoms hang off arb_game; it calls no Lua.  Each function answers what the
 * matching script binding in lapi.c / lvalues.c answers, with 0-based card
 * and zone ids, and arb_card_known is the one visibility test hosts share.
 */
#include "game.h"
#include <stdlib.h>
#include <string.h>

static int card_ok(const arb_game *g, arb_card_id c) { return c >= 0 && c < g->st.h.ncards; }
static int zone_ok(const arb_game *g, arb_zone_id z) { return z >= 0 && z < g->st.h.nzones; }

static const char *atom_or_null(const arb_game *g, uint32_t atom)
{
    return atom ? arbi_atom_str(&g->atoms, atom) : NULL;
}

const char *arb_vis_name(arb_vis v)
{
    static const char *const names[] = {"hidden", "owner", "public"};
    return v >= ARB_VIS_HIDDEN && v <= ARB_VIS_PUBLIC ? names[v] : "?";
}

/* ---- zones --------------------------------------------------------------- */

int arb_zone_count(const arb_game *g) { return g->st.h.nzones; }

arb_status arb_zone_get(const arb_game *g, arb_zone_id z, arb_zone_info *out)
{
    if (!zone_ok(g, z)) return ARB_EARG;
    const arbi_zone *zn = &g->st.zones[z];
    out->name = arbi_atom_str(&g->atoms, zn->name);
    out->owner = zn->owner;
    out->kind = zn->kind == ARBI_GRID ? ARB_GRID : ARB_PILE;
    out->vis = (arb_vis)zn->vis;
    out->rows = zn->rows;
    out->cols = zn->cols;
    out->count = zn->count;
    return ARB_OK;
}

arb_zone_id arb_zone_find(const arb_game *g, const char *name, int owner)
{
    uint32_t atom = name ? arbi_atom_find(&g->atoms, name) : 0;
    return atom ? arbi_zone_find(&g->st, atom, owner) : ARB_NONE;
}

int arb_zone_cards(const arb_game *g, arb_zone_id z, arb_card_id *out, int max)
{
    if (!zone_ok(g, z)) return -1;
    const arbi_zone *zn = &g->st.zones[z];
    const int32_t *sl = g->st.slots + zn->off;
    int k = 0;
    if (zn->kind == ARBI_GRID) {
        for (int i = 0; i < zn->rows * zn->cols; i++)
            if (sl[i] != ARB_NONE && k++ < max) out[k - 1] = sl[i];
    } else {
        for (int i = zn->count - 1; i >= 0; i--)
            if (k++ < max) out[k - 1] = sl[i];
    }
    return k;
}

/* ---- cards --------------------------------------------------------------- */

int arb_card_count(const arb_game *g) { return g->st.h.ncards; }

arb_status arb_card_get(const arb_game *g, arb_card_id c, arb_card_info *out)
{
    if (!card_ok(g, c)) return ARB_EARG;
    const arbi_card *cd = &g->st.cards[c];
    memset(out, 0, sizeof *out);
    out->def = cd->def;
    out->name = g->defs[cd->def].name;
    out->zone = cd->zone >= 0 ? cd->zone : ARB_NONE;
    if (cd->zone >= 0) {
        const arbi_zone *z = &g->st.zones[cd->zone];
        if (z->kind == ARBI_GRID) {
            out->row = cd->slot / z->cols + 1;
            out->col = cd->slot % z->cols + 1;
        } else {
            out->pos = z->count - cd->slot;     /* from the top, as g:where */
        }
    }
    out->owner = cd->owner;
    out->controller = cd->controller;
    out->face_up = cd->face_up;
    out->known = cd->known;
    out->stamp = cd->stamp;
    return ARB_OK;
}

int arb_card_known(const arb_game *g, arb_card_id c, int seat)
{
    if (!card_ok(g, c) || seat < 0 || seat > g->st.h.nplayers) return 0;
    const arbi_card *cd = &g->st.cards[c];
    if (seat == 0 || cd->zone < 0 || cd->face_up) return 1;
    /* A card in a public zone is face up unless flipped down; flipped down,
     * only those who know it see it -- the zone says no more. */
    const arbi_zone *z = &g->st.zones[cd->zone];
    if (z->vis == ARBI_OWNER_VIS && z->owner == seat) return 1;
    return (int)(cd->known >> (seat - 1) & 1u);
}

const char *arb_card_file(const arb_game *g, int i)
{
    return i >= 0 && i < g->ndefs ? g->defs[i].file : NULL;
}

const char *const *arb_card_folders(const arb_game *g)
{
    return (const char *const *)g->extras;
}

/* ---- effects ------------------------------------------------------------- */

int arb_effect_count(const arb_game *g) { return g->st.h.neffects; }

arb_status arb_effect_get(const arb_game *g, int i, arb_effect_info *out)
{
    if (i < 0 || i >= g->st.h.neffects) return ARB_EARG;
    const arbi_effect *e = &g->st.effects[i];
    out->id = e->id;
    out->hook = arbi_atom_str(&g->atoms, e->hook);
    out->source = e->source;
    out->handler = arbi_atom_str(&g->atoms, e->handler);
    out->expiry = atom_or_null(g, e->expiry);
    out->player = e->player;
    out->data = e->data;
    return ARB_OK;
}

/* ---- values -------------------------------------------------------------- */

/* The scope key of a holder (internal.h, ARBI_SCOPE), or 0 with *ok = 0. */
static uint32_t scope_of(const arb_game *g, arb_scope scope, int id, int *ok)
{
    *ok = 1;
    if (scope == ARB_SCOPE_GAME) return ARBI_SCOPE(ARBI_SCOPE_GLOBAL, 0);
    if (scope == ARB_SCOPE_PLAYER && id >= 1 && id <= g->st.h.nplayers)
        return ARBI_SCOPE(ARBI_SCOPE_PLAYER, id);
    if (scope == ARB_SCOPE_CARD && card_ok(g, id)) return ARBI_SCOPE(ARBI_SCOPE_CARD, id);
    *ok = 0;
    return 0;
}

static void var_info(const arb_game *g, const arbi_var *v, arb_var_info *out)
{
    out->name = arbi_atom_str(&g->atoms, v->key);
    out->type = v->type == ARBI_VBOOL ? ARB_VAR_BOOL
              : v->type == ARBI_VSTR ? ARB_VAR_STRING : ARB_VAR_INT;
    out->value = v->type == ARBI_VSTR ? 0 : v->value;
    out->str = v->type == ARBI_VSTR ? arbi_atom_str(&g->atoms, (uint32_t)v->value) : NULL;
    out->expiry = atom_or_null(g, v->expiry);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const arb_var_info *)a)->name, ((const arb_var_info *)b)->name);
}

int arb_var_list(const arb_game *g, arb_scope scope, int id, arb_var_info *out, int max)
{
    int ok, n = 0;
    uint32_t key = scope_of(g, scope, id, &ok);
    if (!ok) return -1;
    for (int i = 0; i < g->st.h.nvars; i++)
        n += g->st.vars[i].scope == key;
    arb_var_info *all = malloc(sizeof *all * (size_t)(n ? n : 1));
    if (!all) return -1;
    for (int i = 0, k = 0; i < g->st.h.nvars; i++)
        if (g->st.vars[i].scope == key) var_info(g, &g->st.vars[i], &all[k++]);
    qsort(all, (size_t)n, sizeof *all, by_name);
    if (max > 0) memcpy(out, all, sizeof *all * (size_t)(n < max ? n : max));
    free(all);
    return n;
}

arb_status arb_var_get(const arb_game *g, arb_scope scope, int id, const char *name,
                       arb_var_info *out)
{
    int ok;
    uint32_t key = scope_of(g, scope, id, &ok);
    uint32_t atom = ok && name ? arbi_atom_find(&g->atoms, name) : 0;
    const arbi_var *v = atom ? arbi_var_get(&g->st, key, atom) : NULL;
    if (!v) return ARB_EARG;
    var_info(g, v, out);
    return ARB_OK;
}
