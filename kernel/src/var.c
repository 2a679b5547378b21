/*
 * var.c -- named values on the game, a player or a card.
 *
 * Counters (Authority, Trade, Energon), flags ("ally used this turn") and
 * any other per-instance property live here: an open-addressing hash table
 * keyed by (scope, name) with linear probing and backward-shift deletion, so
 * the table has no tombstones and a snapshot is one memcpy.  A value may carry
 * an expiry tag ("turn"); arbi_var_expire() drops every value with that tag.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

static uint32_t slot_hash(uint32_t scope, uint32_t key)
{
    uint32_t h = scope * 0x9e3779b1u ^ key * 0x85ebca6bu;
    return h ^ (h >> 15);
}

static int find(const arbi_state *s, uint32_t scope, uint32_t key)
{
    if (!s->var_cap) return -1;
    uint32_t mask = (uint32_t)s->var_cap - 1;
    for (uint32_t i = slot_hash(scope, key) & mask;; i = (i + 1) & mask) {
        const arbi_var *v = &s->vars[i];
        if (!v->key) return -1;
        if (v->key == key && v->scope == scope) return (int)i;
    }
}

arbi_var *arbi_var_get(const arbi_state *s, uint32_t scope, uint32_t key)
{
    int i = find(s, scope, key);
    return i < 0 ? NULL : &s->vars[i];
}

static void insert(arbi_var *tab, int cap, const arbi_var *v)
{
    uint32_t mask = (uint32_t)cap - 1;
    uint32_t i = slot_hash(v->scope, v->key) & mask;
    while (tab[i].key) i = (i + 1) & mask;
    tab[i] = *v;
}

static int grow(arbi_state *s)
{
    int ncap = s->var_cap ? s->var_cap * 2 : 256;
    arbi_var *nv = calloc((size_t)ncap, sizeof *nv);
    if (!nv) return -1;
    for (int i = 0; i < s->var_cap; i++)
        if (s->vars[i].key) insert(nv, ncap, &s->vars[i]);
    free(s->vars);
    s->vars = nv;
    s->var_cap = ncap;
    return 0;
}

int arbi_var_set(arbi_state *s, uint32_t scope, uint32_t key, int type,
                 int64_t value, uint32_t expiry)
{
    int i = find(s, scope, key);
    if (i < 0) {
        if ((s->h.nvars + 1) * 2 > s->var_cap && grow(s)) return -1;
        arbi_var v;
        memset(&v, 0, sizeof v);
        v.key = key;
        v.scope = scope;
        insert(s->vars, s->var_cap, &v);
        s->h.nvars++;
        i = find(s, scope, key);
    }
    arbi_var *v = &s->vars[i];
    v->type = (uint8_t)type;
    v->value = value;
    v->expiry = expiry;
    return 0;
}

/* Backward-shift deletion: pull later entries of the probe run into the gap. */
static void remove_at(arbi_state *s, uint32_t i)
{
    uint32_t mask = (uint32_t)s->var_cap - 1;
    uint32_t j = i;
    for (;;) {
        j = (j + 1) & mask;
        if (!s->vars[j].key) break;
        uint32_t home = slot_hash(s->vars[j].scope, s->vars[j].key) & mask;
        int between = i <= j ? (i < home && home <= j) : (i < home || home <= j);
        if (between) continue;
        s->vars[i] = s->vars[j];
        i = j;
    }
    memset(&s->vars[i], 0, sizeof s->vars[i]);
    s->h.nvars--;
}

void arbi_var_del(arbi_state *s, uint32_t scope, uint32_t key)
{
    int i = find(s, scope, key);
    if (i >= 0) remove_at(s, (uint32_t)i);
}

int arbi_var_expire(arbi_state *s, uint32_t expiry)
{
    int n = 0;
    for (int i = 0; i < s->var_cap;) {
        if (s->vars[i].key && s->vars[i].expiry == expiry) {
            remove_at(s, (uint32_t)i);   /* may pull a later entry into i */
            n++;
        } else {
            i++;
        }
    }
    return n;
}
