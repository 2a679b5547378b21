/*
 * internal.h -- what the kernel units share and nobody outside kernel/ sees.
 *
 * The mutable game state is `arbi_state`: a header plus five arrays of plain
 * data (cards, zones, zone slots, variables, effects).  Nothing in it is a
 * pointer into anything else, so copying the arrays is a complete snapshot
 * and hashing them is a complete fingerprint.  The pure-C units (state, card,
 * zone, var, effect, rng, atom, log) never touch Lua; the binding layer in
 * kernel/lua/ calls them and turns their refusals into `false, reason`.
 */
#ifndef ARBI_INTERNAL_H
#define ARBI_INTERNAL_H

#include "arbiter.h"
#include <stdint.h>
#include <stddef.h>
#include <string.h>

#if defined(__GNUC__)
#define ARBI_HIDDEN __attribute__((visibility("hidden")))
/* Kept out of its callers (a hot caller stays small enough for the
 * compiler to inline what is hot in it: options.c's listing). */
#define ARBI_NOINLINE __attribute__((noinline))
/* Kept in its callers whatever link-time inlining decides: the runner's
 * hot paths, where a call costs more than the work. */
#define ARBI_INLINE inline __attribute__((always_inline))
#else
#define ARBI_INLINE inline
#define ARBI_HIDDEN
#define ARBI_NOINLINE
#endif

#define ARBI_MAX_PLAYERS 32

/* ---- atoms: interned strings (append-only, not game state) -------------- */

typedef struct arbi_atoms {
    char **str;
    uint32_t *hash;        /* FNV-1a of each string: used by the state hash */
    int n, cap;
    int32_t *index;        /* open-addressing table of atom ids, -1 empty */
    int icap;
    size_t bytes;          /* held for the atoms: counted against the memory cap */
} arbi_atoms;

/* What one atom of length len costs: its text and its entries in the tables. */
#define ARBI_ATOM_BYTES(len) ((len) + 1 + sizeof(char *) + sizeof(uint32_t) + 2 * sizeof(int32_t))

ARBI_HIDDEN void arbi_atoms_init(arbi_atoms *a);
ARBI_HIDDEN void arbi_atoms_free(arbi_atoms *a);
/* Returns the atom of s (>= 1), interning it if new; 0 on out of memory. */
ARBI_HIDDEN uint32_t arbi_atom(arbi_atoms *a, const char *s);
/* Returns the atom of s if interned, else 0. */
ARBI_HIDDEN uint32_t arbi_atom_find(const arbi_atoms *a, const char *s);
ARBI_HIDDEN const char *arbi_atom_str(const arbi_atoms *a, uint32_t atom);
/* Forgets every atom from id n on (those a failed script slice interned and
 * nothing refers to any more). */
ARBI_HIDDEN void arbi_atoms_truncate(arbi_atoms *a, int n);
ARBI_HIDDEN uint64_t arbi_fnv(const void *p, size_t n, uint64_t h);
#define ARBI_FNV_SEED 0xcbf29ce484222325ULL

/* ---- the state ----------------------------------------------------------- */

typedef struct arbi_card {
    int32_t def;           /* index into the card definitions */
    int32_t zone;          /* zone index, or -1 when nowhere */
    int32_t slot;          /* position inside the zone (grid: the cell) */
    int8_t owner;          /* 1-based player, 0: nobody */
    int8_t controller;
    uint8_t face_up;
    uint8_t watched;       /* it holds a value of the state's `watch` key (var.c) */
    uint32_t known;        /* bit p-1: player p knows what this card is */
    uint32_t stamp;        /* when it last moved: orders "newest first" */
} arbi_card;

enum { ARBI_PILE = 0, ARBI_GRID = 1 };
/* Default visibility of a zone's cards. */
enum { ARBI_HIDDEN_VIS = 0, ARBI_OWNER_VIS = 1, ARBI_PUBLIC_VIS = 2 };

typedef struct arbi_zone {
    uint32_t name;         /* atom */
    int8_t owner;          /* 0: shared */
    uint8_t kind;          /* ARBI_PILE or ARBI_GRID */
    uint8_t vis;
    uint8_t pad;
    int32_t rows, cols;    /* grid only; rows * cols <= ARB_MAX_GRID_CELLS */
    int32_t count;         /* pile: cards held; grid: occupied cells */
    int32_t off;           /* first slot in the slot pool */
    int32_t cap;           /* slots reserved */
} arbi_zone;

enum { ARBI_VINT = 0, ARBI_VBOOL = 1, ARBI_VSTR = 2 };
enum { ARBI_SCOPE_GLOBAL = 0, ARBI_SCOPE_PLAYER = 1, ARBI_SCOPE_CARD = 2,
       ARBI_SCOPE_SECRET = 3, ARBI_SCOPE_KNOWN = 4 };  /* secrets.c: a player's secrets, who knows them */
#define ARBI_SCOPE(kind, id) (((uint32_t)(kind) << 24) | (uint32_t)(id))

typedef struct arbi_var {
    uint32_t key;          /* atom, 0: empty slot */
    uint32_t scope;        /* ARBI_SCOPE(kind, id) */
    int64_t value;         /* int, bool, or atom of a string */
    uint32_t expiry;       /* atom of the expiry tag, 0: never */
    uint8_t type;
    uint8_t pad[3];
} arbi_var;

typedef struct arbi_effect {
    uint32_t id;           /* unique, from the stamp counter */
    uint32_t hook;         /* atom of the event it listens to */
    int32_t source;        /* card whose definition holds the handler */
    uint32_t handler;      /* atom: the handler's name in that definition */
    uint32_t expiry;       /* atom of the expiry tag, 0: never */
    int32_t player;        /* who controls the effect */
    int64_t data;
} arbi_effect;

typedef struct arbi_header {
    arb_rng rng;
    int32_t nplayers, active, turn, phase;
    int32_t over;
    uint32_t winners;
    uint32_t result;       /* atom: one line describing the result */
    uint32_t stamp;        /* monotonic counter for moves and effects */
    int32_t ncards, nzones, nslots, nvars, neffects;
    int32_t nexpiring;     /* values with an expiry tag (var.c) */
    int32_t flow;          /* where the driver stands: ARBI_FLOW_* */
} arbi_header;

/* Where the driver stands.  At a window nothing is suspended: the state is
 * the whole game.  In a unit, a script waits on a decision inside it. */
enum { ARBI_FLOW_START = 0, ARBI_FLOW_WINDOW = 1, ARBI_FLOW_UNIT = 2, ARBI_FLOW_OVER = 3 };

/* The writes to a live state since its checkpoint was last brought in step
 * with it (arbi_state_sync), so that the sync copies only those: the cards
 * written lie in [card_lo, card_hi] (none: lo > hi); zone z (its slots
 * too) was written if bit z of zones is set; the values at the positions
 * listed were written, or all of them if more than ARBI_DIRTY_VARS were.
 * A write the lists cannot say (a zone past the bits, a new layout) grows
 * wgen instead, and the next sync copies everything. */
#define ARBI_DIRTY_ZONES 256
#define ARBI_DIRTY_VARS 48
typedef struct arbi_dirty {
    int32_t card_lo, card_hi;
    uint64_t zones[ARBI_DIRTY_ZONES / 64];
    int nvars;
    int32_t var[ARBI_DIRTY_VARS];
    int removed;               /* values removed (the positions listed hold others now) */
} arbi_dirty;

#define ARBI_ZHINTS 256
typedef struct arbi_state {
    arbi_header h;
    arbi_card *cards;   int card_cap;
    arbi_zone *zones;   int zone_cap;
    int32_t *slots;     int slot_cap;
    int packed;         /* a packed copy (arbi_state_pack): every array holds
                         * only what is used -- the piles' slots one after
                         * another, npacked of them -- while the caps keep
                         * the source's, for the layout a copy restores */
    int npacked;
    arbi_var *vars;     int var_cap;   /* dense: the first h.nvars are values */
    int32_t *vidx; int vidx_cap, vidx_valid;  /* their index (var.c): derived, never copied */
    arbi_effect *effects; int effect_cap;
    int32_t *zhint;     /* ARBI_ZHINTS: where (name, owner) was last found (card.c):
                         * derived, never copied, checked before it is trusted */
    uint64_t wgen;      /* grows at every copy into it and at every change of its
                         * layout (never copied, never smaller) */
    const void *synced_of; uint64_t synced_gen;   /* its cards, zones and piles are
                         * those of state synced_of when that one's wgen was
                         * synced_gen (arbi_state_copy, arbi_state_sync) */
    arbi_dirty dirty;   /* what was written since a checkpoint was last synced
                         * from it (arbi_state_sync): never copied */
    uint64_t owned;     /* bit name % 64: a zone of that name has an owner (card.c), so a
                         * player's zone of a name without the bit is none, found at once:
                         * a superset, kept by the live state and or-ed in by a copy */
    uint32_t watch;     /* a card value key whose holders var.c marks (cards[].watched),
                         * so that "which card holds one" is a bit, not a lookup: the
                         * game's, set on the live state; never copied */
} arbi_state;

ARBI_HIDDEN void arbi_state_init(arbi_state *s);
ARBI_HIDDEN void arbi_state_free(arbi_state *s);
/* Empties s as arbi_state_init leaves a new one, keeping its arrays for
 * reuse (a restart makes the same zones and cards again). */
ARBI_HIDDEN void arbi_state_clear(arbi_state *s);
/* Bytes its arrays take (their capacities). */
ARBI_HIDDEN size_t arbi_state_bytes(const arbi_state *s);
/* Makes d (empty) a packed copy of s: a snapshot's, a fraction of the size
 * of s (which keeps room for growth).  arbi_state_copy from it restores s.
 * 0, or -1 when out of memory (d is then freed). */
ARBI_HIDDEN int arbi_state_pack(arbi_state *d, const arbi_state *s);
/* Makes dst an exact copy of src, reusing dst's buffers when large enough. */
ARBI_HIDDEN int arbi_state_copy(arbi_state *dst, const arbi_state *src);
/* The same for a checkpoint kept in step with the live state: only what
 * was written since the last sync (live->dirty) is copied, or everything
 * when the layout changed (wgen) -- so every write to the live state's
 * cards, zones, piles or values goes through the marks below.  The live
 * state has one checkpoint: the sync clears its marks. */
static inline void arbi_card_written(arbi_state *s, int32_t c)
{
    if (c < s->dirty.card_lo) s->dirty.card_lo = c;
    if (c > s->dirty.card_hi) s->dirty.card_hi = c;
}
static inline void arbi_zone_written(arbi_state *s, int32_t z)
{
    if ((uint32_t)z < ARBI_DIRTY_ZONES) s->dirty.zones[z >> 6] |= 1ull << (z & 63);
    else s->wgen++;
}
/* Whether zone z is marked written (a zone past the marks grows wgen instead). */
static inline int arbi_zone_dirty(const arbi_dirty *w, int32_t z)
{
    return (uint32_t)z < ARBI_DIRTY_ZONES && (w->zones[z >> 6] >> (z & 63) & 1);
}
static inline void arbi_vars_all_written(arbi_state *s)
{
    s->dirty.nvars = ARBI_DIRTY_VARS + 1;
}
static inline void arbi_var_written(arbi_state *s, int pos)
{
    arbi_dirty *d = &s->dirty;
    if (d->nvars < ARBI_DIRTY_VARS) d->var[d->nvars++] = pos;
    else arbi_vars_all_written(s);
}
#define ARBI_LAYOUT_WRITTEN(s) ((s)->wgen++)
ARBI_HIDDEN int arbi_state_sync(arbi_state *ckpt, arbi_state *live);
/* Whether ckpt is live as it stands: synced from it, nothing written since
 * (the usual case at a window, where a snapshot keeps the state once). */
ARBI_HIDDEN int arbi_state_is_synced(const arbi_state *ckpt, const arbi_state *live);
ARBI_HIDDEN uint64_t arbi_state_hash(const arbi_state *s, const arbi_atoms *a,
                                     const uint32_t *def_hash);

/* Cards and zones (card.c).  All return 0 (or the new id) on success, or -1
 * (ARB_NONE) with a reason in *why (a static string) and the state
 * unchanged.  The limits are ARB_MAX_CARDS, ARB_MAX_ZONES, ARB_MAX_SLOTS and
 * ARB_MAX_GRID_CELLS (arbiter.h); rows * cols must already be checked. */
ARBI_HIDDEN arb_card_id arbi_card_new(arbi_state *s, int32_t def, int owner,
                                      const char **why);
ARBI_HIDDEN arb_zone_id arbi_zone_new(arbi_state *s, uint32_t name, int owner,
                                      int kind, int vis, int rows, int cols,
                                      const char **why);
ARBI_HIDDEN arb_zone_id arbi_zone_find(const arbi_state *s, uint32_t name, int owner);
/* The same, where one caller asks for the same zone again and again (a
 * family's, a step's): hint[owner % ARBI_ZH] is where that caller found
 * that owner's zone last, taken while that zone still has that name and
 * owner, else found anew. */
#define ARBI_ZH 8
static inline arb_zone_id arbi_zone_hinted(const arbi_state *s, int32_t *hint, uint32_t name, int owner)
{
    int32_t *h = &hint[(unsigned)owner % ARBI_ZH], z = *h;
    if ((uint32_t)z < (uint32_t)s->h.nzones && s->zones[z].name == name && s->zones[z].owner == owner) return z;
    z = arbi_zone_find(s, name, owner);
    if (z != ARB_NONE) *h = z;
    return z;
}
/* pos: 0 = top of a pile, -1 = bottom, k>0 = k-th from top; grid: the cell. */
ARBI_HIDDEN int arbi_card_move(arbi_state *s, arb_card_id c, arb_zone_id z,
                               int pos, const char **why);
ARBI_HIDDEN int arbi_zone_shuffle(arbi_state *s, arb_zone_id z);
/* Turns card c face up (everyone knows it then) or face down (who knew it
 * still does): g:flip, and a flip step. */
ARBI_HIDDEN void arbi_card_turn(arbi_state *s, arb_card_id c, int up);
/* Moves the top k cards of pile `from` (fewer if it holds fewer) onto pile
 * `to`, one at a time from the top, as that many moves to the top would:
 * how many it moved. */
ARBI_HIDDEN int arbi_move_tops(arbi_state *s, arb_zone_id from, arb_zone_id to, int64_t k);
/* The card at position k from the top (1-based) or in grid cell k (0-based)
 * (inline: asked for every card a listing or a step looks at). */
static inline arb_card_id arbi_zone_at(const arbi_state *s, arb_zone_id zid, int k)
{
    if (zid < 0 || zid >= s->h.nzones) return ARB_NONE;
    const arbi_zone *z = &s->zones[zid];
    if (z->kind == ARBI_GRID)
        return k >= 0 && k < z->rows * z->cols ? s->slots[z->off + k] : ARB_NONE;
    if (k < 1 || k > z->count) return ARB_NONE;
    return s->slots[z->off + z->count - k];
}
/* The places of zone z: a pile's cards, a grid's every cell -- the slots
 * it occupies, and what a walk over its cards visits. */
static inline int arbi_zone_places(const arbi_zone *z)
{
    return z->kind == ARBI_GRID ? z->rows * z->cols : z->count;
}
/* The card at place i (0-based) of zone z: a pile's i-th from the top, a
 * grid's cell i (ARB_NONE: an empty cell); i below arbi_zone_places. */
static inline arb_card_id arbi_place_at(const arbi_state *s, const arbi_zone *z, int i)
{
    return s->slots[z->off + (z->kind == ARBI_GRID ? i : z->count - 1 - i)];
}
ARBI_HIDDEN int arbi_state_check(const arbi_state *s, const char **why);

/* Variables (var.c). */
ARBI_HIDDEN arbi_var *arbi_var_get_slow(const arbi_state *s, uint32_t scope, uint32_t key);
/* The value (scope, key), or NULL: one probe of the index when it is built
 * (the common case, inline: the rules ask for values many times a
 * decision), else arbi_var_get_slow builds it. */
static inline uint32_t arbi_var_hash(uint32_t scope, uint32_t key)
{
    uint32_t h = scope * 0x9e3779b1u ^ key * 0x85ebca6bu;
    return h ^ (h >> 15);
}
static inline arbi_var *arbi_var_get(const arbi_state *s, uint32_t scope, uint32_t key)
{
    if (!s->h.nvars) return NULL;
    if (!s->vidx_valid) return arbi_var_get_slow(s, scope, key);
    uint32_t mask = (uint32_t)s->vidx_cap - 1;
    for (uint32_t i = arbi_var_hash(scope, key) & mask;; i = (i + 1) & mask) {
        int p = s->vidx[i];
        if (p < 0) return NULL;
        if (s->vars[p].key == key && s->vars[p].scope == scope) return &s->vars[p];
    }
}
/* The same, where one caller asks for the same value again and again (a
 * step's, a family's pool): *hint is the position where that caller found
 * it last, taken while that position still holds (scope, key).  Hints are
 * the caller's, derived, never part of the state. */
static inline arbi_var *arbi_var_hinted(const arbi_state *s, int32_t *hint, uint32_t scope, uint32_t key)
{
    int32_t h = *hint;
    if ((uint32_t)h < (uint32_t)s->h.nvars && s->vars[h].key == key && s->vars[h].scope == scope)
        return &s->vars[h];
    arbi_var *v = arbi_var_get(s, scope, key);
    if (v) *hint = (int32_t)(v - s->vars);
    return v;
}
ARBI_HIDDEN int arbi_var_set(arbi_state *s, uint32_t scope, uint32_t key,
                             int type, int64_t value, uint32_t expiry);
/* Adds d to the integer value (scope, key), made (as 0) if absent: the
 * result in *out.  A nonzero expiry tags it; 0 keeps the tag it had.
 * 0, ARBI_VAR_NOT_INT, ARBI_VAR_OVERFLOW, or -1 when out of memory. */
enum { ARBI_VAR_NOT_INT = -2, ARBI_VAR_OVERFLOW = -3 };
ARBI_HIDDEN int arbi_var_add(arbi_state *s, uint32_t scope, uint32_t key, int64_t d,
                             uint32_t expiry, int64_t *out);
/* arbi_var_set and arbi_var_add of (scope, key) already looked up: v, or
 * NULL when absent. */
ARBI_HIDDEN int arbi_var_set_found(arbi_state *s, arbi_var *v, uint32_t scope, uint32_t key,
                                   int type, int64_t value, uint32_t expiry);
ARBI_HIDDEN int arbi_var_add_found(arbi_state *s, arbi_var *v, uint32_t scope, uint32_t key,
                                   int64_t d, uint32_t expiry, int64_t *out);
ARBI_HIDDEN void arbi_var_del(arbi_state *s, uint32_t scope, uint32_t key);
ARBI_HIDDEN int arbi_var_expire(arbi_state *s, uint32_t expiry);

/* Effects (effect.c). */
ARBI_HIDDEN uint32_t arbi_effect_add(arbi_state *s, const arbi_effect *e);
ARBI_HIDDEN int arbi_effect_remove(arbi_state *s, uint32_t id);
ARBI_HIDDEN int arbi_effect_expire(arbi_state *s, uint32_t expiry);

/* ---- the log: a persistent list, so snapshots share it for free --------- */

typedef struct arbi_logline {
    struct arbi_logline *prev;
    int refs;
    int n;                 /* 1-based index of this line */
    size_t bytes;          /* held by this line and all before it */
    int32_t card;          /* the card whose text wrote it, or -1 (the rules) */
    char text[];
} arbi_logline;

ARBI_HIDDEN arbi_logline *arbi_log_push(arbi_logline *tail, const char *text, int32_t card);
ARBI_HIDDEN void arbi_log_retain(arbi_logline *l);
ARBI_HIDDEN void arbi_log_release(arbi_logline *l);

/* ---- inputs: answers and edits, also a persistent list ------------------- */

enum { ARBI_IN_ANSWER = 0, ARBI_IN_EDIT = 1 };
typedef struct arbi_input {
    struct arbi_input *prev;
    struct arbi_input_block *block;  /* an answer's node: the block it was cut from */
    int refs;
    int n;                 /* 1-based index */
    int kind;
    int answer;
    size_t bytes;          /* this node and those before it, in bytes */
    char src[];            /* edit source, "" for an answer */
} arbi_input;

/* Spare nodes for answers, kept by a game (log.c): a game's inputs are
 * held until it restarts or ends, and then its answers' nodes (up to 2048:
 * 64 KiB) serve the next game's answers instead of a malloc each.  New
 * answers' nodes are cut from blocks of ARBI_INPUT_BLOCK, one malloc each;
 * a block is freed when its last node is (a snapshot may keep nodes after
 * their game ends). */
enum { ARBI_INPUT_SPARES = 2048, ARBI_INPUT_BLOCK = 64 };
typedef struct arbi_input_block arbi_input_block;
typedef struct arbi_input_spares {
    arbi_input *list;
    int n;
    arbi_input_block *block;   /* the block answers' nodes are cut from now */
    int cut;                   /* how many of its nodes were cut */
} arbi_input_spares;

/* What one input of source src (len bytes; an answer's src is "") holds;
 * the inputs count against the game's memory cap, as its log does. */
static inline size_t arbi_input_bytes(size_t len)
{
    return sizeof(arbi_input) + len + 1;
}
static inline size_t arbi_input_size(const char *src)
{
    return arbi_input_bytes(src[0] ? strlen(src) : 0);   /* (an answer's: at every decision) */
}

ARBI_HIDDEN arbi_input *arbi_input_push(arbi_input_spares *sp, arbi_input *tail, int kind,
                                        int answer, const char *src);
ARBI_HIDDEN void arbi_input_retain(arbi_input *in);
ARBI_HIDDEN void arbi_input_release(arbi_input *in);
ARBI_HIDDEN void arbi_input_drop(arbi_input_spares *sp, arbi_input *in);
ARBI_HIDDEN void arbi_input_spares_free(arbi_input_spares *sp);

/* ---- decisions ------------------------------------------------------------ */

/* Texts of a decision live in one buffer reused from decision to decision:
 * options and refusals hold offsets into it, so asking costs no malloc once
 * the buffers have grown. */
/* An option is plain data: who may take it and what it is -- the family
 * that listed it (-1: a g:choose) with its card and ability, or for a Lua
 * list its index there.  `lazy`: its label is not formatted yet. */
typedef struct arbi_option {
    size_t label;
    int32_t player, fam, card, slot;
    uint8_t lazy, clash;
} arbi_option;
/* A refused action, with its label and reason; or, while `lazy`, what the
 * family's refuse function needs to say them: made when read (options.c). */
typedef struct arbi_refusal {
    size_t label, reason;
    uint8_t lazy;
    int32_t fam, card, slot;        /* lazy: the family, card (or -1), slot or target player */
    int32_t player;                 /* lazy: the acting player it was refused to */
    const char *why;                /* lazy: a static word ("cost", "used", ...) */
    size_t detail;                  /* lazy: a text offset (0: none) */
    int32_t detail_card;            /* lazy: a card (or -1) */
} arbi_refusal;

typedef struct arbi_decision {
    int player;
    int mixed;                      /* options belong to several players */
    int lazy_prompt;                /* the prompt is made when first read */
    int lazy_reason;                /* ... and so is the reason */
    size_t prompt, reason;          /* offsets into text */
    arbi_option *opt; int nopt, optcap;
    arbi_refusal *ref; int nref, refcap;
    char *text; size_t tlen, tcap;
} arbi_decision;

#define ARBI_DTEXT(d, off) ((d)->text + (off))

ARBI_HIDDEN void arbi_decision_clear(arbi_decision *d);
ARBI_HIDDEN int arbi_decision_copy(arbi_decision *dst, const arbi_decision *src);
ARBI_HIDDEN int arbi_decision_begin(arbi_decision *d, int player, const char *prompt,
                                    const char *reason);
ARBI_HIDDEN void arbi_decision_free(arbi_decision *d);
ARBI_HIDDEN size_t arbi_decision_bytes(const arbi_decision *d);
ARBI_HIDDEN size_t arbi_decision_text(arbi_decision *d, const char *s);
ARBI_HIDDEN int arbi_decision_option(arbi_decision *d, const char *label, int player);
ARBI_HIDDEN arbi_option *arbi_decision_new(arbi_decision *d, const char *label);
ARBI_HIDDEN int arbi_decision_refusal(arbi_decision *d, const char *label, const char *reason);
/* A refusal to be worded later; returns it, or NULL when out of memory. */
ARBI_HIDDEN arbi_refusal *arbi_decision_lazy_refusal(arbi_decision *d, int fam, int card, int slot,
                                                     const char *why);
ARBI_HIDDEN uint64_t arbi_decision_hash(const arbi_decision *d);

ARBI_HIDDEN char *arbi_strdup(const char *s);

#endif /* ARBI_INTERNAL_H */
