/*
 * var.c -- named values on the game, a player or a card.
 *
 * Counters (Authority, Trade, Energon), flags ("ally used this turn") and
 * any other per-instance property live here, as a dense array of entries
 * keyed by (scope, name): that array is the state, so a checkpoint copies
 * only the values there are.  Finding one goes through an index -- an
 * open-addressing table of positions in the array -- which is derived from
 * the array and never copied: a copied state rebuilds it on its first
 * lookup, and so does an expiry (which drops many at once); a single
 * deletion keeps it.  A value may carry
 * an expiry tag ("turn"); arbi_var_expire() drops every value with that tag.
 * The header counts the values that have a tag, so that an expiry scans
 * from the end of the array (where the values a turn made are) only until
 * it met them all, not the game's long-lived values before them.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

static void index_put(arbi_state *s, int pos)
{
    uint32_t mask = (uint32_t)s->vidx_cap - 1;
    uint32_t i = arbi_var_hash(s->vars[pos].scope, s->vars[pos].key) & mask;
    while (s->vidx[i] >= 0) i = (i + 1) & mask;
    s->vidx[i] = pos;
}

/* Rebuilds the index for the values there are (load at most one quarter:
 * most lookups miss -- a card flag not set -- and a miss probes on to an
 * empty slot).
 * It never shrinks: a game whose turn values expire grows them back the
 * next turn, and each growth would rebuild it again. */
static int index_build(arbi_state *s)
{
    int cap = s->vidx_cap > 16 ? s->vidx_cap : 16;
    while (cap < 4 * (s->h.nvars + 1)) cap *= 2;
    if (cap != s->vidx_cap) {
        int32_t *ni = realloc(s->vidx, sizeof *ni * (size_t)cap);
        if (!ni) return -1;
        s->vidx = ni;
        s->vidx_cap = cap;
    }
    for (int i = 0; i < cap; i++) s->vidx[i] = -1;
    for (int p = 0; p < s->h.nvars; p++) index_put(s, p);
    s->vidx_valid = 1;
    return 0;
}

/* The position of (scope, key) in the array, or -1.  The index is not part
 * of the state, so building it is allowed on a state read as const. */
static int find(const arbi_state *cs, uint32_t scope, uint32_t key)
{
    arbi_state *s = (arbi_state *)cs;
    if (s->h.nvars && !s->vidx_valid && index_build(s)) {
        for (int p = 0; p < s->h.nvars; p++)          /* no memory: a scan */
            if (s->vars[p].key == key && s->vars[p].scope == scope) return p;
        return -1;
    }
    const arbi_var *v = arbi_var_get(s, scope, key);  /* (the index is built: its probe) */
    return v ? (int)(v - s->vars) : -1;
}

arbi_var *arbi_var_get_slow(const arbi_state *s, uint32_t scope, uint32_t key)
{
    int i = find(s, scope, key);
    return i < 0 ? NULL : &s->vars[i];
}

/* Marks card values of the watched key on their card (on: held). */
static void mark(arbi_state *s, const arbi_var *v, int on)
{
    if (s->watch && v->key == s->watch && (v->scope >> 24) == ARBI_SCOPE_CARD) {
        s->cards[v->scope & 0xffffff].watched = (uint8_t)on;
        arbi_card_written(s, (int32_t)(v->scope & 0xffffff));
    }
}

/* Appends a new entry; keeps the index valid when it was. */
static int append(arbi_state *s, uint32_t scope, uint32_t key)
{
    if (s->h.nvars == s->var_cap) {
        int ncap = s->var_cap ? s->var_cap * 2 : 64;
        arbi_var *nv = realloc(s->vars, sizeof *nv * (size_t)ncap);
        if (!nv) return -1;
        s->vars = nv;
        s->var_cap = ncap;
    }
    int p = s->h.nvars++;
    arbi_var_written(s, p);
    memset(&s->vars[p], 0, sizeof s->vars[p]);
    s->vars[p].key = key;
    s->vars[p].scope = scope;
    mark(s, &s->vars[p], 1);
    if (s->vidx_valid) {
        if (4 * (s->h.nvars + 1) > s->vidx_cap) { if (index_build(s)) s->vidx_valid = 0; }
        else index_put(s, p);
    }
    return p;
}

/* Gives value v the expiry tag `expiry`, keeping the count of tagged ones. */
static void tag(arbi_state *s, arbi_var *v, uint32_t expiry)
{
    s->h.nexpiring += (expiry != 0) - (v->expiry != 0);
    v->expiry = expiry;
}

int arbi_var_set_found(arbi_state *s, arbi_var *v, uint32_t scope, uint32_t key,
                       int type, int64_t value, uint32_t expiry)
{
    if (v && v->type == type && v->value == value && v->expiry == expiry) return 0;  /* as it is */
    int i = v ? (int)(v - s->vars) : append(s, scope, key);
    if (i < 0) return -1;
    if (v) arbi_var_written(s, i);
    v = &s->vars[i];
    v->type = (uint8_t)type;
    v->value = value;
    tag(s, v, expiry);
    return 0;
}

int arbi_var_set(arbi_state *s, uint32_t scope, uint32_t key, int type,
                 int64_t value, uint32_t expiry)
{
    int i = find(s, scope, key);
    return arbi_var_set_found(s, i >= 0 ? &s->vars[i] : NULL, scope, key, type, value, expiry);
}

int arbi_var_add_found(arbi_state *s, arbi_var *v, uint32_t scope, uint32_t key,
                       int64_t d, uint32_t expiry, int64_t *out)
{
    if (v && v->type != ARBI_VINT) return ARBI_VAR_NOT_INT;
    if (__builtin_add_overflow(v ? v->value : 0, d, out)) return ARBI_VAR_OVERFLOW;
    if (!v) return arbi_var_set_found(s, NULL, scope, key, ARBI_VINT, *out, expiry);
    arbi_var_written(s, (int)(v - s->vars));
    v->value = *out;                    /* found once, written in place */
    if (expiry) tag(s, v, expiry);
    return 0;
}

int arbi_var_add(arbi_state *s, uint32_t scope, uint32_t key, int64_t d,
                 uint32_t expiry, int64_t *out)
{
    return arbi_var_add_found(s, arbi_var_get(s, scope, key), scope, key, d, expiry, out);
}

/* The index slot that holds position pos. */
static uint32_t slot_of(const arbi_state *s, int pos)
{
    uint32_t mask = (uint32_t)s->vidx_cap - 1;
    uint32_t i = arbi_var_hash(s->vars[pos].scope, s->vars[pos].key) & mask;
    while (s->vidx[i] != pos) i = (i + 1) & mask;
    return i;
}

/* Empties slot i, moving back the entries after it that their probe
 * reached past it (deletion from linear probing, without tombstones). */
static void index_drop(arbi_state *s, uint32_t i)
{
    uint32_t mask = (uint32_t)s->vidx_cap - 1;
    s->vidx[i] = -1;
    for (uint32_t j = (i + 1) & mask; s->vidx[j] >= 0; j = (j + 1) & mask) {
        const arbi_var *v = &s->vars[s->vidx[j]];
        uint32_t h = arbi_var_hash(v->scope, v->key) & mask;
        if (i <= j ? (i < h && h <= j) : (i < h || h <= j)) continue;   /* it may stay */
        s->vidx[i] = s->vidx[j];
        s->vidx[j] = -1;
        i = j;
    }
}

/* The last entry fills the gap; the index follows, so that a value
 * cleared on every decision (a card's host, a flag) costs no rebuild. */
static void remove_at(arbi_state *s, int i)
{
    int last = s->h.nvars - 1;
    s->dirty.removed++;
    mark(s, &s->vars[i], 0);
    s->h.nexpiring -= s->vars[i].expiry != 0;
    if (s->vidx_valid) {
        index_drop(s, slot_of(s, i));
        if (i != last) s->vidx[slot_of(s, last)] = i;
    }
    s->vars[i] = s->vars[last];
    arbi_var_written(s, i);
    s->h.nvars = last;
}

void arbi_var_del(arbi_state *s, uint32_t scope, uint32_t key)
{
    int i = find(s, scope, key);
    if (i >= 0) remove_at(s, i);
}

/* Drops every value with the tag.  The tagged values are found from the
 * end of the array, until all of them were met.  A few (under a quarter:
 * a turn's flags) are removed one by one, the index kept; many at once
 * are compacted and the index built anew when next needed.  (The order of
 * the values is nobody's business: the state hash adds them up, and every
 * listing sorts them.) */
int arbi_var_expire(arbi_state *s, uint32_t expiry)
{
    int n = 0, first = s->h.nvars, seen = 0;
    for (int i = s->h.nvars - 1; i >= 0 && seen < s->h.nexpiring; i--) {
        if (!s->vars[i].expiry) continue;
        seen++;
        if (s->vars[i].expiry == expiry) n++, first = i;
    }
    if (n == 0) return 0;
    if (s->vidx_valid && 4 * n < s->h.nvars) {
        for (int i = s->h.nvars - 1; i >= first; i--)     /* the last fills i: already seen */
            if (s->vars[i].expiry == expiry) remove_at(s, i);
        return n;
    }
    int k = first;
    arbi_vars_all_written(s);                         /* (compacted: each may move) */
    for (int i = first; i < s->h.nvars; i++) {
        if (s->vars[i].expiry == expiry) { mark(s, &s->vars[i], 0); continue; }
        if (k != i) s->vars[k] = s->vars[i];
        k++;
    }
    s->h.nvars = k;
    s->h.nexpiring -= n;
    s->vidx_valid = 0;
    return n;
}
