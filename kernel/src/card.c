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

static int grow_cards(arbi_state *s, const char **why);

arb_card_id arbi_card_new(arbi_state *s, int32_t def, int owner, const char **why)
{
    if (s->h.ncards >= ARB_MAX_CARDS) {
        *why = "the game holds ARB_MAX_CARDS cards already";
        return ARB_NONE;
    }
    if (s->h.ncards >= s->card_cap && grow_cards(s, why)) return ARB_NONE;
    arb_card_id id = s->h.ncards++;
    arbi_card *c = &s->cards[id];
    arbi_card_written(s, id);
    memset(c, 0, sizeof *c);
    c->def = def;
    c->zone = -1;
    c->slot = -1;
    c->owner = (int8_t)owner;
    c->controller = (int8_t)owner;
    c->stamp = ++s->h.stamp;
    return id;
}

/* Slots a zone reserves: one per cell of a grid; a pile, one per card the
 * card array can hold, so that a pile never runs out of room. */
static int64_t zone_cap(const arbi_zone *z, int pile_cap)
{
    return z->kind == ARBI_GRID ? (int64_t)z->rows * z->cols : pile_cap;
}

/* Lays every zone out again in a new slot pool where piles reserve
 * new_pile_cap slots (when the card array grows). */
static int relayout(arbi_state *s, int new_pile_cap, const char **why)
{
    int64_t total = 0;
    for (int i = 0; i < s->h.nzones; i++) total += zone_cap(&s->zones[i], new_pile_cap);
    if (total > ARB_MAX_SLOTS) {
        *why = "the zones would need more than ARB_MAX_SLOTS places (every pile keeps one per card)";
        return -1;
    }
    int32_t *ns = malloc(sizeof *ns * (size_t)(total ? total : 1));
    if (!ns) { *why = "out of memory"; return -1; }
    ARBI_LAYOUT_WRITTEN(s);
    int32_t off = 0;
    for (int i = 0; i < s->h.nzones; i++) {
        arbi_zone *z = &s->zones[i];
        int used = z->kind == ARBI_GRID ? z->cap : z->count;
        if (used > 0) memcpy(ns + off, s->slots + z->off, sizeof *ns * (size_t)used);
        z->off = off;
        z->cap = (int32_t)zone_cap(z, new_pile_cap);
        off += z->cap;
    }
    free(s->slots);
    s->slots = ns;
    s->slot_cap = (int)total;
    s->h.nslots = (int32_t)total;
    return 0;
}

static int grow_cards(arbi_state *s, const char **why)
{
    int ncap = s->card_cap ? s->card_cap * 2 : 64;
    if (ncap > ARB_MAX_CARDS) ncap = ARB_MAX_CARDS;
    if (relayout(s, ncap, why)) return -1;      /* first: it may refuse */
    arbi_card *nc = realloc(s->cards, sizeof *nc * (size_t)ncap);
    if (!nc) { *why = "out of memory"; return -1; }
    s->cards = nc;
    s->card_cap = ncap;
    return 0;
}

/* Reserves n more slots at the end of the pool for a new zone. */
static int reserve_slots(arbi_state *s, int64_t n, const char **why)
{
    int64_t want = (int64_t)s->h.nslots + n;
    if (want > ARB_MAX_SLOTS) {
        *why = "the zones would need more than ARB_MAX_SLOTS places (every pile keeps one per card)";
        return -1;
    }
    if (want <= s->slot_cap) return 0;
    int64_t ncap = s->slot_cap ? (int64_t)s->slot_cap * 2 : 256;
    if (ncap < want) ncap = want;
    if (ncap > ARB_MAX_SLOTS) ncap = ARB_MAX_SLOTS;
    int32_t *ns = realloc(s->slots, sizeof *ns * (size_t)ncap);
    if (!ns) { *why = "out of memory"; return -1; }
    s->slots = ns;
    s->slot_cap = (int)ncap;
    return 0;
}

arb_zone_id arbi_zone_new(arbi_state *s, uint32_t name, int owner, int kind,
                          int vis, int rows, int cols, const char **why)
{
    if (arbi_zone_find(s, name, owner) != ARB_NONE) { *why = "it exists already"; return ARB_NONE; }
    if (s->h.nzones >= ARB_MAX_ZONES) { *why = "the game holds ARB_MAX_ZONES zones already"; return ARB_NONE; }
    if (s->h.nzones >= s->zone_cap) {
        int ncap = s->zone_cap ? s->zone_cap * 2 : 32;
        arbi_zone *nz = realloc(s->zones, sizeof *nz * (size_t)ncap);
        if (!nz) { *why = "out of memory"; return ARB_NONE; }
        s->zones = nz;
        s->zone_cap = ncap;
    }
    if (kind == ARBI_GRID && (rows < 1 || cols < 1 || (int64_t)rows * cols > ARB_MAX_GRID_CELLS)) {
        *why = "a grid holds 1 to ARB_MAX_GRID_CELLS cells";
        return ARB_NONE;
    }
    arbi_zone z = {0};
    z.name = name;
    z.owner = (int8_t)owner;
    z.kind = (uint8_t)kind;
    z.vis = (uint8_t)vis;
    z.rows = kind == ARBI_GRID ? rows : 0;
    z.cols = kind == ARBI_GRID ? cols : 0;
    int64_t cap = zone_cap(&z, s->card_cap);
    if (reserve_slots(s, cap, why)) return ARB_NONE;
    z.off = s->h.nslots;
    z.cap = (int32_t)cap;
    s->h.nslots += z.cap;
    if (kind == ARBI_GRID)
        for (int32_t i = 0; i < z.cap; i++) s->slots[z.off + i] = ARB_NONE;
    arb_zone_id id = s->h.nzones++;
    s->zones[id] = z;
    ARBI_LAYOUT_WRITTEN(s);
    if (owner) s->owned |= 1ull << (name & 63);
    return id;
}

/* A zone is found by its name and owner: where the last searches for them
 * ended are hints (a table beside the state: a copy keeps its own), two
 * per bucket, the latest first; one is taken only when that zone still has
 * that name and owner, so it is never wrong; else a scan.  The rules ask
 * for a few zones many times per decision, and often for a player's zone
 * of a name only shared zones have (steps try the player's first), which
 * `owned` answers at once. */
arb_zone_id arbi_zone_find(const arbi_state *cs, uint32_t name, int owner)
{
    arbi_state *s = (arbi_state *)cs;          /* the hints are not part of the state */
    if (owner && !(s->owned >> (name & 63) & 1)) return ARB_NONE;   /* no owned zone so named */
    _Static_assert(ARBI_ZHINTS == 2 << 7, "a bucket's index is the hash's top 7 bits");
    uint32_t b = (((name * 0x9e3779b1u) ^ ((uint32_t)owner * 0x85ebca6bu)) >> 25) * 2;
    if (!s->zhint && (s->zhint = malloc(sizeof *s->zhint * ARBI_ZHINTS)))
        for (int i = 0; i < ARBI_ZHINTS; i++) s->zhint[i] = -1;       /* (none: a scan each time) */
    for (uint32_t k = b; s->zhint && k < b + 2; k++) {
        int32_t z = s->zhint[k];
        if ((uint32_t)z < (uint32_t)s->h.nzones && s->zones[z].name == name && s->zones[z].owner == owner) return z;
    }
    for (int i = 0; i < s->h.nzones; i++) {
        if (s->zones[i].name != name || s->zones[i].owner != owner) continue;
        if (s->zhint) s->zhint[b + 1] = s->zhint[b], s->zhint[b] = i;
        return i;
    }
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
            s->cards[sl[i]].slot = i;
            arbi_card_written(s, sl[i]);
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
            s->cards[sl[i]].slot = i;
            arbi_card_written(s, sl[i]);
        }
    }
    sl[at] = id;
    z->count++;
    c->zone = zid;
    c->slot = at;
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
    arbi_card_written(s, id);
    arbi_zone_written(s, zid);
    if (c->zone >= 0) arbi_zone_written(s, c->zone), take_out(s, c);
    put_in(s, id, zid, pos);
    return 0;
}

void arbi_card_turn(arbi_state *s, arb_card_id id, int up)
{
    arbi_card *c = &s->cards[id];
    arbi_card_written(s, id);
    c->face_up = (uint8_t)(up != 0);
    if (c->face_up) c->known = 0xffffffffu;
}

/* The same as k arbi_card_move(top of from, to, 0) in turn, in one loop:
 * each card gets the next stamp, the controller, face and knowledge its
 * new pile gives, and is marked written; both piles are (once). */
int arbi_move_tops(arbi_state *s, arb_zone_id from, arb_zone_id to, int64_t k)
{
    arbi_zone *zf = &s->zones[from], *zt = &s->zones[to];
    int n = k < zf->count ? (int)k : zf->count;
    if (n <= 0 || from == to) return 0;
    arbi_zone_written(s, from);
    arbi_zone_written(s, to);
    int32_t *sf = s->slots + zf->off, *st = s->slots + zt->off;
    uint8_t face_up = zt->vis == ARBI_PUBLIC_VIS;
    uint32_t known = zt->vis == ARBI_PUBLIC_VIS ? 0xffffffffu
                   : zt->vis == ARBI_OWNER_VIS && zt->owner ? 1u << (zt->owner - 1) : 0;
    for (int i = 0; i < n; i++) {
        arb_card_id id = sf[--zf->count];     /* the top: the pile's last slot */
        arbi_card *c = &s->cards[id];
        int at = zt->count++;
        st[at] = id;
        c->zone = to;
        c->slot = at;
        c->stamp = ++s->h.stamp;
        c->controller = zt->owner ? zt->owner : c->owner;
        c->face_up = face_up;
        c->known = known;
        arbi_card_written(s, id);
    }
    return n;
}

int arbi_zone_shuffle(arbi_state *s, arb_zone_id zid)
{
    if (zid < 0 || zid >= s->h.nzones) return -1;
    arbi_zone *z = &s->zones[zid];
    if (z->kind == ARBI_GRID) return -1;
    arbi_zone_written(s, zid);
    int32_t *sl = s->slots + z->off;
    for (int i = z->count - 1; i > 0; i--) {
        int j = (int)arb_rng_below(&s->h.rng, (uint32_t)i + 1);
        int32_t t = sl[i]; sl[i] = sl[j]; sl[j] = t;
    }
    for (int i = 0; i < z->count; i++) {
        arbi_card *c = &s->cards[sl[i]];
        arbi_card_written(s, sl[i]);
        c->slot = i;
        if (!c->face_up) c->known = 0;   /* nobody knows a shuffled card */
    }
    return 0;
}

int arbi_state_check(const arbi_state *s, const char **why)
{
    int placed = 0;
    for (int zi = 0; zi < s->h.nzones; zi++) {
        const arbi_zone *z = &s->zones[zi];
        int n = arbi_zone_places(z), seen = 0;
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
    int tagged = 0;
    for (int i = 0; i < s->h.nvars; i++) tagged += s->vars[i].expiry != 0;
    if (tagged != s->h.nexpiring) { *why = "the count of values with an expiry tag is wrong"; return -1; }
    return 0;
}
