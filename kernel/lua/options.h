/*
 * options.h -- option families: what a window offers, declared by the
 * ruleset as data and listed by the kernel (options.c).
 *
 * A window's `options` is a list of families, each one kind:
 *   cards      one option per card of a zone (optionally one per
 *              definition, only the top card, only if a definition's cost
 *              is within a player value; in a window asked with a
 *              distance, g:window(name, p, d), with reaches = true only
 *              the cards whose Range -- the first grid family's -- is at
 *              least d);
 *   abilities  one option per ability of each card in some zones that the
 *              card's definition has, unused this turn, whose condition
 *              (a card value) holds; with once = "tag" the kernel marks
 *              the ability used (until that tag expires) when it is chosen;
 *   fixed      one option with a fixed label (optionally only for the
 *              active player, or when a zone holds enough cards);
 *   targets    attacks: one option per other player and per card in a
 *              zone of theirs, while a pool of the acting player's holds
 *              something (targets.c), and a "partial" option where more
 *              than 1 could be spent; the ruleset's allow(g, p, q) says,
 *              once per other player, whom the rules let p target (or
 *              allow is data the kernel judges: teams and a need value);
 *   grid       one option per face-up card of a shared grid, judged by its
 *              distance from the acting player's cell: a card to buy when
 *              its cost is within what reaches that far (a card value
 *              summed over the player's cards whose range, a definition
 *              field plus a card value, is at least the distance), another
 *              kind judged by a Lua function; while a face-up card carries
 *              a rule, a Lua list lists the family instead (grid.c);
 *   walk       the acting player's steps on a shared grid (orthogonal or
 *              diagonal neighbours) while a card of theirs holds a value,
 *              or an act on the cell they stand on (walk.c);
 *   costed     one option per ability each card of some zones lists in a
 *              definition field, within a player's pool, unused this turn
 *              (costed.c: Transformers' Energon abilities);
 *   player     one option per player -- the acting one, or each other one
 *              in turn order from their left -- while their player value
 *              `pool` is above 0 (Convert, any player at any time);
 *   list       a Lua function that lists options itself (acts:add), for
 *              the rare and the complex (with `pool`, a player value
 *              without which it can only refuse: simulations skip it then;
 *              with while_any = { zone =, has =, face_up =, shared = }, it
 *              offers and refuses nothing unless a card of that zone -- the
 *              acting player's, or the shared one -- face up if asked, has
 *              that definition field: the kernel skips it then).
 * Listing cards, abilities, fixed, player and costed options runs no Lua
 * (but a costed ability's own usable test, where it has one); a
 * family's `run` function runs only when its option is chosen, its `label`
 * only when somebody reads the options, its `refuse` only when somebody
 * reads the refusals (never in simulations, which record none).
 */
#ifndef ARBI_OPTIONS_H
#define ARBI_OPTIONS_H

#include "game.h"
#include <stdlib.h>

enum { ARBI_FAM_CARDS = 1, ARBI_FAM_ABILITIES, ARBI_FAM_FIXED, ARBI_FAM_LIST, ARBI_FAM_TARGETS,
       ARBI_FAM_GRID, ARBI_FAM_WALK, ARBI_FAM_PLAYER, ARBI_FAM_COSTED };
/* A family's functions; ARBI_FN_LIST is a targets family's allow; a grid
 * family's base and judge follow. */
enum { ARBI_FN_RUN = 1, ARBI_FN_LABEL, ARBI_FN_REFUSE, ARBI_FN_LIST, ARBI_FN_BASE, ARBI_FN_JUDGE,
       ARBI_FN_COUNT = 6 };
/* The slot of an option a family's Lua list offered (a grid family whose
 * rules are in play): its card is its index in the action list. */
#define ARBI_SLOT_LUA (-2)
/* A grid family's marks per definition. */
enum { ARBI_GRID_BUY = 1, ARBI_GRID_JUDGE = 2, ARBI_GRID_RULES = 4, ARBI_GRID_MODS = 8, ARBI_GRID_ACT = 16 };

#define ARBI_MAX_SLOTS 8      /* abilities one family knows */
#define ARBI_MAX_IN_PLAY 4    /* fields a grid family's judge is told are in play */
#define ARBI_MAX_COSTED 16    /* abilities a costed family reads of one definition */
#define ARBI_MAX_SKIP 4       /* fields that leave a costed ability out */
#define ARBI_MAX_AB_ZONES 4   /* zones one abilities family reads */

typedef struct arbi_ab_zone {
    uint32_t zone;            /* zone name (the acting player's) */
    uint32_t if_value, is;    /* costed: counts only while this player value is */
    uint8_t negate;           /* ... or is not (is_not) this text */
    int32_t zhint[ARBI_ZH];   /* where it was found last (arbi_zone_hinted) */
    uint8_t nslots;
    uint8_t slot[ARBI_MAX_SLOTS];   /* indices into the family's slot names */
    uint8_t *order_of;        /* abilities: per definition, bit j when it has slot[j] */
} arbi_ab_zone;

/* A term of a family's base as data (psum.c): a player value counted
 * when above 0, maybe only while another is (or is not) a text. */
#define ARBI_MAX_PSUM 4
typedef struct arbi_psum {
    uint32_t value, if_value, is;
    uint8_t negate;           /* is_not */
} arbi_psum;

/* A grid family's act, per definition (gridact.c): its prices (INT32_MIN:
 * none), whether it must be done from the card's cell, and whether it
 * has its own check. */
typedef struct arbi_grid_act {
    int32_t reach, cost;
    uint8_t near, check;
} arbi_grid_act;

typedef struct arbi_family {
    uint8_t kind;
    uint8_t distinct, top, shared, active_only;
    uint8_t reaches;          /* cards: only those whose range reaches the window's distance */
    int32_t min_cards;        /* fixed: only when `zone` holds this many */
    uint32_t zone;            /* cards, fixed, targets: zone name */
    int32_t zhint[ARBI_ZH];   /* ... where it was found last (arbi_zone_hinted) */
    uint32_t cost, pool;      /* cards: definition field, player value;
                               * targets: `need` (definition field), pool */
    int32_t vhint[ARBI_ZH];   /* ... where the lister's pool was found last (arbi_var_hinted) */
    int32_t *cost_of;         /* its value per definition (INT32_MIN: none) */
    int32_t min_cost;         /* the least of them (INT32_MAX: none has one) */
    uint8_t players;          /* targets: the players are targets too */
    uint32_t skip, spent;     /* targets: player flag (not a target), card value */
    uint32_t guard;           /* targets: definition field of guards */
    uint8_t *guard_of;        /* targets: per definition, whether it guards */
    uint8_t allow_data;       /* targets: allow is a table, judged in C */
    uint32_t team, need_value;  /* targets, allow as data: player values */
    int nslots;               /* abilities: */
    uint32_t slot[ARBI_MAX_SLOTS];  /* ability names (fields of a definition) */
    uint32_t used[ARBI_MAX_SLOTS];  /* card value set once it was used */
    uint32_t need[ARBI_MAX_SLOTS];  /* card value that must hold, 0: none */
    int nzones;
    arbi_ab_zone zones[ARBI_MAX_AB_ZONES];
    uint32_t borrow;          /* card value naming a definition to use instead */
    uint32_t once;            /* abilities: mark used_<slot> with this expiry when chosen */
    uint32_t text;            /* fixed: its label (atom) */
    int fn;                   /* its functions in the registry table fam_ref */
    int run_ref;              /* and its run, in the registry itself */
    int prog;                 /* its run is steps: that program + 1, else 0 */
    int judge_prog;           /* grid: judge_steps, that program + 1, else 0 */
    uint8_t has_refuse;       /* it has a refuse function */
    /* grid (grid.c): */
    uint32_t at[2];           /* the acting player's values: row, column (0-based) */
    uint32_t reach_value, reach_bonus;  /* card values: what reaches, range added */
    uint32_t range, buy, judge, rules, cost_mods;  /* definition fields */
    uint32_t cost_value;      /* card value that replaces the definition's cost */
    uint32_t supply;          /* a shared pile whose top card is bought at distance 0 */
    uint8_t has_base, has_judge, has_rules;   /* (has_base: a Lua function) */
    arbi_psum psum[ARBI_MAX_PSUM];   /* grid, walk: base as data */
    uint8_t npsum;
    uint8_t *grid_of;         /* per definition: ARBI_GRID_*; walk: steps diagonally */
    int32_t *range_of;        /* per definition: its range */
    uint32_t in_play[ARBI_MAX_IN_PLAY];  /* grid: definition fields the judge is told of */
    uint8_t nin_play;
    uint8_t *in_play_of;      /* per definition: a bit per in_play field it has */
    int in_play_ref;          /* registry: the judge's tables, one per set of bits */
    uint32_t act;             /* grid: the definition field of its acts (gridact.c) */
    uint32_t act_near, act_reach, act_cost, act_check;  /* ... and that table's fields */
    arbi_grid_act *act_of;    /* ... per definition */
    uint8_t njw;              /* judge_while: while in_play field jw_key[k] (its index)
                               * is in play, definitions with field jw_field[k] are judged */
    uint8_t jw_key[ARBI_MAX_IN_PLAY];
    uint32_t jw_field[ARBI_MAX_IN_PLAY];
    uint8_t *jw_of;           /* per definition: a bit per judge_while field it has */
    uint8_t **mod_match;      /* cost_mods as data (costmods.c), per definition: the
                               * definitions its change applies to (NULL: a function) */
    int32_t *mod_add;         /* ... and the change; both nmod long */
    int nmod;
    /* walk (walk.c): the grid is `zone`, the cell `at`, the Move the card
     * value reach_value in `zones`, the diagonal definition field `range` */
    uint8_t walk_to, walk_here;
    int move_group;           /* the first of a window's walk families with the same
                               * move and base, + 1: they share a listing's reckoning */
    /* player: */
    uint8_t others;           /* each other player, not the acting one */
    /* costed (costed.c): the definitions' lists (field `zone`), each
     * ability's price field, the fields it needs (only) or may not have
     * (skip), its Lua test (usable), the card values marking it used */
    uint32_t price, only, usable, ab_skip[ARBI_MAX_SKIP];
    uint8_t nskip;
    uint32_t costed_used[ARBI_MAX_COSTED];
    int32_t *ab_first;        /* per definition: its first ability in ab_price, ab_marks */
    uint8_t *ab_n;            /* per definition: how many */
    int32_t *ab_price;
    uint8_t *ab_marks;
    int nab;
    /* list, while_any: a card of this zone with this definition field
     * (grid_of: per definition, whether it has it) */
    uint32_t any_zone, any_has;
    uint8_t any_face_up, any_shared;
} arbi_family;

typedef struct arbi_window {
    int first, count;         /* its families in g->fams */
    int who, prompt, reason;  /* function indices in fam_ref, 0: none */
    uint32_t prompt_text, reason_text;  /* atoms, when not functions */
    int has_list;             /* some family is a Lua list */
    int has_targets;          /* some family is a targets family (asks allow) */
} arbi_window;

/* Listing one acting player's options (options.c, targets.c). */
typedef struct arbi_lister {
    arb_game *g;
    lua_State *L;             /* NULL: a listing that runs no Lua (list_in_c) */
    int p;                    /* the acting player being listed */
    int acts;                 /* stack index of the prelude's action list */
    int nref;                 /* refusals of list families already read */
    int mixed;
    int oom;                  /* out of memory, in a listing that runs no Lua */
    int64_t arg;              /* the distance a window was asked with (g:window's) */
    struct {                  /* how ls->p may step, by the walk families of move_group */
        int group, p, cards, diag, based, base;
    } move;
} arbi_lister;

/* Offers option (fam, card, slot) to ls->p, labelled `label` or, if NULL,
 * by the family's label function when somebody reads it. */
void arbi_offer(arbi_lister *ls, int fam, const char *label, int card, int slot);
/* The same with no label (made when read): inline while the decision has
 * room, the listing's common case, made once per option per decision. */
static inline void arbi_offer_lazy(arbi_lister *ls, int fam, int card, int slot)
{
    arbi_decision *d = &ls->g->dec;
    if (d->nopt >= d->optcap) { arbi_offer(ls, fam, NULL, card, slot); return; }
    arbi_option *o = &d->opt[d->nopt++];
    o->label = 0;
    o->player = ls->p;
    o->fam = fam;
    o->card = card;
    o->slot = slot;
    o->lazy = 1;
    o->clash = 0;
}
void arbi_push_fam_fn(arbi_lister *ls, int index);
/* Calls the definition's test on top of ls->L's stack as test(g, card, p)
 * for the acting player, popping it: whether it says yes. */
int arbi_call_test(arbi_lister *ls, arb_card_id c);
/* Player p's number value `key` (0 when unset, not a number, or key 0). */
static inline int64_t arbi_player_value(const arb_game *g, int p, uint32_t key)
{
    const arbi_var *v = key ? arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), key) : NULL;
    return v && v->type == ARBI_VINT ? v->value : 0;
}
/* The same for a family's pool, through its hint (the family asks for it
 * at every listing). */
static inline int64_t arbi_pool_value(const arb_game *g, const arbi_family *f, int p)
{
    const arbi_var *v = f->pool ? arbi_var_hinted(&g->st, (int32_t *)&f->vhint[(unsigned)p % ARBI_ZH],
                                                  ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), f->pool) : NULL;
    return v && v->type == ARBI_VINT ? v->value : 0;
}
arb_card_id arbi_nth_card(const arbi_state *s, arb_zone_id z, int k, int *cell);
/* Zone z's cards (it has some), walked from the top as `top ? top[-k] :
 * arbi_nth_card(s, z, k, &cell)` for k = 1 .. its count: top is the end of
 * a pile's slots, whose k-th card it reads straight (a listing walks
 * several zones at every decision), and NULL for a grid. */
static inline const int32_t *arbi_pile_top(const arbi_state *s, arb_zone_id z)
{
    const arbi_zone *zz = &s->zones[z];
    return zz->kind != ARBI_GRID ? s->slots + zz->off + zz->count : NULL;
}
void arbi_list_targets(arbi_lister *ls, int fam, const arbi_family *f);
/* A family's Lua list(g, p, acts): its options and refusals (options.c). */
void arbi_list_lua(arbi_lister *ls, int fam, const arbi_family *f);
/* A grid family (grid.c): its definitions' marks, read once (the raw
 * definitions on top of L); its listing -- while one of its rules is in
 * play, its Lua list's, those options marked ARBI_SLOT_LUA. */
int arbi_compile_grid(arb_game *g, lua_State *L, arbi_family *f);
/* A grid or walk family's grid zone (ARB_NONE: none); the cell player p
 * stands on by its `at` values (1 when inside the grid). */
arb_zone_id arbi_grid_zone(const arb_game *g, const arbi_family *f);
int arbi_grid_cell(const arb_game *g, const arbi_family *f, int p, const arbi_zone *zz, int *row, int *col);
/* Rows apart plus columns apart from (row, col) to cell i of a grid of
 * `cols` columns. */
static inline int arbi_cell_distance(int row, int col, int i, int cols)
{
    return abs(row - i / cols) + abs(col - i % cols);
}
/* a + b, stopping at the integers' ends instead of wrapping (grid sums). */
static inline int64_t arbi_sat_add(int64_t a, int64_t b)
{
    int64_t r;
    return __builtin_add_overflow(a, b, &r) ? (b > 0 ? INT64_MAX : INT64_MIN) : r;
}
/* A grid family's cost changes (costmods.c): read at load (the raw
 * definitions on top of L; data, or a function called when it applies);
 * whether a face-up card of grid zz changes costs; what they change in
 * card x's cost, for ls->p (in cell order). */
int arbi_compile_cost_mods(arb_game *g, lua_State *L, arbi_family *f);
void arbi_free_cost_mods(arbi_family *f);
int arbi_any_cost_mod(const arb_game *g, const arbi_family *f, const arbi_zone *zz);
int64_t arbi_cost_change(arbi_lister *ls, const arbi_family *f, const arbi_zone *zz, arb_card_id x);
void arbi_list_grid(arbi_lister *ls, int fam, const arbi_family *f);
/* A grid family's acts (gridact.c): the declaration (table at t); each
 * definition's (the raw definitions on top of L; marks ARBI_GRID_ACT);
 * card x, d away from the acting player, reached by `reach`: offered or
 * refused. */
const char *arbi_read_grid_act(arb_game *g, lua_State *L, int t, arbi_family *f);
int arbi_compile_grid_act(arb_game *g, lua_State *L, arbi_family *f);
void arbi_list_grid_act(arbi_lister *ls, int fam, const arbi_family *f, arb_card_id x, int d, int64_t reach);
/* The game's first grid family (NULL: none, or its cards are not loaded
 * yet); card c's range by it: the definition's `range` plus the card's
 * `bonus` value (g:reach, g:distance, g:cards' reaches =). */
const arbi_family *arbi_first_grid(const arb_game *g);
int64_t arbi_grid_range(const arb_game *g, const arbi_family *f, arb_card_id c);
/* A refusal of family f, worded when read (NULL in simulations, or when
 * the family has no refuse function: nothing is kept then). */
arbi_refusal *arbi_refuse_kept(arbi_lister *ls, const arbi_family *f, int card, int slot, const char *why);
static inline arbi_refusal *arbi_refuse(arbi_lister *ls, const arbi_family *f, int card, int slot, const char *why)
{
    return ls->g->quiet || !f->has_refuse ? NULL : arbi_refuse_kept(ls, f, card, slot, why);
}
/* The targets family's option label and run arguments: after g. */
int arbi_push_target_args(arb_game *g, lua_State *L, const arbi_option *o);

/* A walk family (walk.c): its declaration (table at t) read; its
 * definitions' diagonal marks (the raw definitions on top of L); its
 * listing; an option's cell pushed as row, col (nil, nil: none). */
const char *arbi_read_walk(arb_game *g, lua_State *L, int t, arbi_family *f);
/* Walk family f (index i) joins the move group of an earlier one among
 * fams[first..i) whose move and base are the same, or starts its own. */
void arbi_walk_group(arb_game *g, int first, int i);
int arbi_compile_walk(arb_game *g, lua_State *L, arbi_family *f);
ARBI_NOINLINE void arbi_list_walk(arbi_lister *ls, int fam, const arbi_family *f);
int arbi_push_walk_cell(arb_game *g, lua_State *L, const arbi_family *f, int cell);

/* A base as data (psum.c): its terms read from the table at index b;
 * player p's sum. */
const char *arbi_read_psum(arb_game *g, lua_State *L, int b, arbi_family *f);
int64_t arbi_psum_of(const arb_game *g, const arbi_family *f, int p);
/* Pays what it can of *n from p's terms, in order (psum.c); 0, or -1. */
int arbi_psum_pay(arb_game *g, const arbi_family *f, int p, int64_t *n);
int arbi_player_text_is(const arb_game *g, int p, uint32_t key, uint32_t text, int negate);

/* A costed family (costed.c): its declaration; its definitions' lists
 * (the raw definitions on top of L); its listing. */
const char *arbi_read_costed(arb_game *g, lua_State *L, int t, arbi_family *f);
int arbi_compile_costed(arb_game *g, lua_State *L, arbi_family *f);
ARBI_NOINLINE void arbi_list_costed(arbi_lister *ls, int fam, const arbi_family *f);

/* The atom of t[k] when it is a string, else 0 (families.c). */
uint32_t arbi_field_atom(arb_game *g, lua_State *L, int t, const char *k);

/* Reads window w, its table on top of L: a phase's (what: "phase"), or one
 * asked in the middle of a procedure ("window"); name: the phase's or its. */
int arbi_read_window(arb_game *g, arbi_window *w, const char *what, const char *name);
/* Lists reaction window w (reactions.c) for player p into the pending
 * decision: its prompt (text; a function leaves it to be made when read:
 * *lazy), its reason and its families' options; how many (raises errors).
 * arg: the distance it was asked with (reaches = true families). */
int arbi_list_reaction(arb_game *g, lua_State *L, const arbi_window *w, int p, int64_t arg);
int arbi_compile_families(arb_game *g);         /* after the cards are loaded */
void arbi_free_families(arb_game *g);
/* Starts option `o` of the pending window in coroutine co: pushes its
 * function and arguments; returns how many arguments. */
int arbi_push_option(arb_game *g, lua_State *co, const arbi_option *o);
/* Marks an abilities family's chosen ability used, when it says once =. */
int arbi_mark_once(arb_game *g, const arbi_option *o);

#endif
