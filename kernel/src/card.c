/*
 * card.c -- card instances and their moves between zones.
 *
 * A card instance is created once and never freed: its id stays valid for
 * the whole game.  Moving a card keeps three things in step -- the card's
 * (zone, slot), the zone's slot array and the zone's count -- and resets what
 * the destination zone decides: face up or down, who knows the card, and its
 * controller.  arbi_state_check() verifies those invariants.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

static int grow_cards(arbi_state *s);

arb_card_id arbi_card_new(arbi_state *s, int32_t def, int owner)
{
    if (s->h.ncards >= s->card_cap && grow_cards(s)) return ARB_NONE;
    arb_card_id id = s->h.ncards++;
    arbi_card *c = &s->cards[id];
    memset(c, 0, sizeof *c);
    c->def = def;
    c->zone = -1;
    c->slot = -1;
    c->owner = (int8_t)owner;
    c->controller = (int8_t)owner;
    c->stamp = ++s->h.stamp;
    return id;
}

/* Pile zones reserve one slot per possible card, so when the card array
 * grows every pile is laid out again in a larger slot pool. */
static int32_t pile_cap(const arbi_state *s)
{
    return s->card_cap;
}

static int relayout(arbi_state *s, int new_pile_cap)
{
    int total = 0;
    for (int i = 0; i < s->h.nzones; i++) {
        arbi_zone *z = &s->zones[i];
        total += z->kind == ARBI_GRID ? z->rows * z->cols : new_pile_cap;
    }
    int32_t *ns = malloc(sizeof *ns * (size_t)(total ? total : 1));
    if (!ns) return -1;
    int off = 0;
    for (int i = 0; i < s->h.nzones; i++) {
        arbi_zone *z = &s->zones[i];
        int cap = z->kind == ARBI_GRID ? z->rows * z->cols : new_pile_cap;
        /* a zone being added has cap 0: it has nothing to copy yet */
        int used = z->kind == ARBI_GRID ? z->cap : z->count;
        if (used > 0) memcpy(ns + off, s->slots + z->off, sizeof *ns * (size_t)used);
        z->off = off;
        z->cap = cap;
        off += cap;
    }
    free(s->slots);
    s->slots = ns;
    s->slot_cap = total;
    s->h.nslots = total;
    return 0;
}

static int grow_cards(arbi_state *s)
{
    int ncap = s->card_cap ? s->card_cap * 2 : 64;
    arbi_card *nc = realloc(s->cards, sizeof *nc * (size_t)ncap);
    if (!nc) return -1;
    s->cards = nc;
    s->card_cap = ncap;
    return relayout(s, ncap);
}

arb_zone_id arbi_zone_new(arbi_state *s, uint32_t name, int owner, int kind,
                          int vis, int rows, int cols)
{
    if (arbi_zone_find(s, name, owner) != ARB_NONE) return ARB_NONE;
    if (s->h.nzones >= s->zone_cap) {
        int ncap = s->zone_cap ? s->zone_cap * 2 : 32;
        arbi_zone *nz = realloc(s->zones, sizeof *nz * (size_t)ncap);
        if (!nz) return ARB_NONE;
        s->zones = nz;
        s->zone_cap = ncap;
    }
    arb_zone_id id = s->h.nzones;
    arbi_zone *z = &s->zones[id];
    memset(z, 0, sizeof *z);
    z->name = name;
    z->owner = (int8_t)owner;
    z->kind = (uint8_t)kind;
    z->vis = (uint8_t)vis;
    z->rows = (int16_t)rows;
    z->cols = (int16_t)cols;
    s->h.nzones++;
    if (relayout(s, pile_cap(s))) { s->h.nzones--; return ARB_NONE; }
    if (kind == ARBI_GRID)
        for (int i = 0; i < rows * cols; i++) s->slots[z->off + i] = ARB_NONE;
    return id;
}

arb_zone_id arbi_zone_find(const arbi_state *s, uint32_t name, int owner)
{
    for (int i = 0; i < s->h.nzones; i++)
        if (s->zones[i].name == name && s->zones[i].owner == owner) return i;
    return ARB_NONE;
}

static void take_out(arbi_state *s, arbi_card *c)
{
    arbi_zone *z = &s->zones[c->zone];
    int32_t *sl = s->slots + z->off;
    if (z->kind == ARBI_GRID) {
        sl[c->slot] = ARB_NONE;
    } else {
        for (int i = c->slot; i < z->count - 1; i++) {
            sl[i] = sl[i + 1];
            s->cards[sl[i]].slot = (int16_t)i;
        }
    }
    z->count--;
    c->zone = -1;
    c->slot = -1;
}

static void put_in(arbi_state *s, arb_card_id id, arb_zone_id zid, int pos)
{
    arbi_zone *z = &s->zones[zid];
    arbi_card *c = &s->cards[id];
    int32_t *sl = s->slots + z->off;
    int at;
    if (z->kind == ARBI_GRID) {
        at = pos;
    } else {
        at = pos == 0 ? z->count : pos < 0 ? 0 : z->count - pos + 1;
        if (at < 0) at = 0;
        if (at > z->count) at = z->count;
        for (int i = z->count; i > at; i--) {
            sl[i] = sl[i - 1];
            s->cards[sl[i]].slot = (int16_t)i;
        }
    }
    sl[at] = id;
    z->count++;
    c->zone = (int16_t)zid;
    c->slot = (int16_t)at;
    c->stamp = ++s->h.stamp;
    c->controller = z->owner ? z->owner : c->owner;
    c->face_up = z->vis == ARBI_PUBLIC_VIS;
    c->known = z->vis == ARBI_PUBLIC_VIS ? 0xffffffffu
             : z->vis == ARBI_OWNER_VIS && z->owner ? 1u << (z->owner - 1) : 0;
}

int arbi_card_move(arbi_state *s, arb_card_id id, arb_zone_id zid, int pos,
                   const char **why)
{
    if (id < 0 || id >= s->h.ncards) { *why = "no such card"; return -1; }
    if (zid < 0 || zid >= s->h.nzones) { *why = "no such zone"; return -1; }
    arbi_zone *z = &s->zones[zid];
    arbi_card *c = &s->cards[id];
    if (z->kind == ARBI_GRID) {
        if (pos < 0 || pos >= z->rows * z->cols) { *why = "no such cell"; return -1; }
        int32_t occupant = s->slots[z->off + pos];
        if (occupant != ARB_NONE && occupant != id) { *why = "that cell holds a card"; return -1; }
    }
    if (c->zone >= 0) take_out(s, c);
    put_in(s, id, zid, pos);
    return 0;
}

int arbi_zone_shuffle(arbi_state *s, arb_zone_id zid)
{
    if (zid < 0 || zid >= s->h.nzones) return -1;
    arbi_zone *z = &s->zones[zid];
    if (z->kind == ARBI_GRID) return -1;
    int32_t *sl = s->slots + z->off;
    for (int i = z->count - 1; i > 0; i--) {
        int j = (int)arb_rng_below(&s->h.rng, (uint32_t)i + 1);
        int32_t t = sl[i]; sl[i] = sl[j]; sl[j] = t;
    }
    for (int i = 0; i < z->count; i++) {
        arbi_card *c = &s->cards[sl[i]];
        c->slot = (int16_t)i;
        if (!c->face_up) c->known = 0;   /* nobody knows a shuffled card */
    }
    return 0;
}

arb_card_id arbi_zone_at(const arbi_state *s, arb_zone_id zid, int k)
{
    if (zid < 0 || zid >= s->h.nzones) return ARB_NONE;
    const arbi_zone *z = &s->zones[zid];
    if (z->kind == ARBI_GRID)
        return k >= 0 && k < z->rows * z->cols ? s->slots[z->off + k] : ARB_NONE;
    if (k < 1 || k > z->count) return ARB_NONE;
    return s->slots[z->off + z->count - k];
}

int arbi_state_check(const arbi_state *s, const char **why)
{
    int placed = 0;
    for (int zi = 0; zi < s->h.nzones; zi++) {
        const arbi_zone *z = &s->zones[zi];
        int n = z->kind == ARBI_GRID ? z->rows * z->cols : z->count, seen = 0;
        for (int i = 0; i < n; i++) {
            int32_t id = s->slots[z->off + i];
            if (id == ARB_NONE && z->kind == ARBI_GRID) continue;
            if (id < 0 || id >= s->h.ncards) { *why = "a zone holds a card id that does not exist"; return -1; }
            const arbi_card *c = &s->cards[id];
            if (c->zone != zi || c->slot != i) { *why = "a card's zone and slot disagree with the zone's contents"; return -1; }
            seen++;
        }
        if (seen != z->count) { *why = "a zone's count disagrees with its contents"; return -1; }
        placed += seen;
    }
    int in_zones = 0;
    for (int i = 0; i < s->h.ncards; i++) in_zones += s->cards[i].zone >= 0;
    if (in_zones != placed) { *why = "a card is lost or held twice"; return -1; }
    return 0;
}
