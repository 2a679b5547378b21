/*
 * state.c -- the mutable game state as plain arrays: creation, copy, hash.
 *
 * Copying is the whole of a snapshot: a few memcpy calls into buffers that
 * are reused from one snapshot to the next.  The checkpoint is kept in step
 * with the live state by copying only what the live state marked written
 * since (arbi_state_sync).  The hash is the fingerprint that
 * replays and undo tests compare; it is built from names (atom hashes), not
 * from atom numbers, and combines variables and effects without regard to
 * their place in the hash table, so two equal states always hash equal.
 */
#include "internal.h"
#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Nothing written since now. */
static void clear_dirty(arbi_dirty *w)
{
    memset(w->zones, 0, sizeof w->zones);
    w->nvars = 0;
    w->card_lo = INT32_MAX;
    w->card_hi = -1;
    w->removed = 0;
}

void arbi_state_init(arbi_state *s)
{
    memset(s, 0, sizeof *s);
    s->wgen = 1;
    clear_dirty(&s->dirty);
}

void arbi_state_free(arbi_state *s)
{
    free(s->cards);
    free(s->zones);
    free(s->slots);
    free(s->vars);
    free(s->vidx);
    free(s->zhint);
    free(s->effects);
    memset(s, 0, sizeof *s);
}

void arbi_state_clear(arbi_state *s)
{
    if (s->packed) {                                       /* (its arrays are cut to what it held) */
        arbi_state_free(s);
        arbi_state_init(s);
        return;
    }
    arbi_state keep = *s;
    arbi_state_init(s);
    s->cards = keep.cards, s->card_cap = keep.card_cap;
    s->zones = keep.zones, s->zone_cap = keep.zone_cap;
    s->slots = keep.slots, s->slot_cap = keep.slot_cap;
    s->vars = keep.vars, s->var_cap = keep.var_cap;
    s->vidx = keep.vidx, s->vidx_cap = keep.vidx_cap;     /* (not valid: built again when used) */
    s->effects = keep.effects, s->effect_cap = keep.effect_cap;
    s->zhint = keep.zhint;                                 /* (checked before it is trusted) */
    s->wgen = keep.wgen + 1;                               /* never smaller */
}

size_t arbi_state_bytes(const arbi_state *s)
{
    if (s->packed)
        return sizeof *s->cards * (size_t)s->h.ncards + sizeof *s->zones * (size_t)s->h.nzones
             + sizeof *s->slots * (size_t)s->npacked + sizeof *s->vars * (size_t)s->h.nvars
             + sizeof *s->effects * (size_t)s->h.neffects;
    return sizeof *s->cards * (size_t)s->card_cap + sizeof *s->zones * (size_t)s->zone_cap
         + sizeof *s->slots * (size_t)s->slot_cap + sizeof *s->vars * (size_t)s->var_cap
         + sizeof *s->vidx * (size_t)s->vidx_cap + sizeof *s->effects * (size_t)s->effect_cap;
}

/* Ensures *buf holds at least `want` elements of `size` bytes. */
static int reserve(void **buf, int *cap, int want, size_t size)
{
    if (*cap >= want) return 0;
    void *nb = realloc(*buf, size * (size_t)want);
    if (!nb) return -1;
    *buf = nb;
    *cap = want;
    return 0;
}

/* memcpy that accepts empty (possibly NULL) arrays. */
static void copy_n(void *d, const void *s, size_t n)
{
    if (n) memcpy(d, s, n);
}

/* The card array's capacity is also what each pile reserves in the slot
 * pool (card.c), so a copy takes the source's exactly, never keeping a
 * larger one: piles laid out for fewer cards would overflow into the next
 * zone's slots once cards are made past their reserve. */
static int same_card_cap(arbi_state *d, const arbi_state *s)
{
    if (d->card_cap == s->card_cap) return 0;
    arbi_card *nc = realloc(d->cards, sizeof *nc * (size_t)(s->card_cap ? s->card_cap : 1));
    if (!nc) return -1;
    d->cards = nc;
    d->card_cap = s->card_cap;
    return 0;
}

/* Room in d for s's values and effects: as much as s has room for, so
 * that d grows as s does (by doubling), not by one value at a time. */
static int reserve_values(arbi_state *d, const arbi_state *s)
{
    return reserve((void **)&d->effects, &d->effect_cap, s->effect_cap, sizeof *d->effects)
        || reserve((void **)&d->vars, &d->var_cap, s->var_cap, sizeof *d->vars);
}

/* s's header, values and effects into d (room made): of the values, all,
 * or those at the positions listed in `only` (written since d was synced). */
static void copy_values(arbi_state *d, const arbi_state *s, const arbi_dirty *only)
{
    d->h = s->h;
    if (!only || only->nvars > ARBI_DIRTY_VARS) {
        copy_n(d->vars, s->vars, sizeof *s->vars * (size_t)s->h.nvars);
    } else {
        for (int i = 0; i < only->nvars; i++)
            if (only->var[i] < s->h.nvars) d->vars[only->var[i]] = s->vars[only->var[i]];
    }
    d->vidx_valid = 0;             /* the index is derived: rebuilt when needed */
    d->owned |= s->owned;          /* (a superset stays one) */
    copy_n(d->effects, s->effects, sizeof *s->effects * (size_t)s->h.neffects);
}

/* Only the occupied part of a pile is copied: nothing reads past its
 * count, and the pool is mostly empty reserve. */
static void copy_pile(arbi_state *d, const arbi_state *s, int i)
{
    const arbi_zone *z = &s->zones[i];
    copy_n(d->slots + z->off, s->slots + z->off, sizeof *s->slots * (size_t)arbi_zone_places(z));
}

/* A packed state's piles, each put back at its place in the layout. */
static void unpack_piles(arbi_state *d, const arbi_state *s)
{
    const int32_t *at = s->slots;
    for (int i = 0; i < s->h.nzones; i++) {
        const arbi_zone *z = &s->zones[i];
        int n = arbi_zone_places(z);
        copy_n(d->slots + z->off, at, sizeof *at * (size_t)n);
        at += n;
    }
}

/* n elements of size bytes copied from src into a new array at *dst
 * (NULL for none); 0, or -1 when out of memory. */
static int dup_n(void **dst, const void *src, int n, size_t size)
{
    *dst = NULL;
    if (n <= 0) return 0;
    if (!(*dst = malloc(size * (size_t)n))) return -1;
    memcpy(*dst, src, size * (size_t)n);
    return 0;
}

int arbi_state_pack(arbi_state *d, const arbi_state *s)
{
    arbi_state_init(d);
    d->h = s->h;
    d->card_cap = s->card_cap;
    d->zone_cap = s->zone_cap;
    d->slot_cap = s->slot_cap;
    d->var_cap = s->var_cap;
    d->effect_cap = s->effect_cap;
    d->owned = s->owned;
    d->packed = 1;
    for (int i = 0; i < s->h.nzones; i++) d->npacked += arbi_zone_places(&s->zones[i]);
    if (dup_n((void **)&d->cards, s->cards, s->h.ncards, sizeof *s->cards)
        || dup_n((void **)&d->zones, s->zones, s->h.nzones, sizeof *s->zones)
        || dup_n((void **)&d->vars, s->vars, s->h.nvars, sizeof *s->vars)
        || dup_n((void **)&d->effects, s->effects, s->h.neffects, sizeof *s->effects)
        || (d->npacked && !(d->slots = malloc(sizeof *d->slots * (size_t)d->npacked)))) {
        arbi_state_free(d);
        return -1;
    }
    int32_t *at = d->slots;
    for (int i = 0; i < s->h.nzones; i++) {
        int n = arbi_zone_places(&s->zones[i]);
        copy_n(at, s->slots + s->zones[i].off, sizeof *at * (size_t)n);
        at += n;
    }
    return 0;
}

/* All or nothing: every allocation comes before the first change, and the
 * card array's capacity (the piles' layout) is taken last, so a copy that
 * fails leaves d as it was. */
int arbi_state_copy(arbi_state *d, const arbi_state *s)
{
    assert(!d->packed && "a packed state is only ever copied from");
    if (reserve((void **)&d->zones, &d->zone_cap, s->zone_cap, sizeof *d->zones)
        || reserve((void **)&d->slots, &d->slot_cap, s->slot_cap, sizeof *d->slots)
        || reserve_values(d, s) || same_card_cap(d, s))
        return -1;
    copy_values(d, s, NULL);
    copy_n(d->cards, s->cards, sizeof *s->cards * (size_t)s->h.ncards);
    copy_n(d->zones, s->zones, sizeof *s->zones * (size_t)s->h.nzones);
    if (s->packed) unpack_piles(d, s);
    else for (int i = 0; i < s->h.nzones; i++) copy_pile(d, s, i);
    d->wgen++;
    d->synced_of = s;
    d->synced_gen = s->wgen;
    return 0;
}

/* The cards and zones (with their piles) marked written in s, into d. */
static void copy_written(arbi_state *d, const arbi_state *s)
{
    const arbi_dirty *w = &s->dirty;
    if (w->card_lo <= w->card_hi)
        copy_n(d->cards + w->card_lo, s->cards + w->card_lo,
               sizeof *s->cards * (size_t)(w->card_hi - w->card_lo + 1));
    for (int k = 0; k < ARBI_DIRTY_ZONES / 64; k++)
        for (uint64_t b = w->zones[k]; b; b &= b - 1) {
            int i = k * 64 + __builtin_ctzll(b);
            d->zones[i] = s->zones[i];
            copy_pile(d, s, i);
        }
}

/* In a build with assertions, that the checkpoint is the live state after
 * a sync that copied only what was marked written: a write that is not
 * marked shows here, under the whole test suite. */
static void check_synced(const arbi_state *d, const arbi_state *s)
{
#ifndef NDEBUG
    int same = d->h.ncards == s->h.ncards && d->h.nzones == s->h.nzones && d->h.nvars == s->h.nvars
            && (!s->h.ncards || !memcmp(d->cards, s->cards, sizeof *s->cards * (size_t)s->h.ncards))
            && (!s->h.nzones || !memcmp(d->zones, s->zones, sizeof *s->zones * (size_t)s->h.nzones))
            && (!s->h.nvars || !memcmp(d->vars, s->vars, sizeof *s->vars * (size_t)s->h.nvars));
    for (int i = 0; same && i < s->h.nzones; i++) {
        int n = arbi_zone_places(&s->zones[i]);
        same = !n || !memcmp(d->slots + s->zones[i].off, s->slots + s->zones[i].off,
                             sizeof *s->slots * (size_t)n);
    }
    assert(same && "a write to cards, zones, piles or values was not marked (arbi_card_written...)");
#else
    (void)d; (void)s;
#endif
}

int arbi_state_sync(arbi_state *d, arbi_state *s)
{
    if (d->synced_of != s || d->synced_gen != s->wgen) {
        if (arbi_state_copy(d, s)) return -1;
    } else {
        if (reserve_values(d, s)) return -1;
        copy_values(d, s, &s->dirty);
        copy_written(d, s);
        check_synced(d, s);
    }
    clear_dirty(&s->dirty);
    return 0;
}

int arbi_state_is_synced(const arbi_state *ckpt, const arbi_state *live)
{
    const arbi_dirty *w = &live->dirty;
    if (ckpt->synced_of != live || ckpt->synced_gen != live->wgen || w->nvars
        || w->card_lo <= w->card_hi || memcmp(&ckpt->h, &live->h, sizeof live->h))
        return 0;
    for (int k = 0; k < ARBI_DIRTY_ZONES / 64; k++)
        if (w->zones[k]) return 0;
    return 1;
}

static uint64_t mix(uint64_t h, uint64_t v)
{
    return arbi_fnv(&v, sizeof v, h);
}

static uint64_t hash_header(const arbi_header *h, const arbi_atoms *a)
{
    uint64_t x = ARBI_FNV_SEED;
    for (int i = 0; i < 4; i++) x = mix(x, h->rng.s[i]);
    x = mix(x, (uint64_t)h->nplayers);
    x = mix(x, (uint64_t)h->active);
    x = mix(x, (uint64_t)h->turn);
    x = mix(x, (uint64_t)h->phase);
    x = mix(x, (uint64_t)h->over);
    x = mix(x, h->winners);
    x = mix(x, h->result ? a->hash[h->result] : 0);   /* no atoms yet: a game without names */
    x = mix(x, h->stamp);
    x = mix(x, (uint64_t)h->ncards);
    return mix(x, (uint64_t)h->nzones);
}

/* A value's or an effect's hash, finished before the order-free sum:
 * FNV over mostly-zero bytes is nearly linear, so two values changed
 * alike (both 0 -> 1) would cancel in the sum; the mixer (SplitMix64's
 * finalizer) leaves nothing linear to cancel. */
static uint64_t finish(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static uint64_t hash_var(const arbi_var *v, const arbi_atoms *a)
{
    uint64_t x = mix(ARBI_FNV_SEED, a->hash[v->key]);
    x = mix(x, v->scope);
    x = mix(x, v->type == ARBI_VSTR ? a->hash[v->value] : (uint64_t)v->value);
    x = mix(x, v->type);
    return mix(x, a->hash[v->expiry]);
}

static uint64_t hash_effect(const arbi_effect *e, const arbi_atoms *a)
{
    uint64_t x = mix(ARBI_FNV_SEED, e->id);
    x = mix(x, a->hash[e->hook]);
    x = mix(x, (uint64_t)e->source);
    x = mix(x, a->hash[e->handler]);
    x = mix(x, a->hash[e->expiry]);
    x = mix(x, (uint64_t)e->player);
    return mix(x, (uint64_t)e->data);
}

uint64_t arbi_state_hash(const arbi_state *s, const arbi_atoms *a,
                         const uint32_t *def_hash)
{
    uint64_t x = hash_header(&s->h, a);
    for (int i = 0; i < s->h.ncards; i++) {
        const arbi_card *c = &s->cards[i];
        x = mix(x, def_hash[c->def]);
        x = mix(x, ((uint64_t)(uint16_t)c->zone << 48) | ((uint64_t)(uint16_t)c->slot << 32)
                   | ((uint64_t)(uint8_t)c->owner << 24) | ((uint64_t)(uint8_t)c->controller << 16)
                   | c->face_up);
        x = mix(x, ((uint64_t)c->known << 32) | c->stamp);
        if (c->zone > 0xffff || c->slot > 0xffff)   /* past 16 bits: states stay apart */
            x = mix(x, ((uint64_t)(uint32_t)c->zone << 32) | (uint32_t)c->slot);
    }
    for (int i = 0; i < s->h.nzones; i++) {
        const arbi_zone *z = &s->zones[i];
        x = mix(x, a->hash[z->name]);
        x = mix(x, ((uint64_t)(uint8_t)z->owner << 32) | (uint32_t)z->count);
    }
    uint64_t vsum = 0, esum = 0;
    for (int i = 0; i < s->h.nvars; i++) vsum += finish(hash_var(&s->vars[i], a));
    for (int i = 0; i < s->h.neffects; i++)
        esum += finish(hash_effect(&s->effects[i], a));
    return mix(mix(x, vsum), esum);
}
