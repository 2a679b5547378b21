/*
 * steps.h -- rules as data (steps.c): a list of kernel steps a ruleset
 * declares where a phase or an option family would run a Lua function.
 */
#ifndef ARBI_STEPS_H
#define ARBI_STEPS_H

#include "game.h"

/* ---- inside the kernel: a program, as steps.c reads it and steprun.c runs it */

/* The kinds of step; those that ask come last (S_CHOOSE on).  The runner
 * does a close, a win, a question and a loop itself (arbi_steps_c stops
 * at them: RUNNER_KINDS in steprun.c).  A refuse step is a grid judge's
 * (grid.c), which is read, never run: no other program may hold one. */
enum { S_MOVE = 1, S_MOVE_ALL, S_DRAW, S_SET, S_ADD, S_EMIT, S_ABILITY, S_EXPIRE, S_LOG, S_CLOSE, S_CALL,
       S_PAY, S_OWN, S_WIN, S_CLEAR, S_ARG, S_FILL, S_TOP, S_FLIP,
       S_CHOOSE, S_NUMBER, S_AGAIN, S_EACH, S_PLAYER, S_REFUSE };
#define MAX_CHOOSE_ZONES 4        /* zones one choose step may offer cards from */
#define MAX_IF 4                  /* values one step's if_value may name */
enum { ON_PLAYER = 0, ON_GAME, ON_CARD };

/* A step's conditions, a bit each in step.conds (worked out once it is
 * read): the runner tests only the bits a step has. */
enum { ARBI_C_UNLESS_ZERO, ARBI_C_WHEN, ARBI_C_IF_VALUE, ARBI_C_IF_IN, ARBI_C_UNLESS_IN,
       ARBI_C_LEAST, ARBI_C_SLOT, ARBI_C_BELOW, ARBI_C_FROM, ARBI_C_TARGET, ARBI_C_PARTIAL,
       ARBI_C_V_BELOW, ARBI_C_MET, ARBI_C_ANY, ARBI_C_ZERO_DEF, ARBI_C_CARDS };
#define MAX_ANY_ZONES 3           /* zones one if_any (unless_any) step looks at */

/* A step's if_any (unless_any) = { zones =, has =, face_up = }: it runs
 * only while a card (a face-up one) of the player's zones, or of shared
 * zones of those names, has (no card has) the definition field. */
typedef struct step_any {
    uint32_t zone[MAX_ANY_ZONES];
    uint8_t n, negate, face_up;
    uint32_t field;
    uint8_t *of;              /* per definition: whether it has the field */
    int32_t zh[MAX_ANY_ZONES][ARBI_ZH];   /* where the zones were found last */
} step_any;

/* An add's bonus = { zones = { "zone", ... }, field = "name" }: to the
 * card's number (by = "field"), each other card of the player's zones (or
 * shared ones of those names) adds the plus of each bonus its definition's
 * `field` holds that reaches the card: a table { plus = n, has = "path",
 * where = { field = value, ... }, if_value = "v", is = "x" | is_not = "x" },
 * or a list of them -- has: the card's definition has that field; where:
 * each of its fields equals the value; if_value: while the player's value
 * v is (is not) x.  A function there is Lua's (the ruleset sends such a
 * card to Lua with unless_any).  The bonus added is the argument of the
 * steps after it. */
#define MAX_BONUS_ZONES 3
typedef struct bonus_spec {
    int32_t plus;
    uint32_t if_value, is;            /* 0: none; is: the text (is, else is_not's) */
    uint8_t negate;                   /* is_not: while the value is not that text */
    uint8_t *to;                      /* per definition: whether it reaches that card */
} bonus_spec;
typedef struct step_bonus {
    uint32_t zone[MAX_BONUS_ZONES];
    uint8_t n;
    uint32_t field;
    int32_t *first, *count;           /* per definition: its bonuses in spec[] */
    bonus_spec *spec;
    int nspec;
    int32_t zh[MAX_BONUS_ZONES][ARBI_ZH];
} step_bonus;

void arbi_free_bonus(step_bonus *b);

typedef struct step {
    /* What most steps read, first (one cache line), then their hints. */
    uint8_t kind, scope, vtype, at_bottom;
    uint16_t conds;           /* a bit per condition it has (ARBI_C_...): steprun.c asks
                               * only those */
    uint8_t by_arg;           /* a verb's add (by = "arg") or draw (n = "arg"): the argument */
    uint8_t by_def;           /* add: by = "field", the card's definition's number (num_of) */
    uint8_t unless_zero;      /* a verb's step skipped when its argument is 0 */
    uint8_t upto;             /* draw: n is how many `to` should hold, not how many to draw */
    uint8_t on_target;        /* set/add/pay on = "target": the target player's value */
    uint8_t own_slot;         /* ability = true: the ability the option names */
    uint32_t name;            /* zone, value name (or its pattern), event, slot, tag, text */
    union {
        struct { uint32_t to, refill; };          /* zones */
        struct { uint32_t if_rule, unless_rule; };   /* a grid judge's refuse step: only
                                                       * while that in_play rule is (is not)
                                                       * in play */
    };
    uint32_t expiry;
    uint32_t holder;          /* set/add: the player p's value names, if set (a shared pool) */
    int64_t n;                /* draw: cards; set/add: the value */
    uint32_t *per_def;        /* per definition: zone, key, or 0 (worked out) */
    int32_t *num_of;          /* per definition: that field's integer (0: none) */
    uint8_t *when_of;         /* per definition: whether `when` holds */
    int32_t zh[3][ARBI_ZH];   /* where its zones (name, to, refill; a choose's first three)
                               * were found last, by player: hints */
    int32_t vh[ARBI_ZH];      /* set/add/pay: where its value was found last, by player
                               * (arbi_var_hinted) */
    uint32_t text, text2;     /* draw: log_drawn, log_refill */
    uint32_t each, shorted;   /* draw: log_each (a line per card), log_short */
    uint32_t short_once;      /* draw: the game value that keeps log_short to once */
    /* The rest, read by the steps that have them. */
    uint32_t by;              /* move: the field naming the zone */
    uint32_t *map;            /* move: pairs (field value atom, zone atom) */
    int nmap;
    uint32_t of;              /* add/set: the field filling "%s" */
    uint32_t when;            /* the field that must hold (unless: must not) */
    uint32_t when_is;         /* ... and the value it must have, 0: any */
    uint8_t when_not;         /* unless = "field": when_of says the field does not hold */
    uint8_t nobody;           /* own = "nobody": the card goes back to no owner */
    uint8_t every;            /* move_all, draw: every_player = true, for each player
                               * (p1 first) in that player's zones */
    uint32_t if_value[MAX_IF];  /* player values one of which must be set (0: none) */
    uint32_t if_in;           /* a zone the card must be in, 0: any */
    uint32_t unless_in;       /* a zone the card must not be in, 0: any */
    uint32_t least_of;        /* if_at_least: p's value that must reach `least` (0: none) */
    int64_t least;
    uint32_t cards_in;        /* if_cards: p's zone that must hold `cards` cards (0: none) */
    int64_t cards;
    int32_t czh[ARBI_ZH];     /* ... where it was found last, by player */
    uint32_t num;             /* pay's `of`, a log's or emit's `n`: a definition field */
    uint32_t as;              /* emit: the argument that carries it */
    uint32_t slot_is;         /* slot = "name": only for that ability of the option */
    int slot_end, target_end; /* where the run of steps from it naming the same slot
                               * (target) ends: an option of another skips it whole */
    struct step_any *any;     /* if_any (unless_any), or NULL */
    struct step_bonus *bonus; /* an add's bonus, or NULL */
    uint8_t has_below, has_from;  /* if_arg_below = k, if_arg_at_least = k: only for */
    int64_t below, from;          /* a verb's argument under k, or from k on */
    uint32_t borrow;          /* ability: card value naming the definition to use */
    uint32_t zones[MAX_CHOOSE_ZONES];  /* choose: the zones whose cards are offered */
    uint8_t nzones, optional, where;   /* ... how many; "none" offered; labels name the zone */
    uint32_t none;            /* choose: the label of "none" */
    uint8_t looped, up_to_arg;  /* choose with up_to = k (or "arg"): asked again at the */
    int64_t up_to;              /* `again` step after it, up to k cards in all; then */
    int loop_end;               /* the steps after that `again` (its index) take how many;
                                 * each = "zone" loops too (looped), a card at a time */
    uint8_t target_is;        /* target = "player" (1) or "card" (2): a targets option's */
    uint8_t partial_is;       /* partial = false (1) or true (2): ... its kind */
    uint8_t has_v_below;      /* if_v_below = k: only while {v} (the last add) is under k */
    int64_t v_below;
    uint8_t met_is;           /* met = false (1) or true (2): only while {v} is short of a
                               * card target's need, or has reached it */
    uint32_t q_as;            /* emit: the target player as the event's argument so named */
    int64_t lo, most, less;   /* choose_number: from lo to most (or the argument) less `less` */
    uint8_t has_most;         /* ... most = k given */
    uint8_t auto_one;         /* ... one number possible (a choose: one card, not optional;
                               * a choose_player: one player): taken without asking (auto) */
    /* choose_player = "other" | "any": the player the actor's player picks
     * becomes the target ({q}, on = "target") of the steps after it */
    uint8_t self_too;         /* "any": the actor's player first, then the others */
    uint32_t skip_flag;       /* skip = "value": not those whose player value is set */
    uint32_t team_value;      /* team = "value": not those of p's team (a player without
                               * the value is a team of their own) */
} step;

struct arbi_prog {
    step *s;
    int n;
    int verb;                 /* a card context's verb (verb{}): run for c.player, c.card */
    uint32_t borrow;          /* its ability steps' borrow, read once when it starts */
    int pure;                 /* no step of it calls Lua or ends the run (emit, ability,
                               * call, close, win) */
    int fam;                  /* a targets family's run: that family (its amounts), else -1 */
};

/* An ability written as data (dabilities.c): definition def's field `slot`
 * is a list of verb calls, g->dcalls[first .. first + n).  A call whose
 * steps may call Lua or ask (not pure for its argument) runs inside the
 * unit, through its program's function (arbi_push_prog_fn). */
typedef struct arbi_dcall { int prog; int64_t arg; uint8_t pure; } arbi_dcall;
#define ARBI_MAX_DCALLS 64        /* verb calls one ability may make */
/* A choice among verbs, { choose = { { "gain 3 Trade", trade = 3 }, ... } }:
 * the call's prog is ARBI_DCHOICE, its arg the first of its branches in
 * g->dbranches, each a label and one verb that runs in C. */
#define ARBI_DCHOICE (-1)
typedef struct arbi_dbranch { uint32_t label; int prog; int64_t arg; int last; uint8_t pure; } arbi_dbranch;
typedef struct arbi_dab {
    int def;
    uint32_t slot;
    int first, n;
    int pure;                 /* every call is: the kernel runs it outside any unit */
    const void *real;         /* the field's table, for g:use(card, p, it) */
} arbi_dab;
/* choose.c, for a choose step: the cards of zones z[0..nz) (each top
 * first): how many; the i-th (1-based); the decision offering them. */
int arbi_cards_of_zones(const arb_game *g, const arb_zone_id *z, int nz);
arb_card_id arbi_card_of_zones(const arb_game *g, const arb_zone_id *z, int nz, int i);
/* Branch b (from 1) of choice call k, or NULL past the last. */
const arbi_dbranch *arbi_branch(const arb_game *g, const arbi_dcall *k, int b);
/* The questions the kernel's step runner (stepflow.c) asks: 0, or -1 out
 * of memory (arbi_ask_numbers_c: -2, a range past its bounds,
 * arbi_too_many_numbers); arbi_ask_branches_c: the choice among verbs k,
 * a label per branch. */
/* Begins a decision of p's, to which arbi_decision_option adds the options: 0, or -1 out of memory. */
int arbi_ask_begin(arb_game *g, int p, const char *prompt, const char *reason);
int arbi_ask_cards_c(arb_game *g, int p, const char *prompt, const char *reason,
                     const arb_zone_id *z, int nz, int optional, const char *none, int where);
int arbi_ask_numbers_c(arb_game *g, int p, const char *prompt, const char *reason, int64_t lo, int64_t hi);
int arbi_ask_labels_c(arb_game *g, int p, const char *prompt, const char *reason,
                      const uint32_t *labels, int n);
/* ... and a choose_player step's: one option per player of q[0..n), "p2". */
int arbi_ask_players_c(arb_game *g, int p, const char *prompt, const char *reason, const int *q, int n);
int arbi_ask_branches_c(arb_game *g, const arbi_dcall *k, int p);
/* Such a choice's prompt and reason for card c (each up to 512 bytes),
 * worded when first read; arbi_asked_wording_later marks the decision a
 * step just set as worded so (rc: the asking's result, returned). */
void arbi_branch_text(const arb_game *g, arb_card_id c, char *prompt, char *reason);
int arbi_asked_wording_later(arb_game *g, int rc);
extern const char arbi_too_many_numbers[];
/* Raises the error of a question asked from Lua where none may be: from a
 * view, a bot, a label (a reader) or an edit. */
void arbi_lua_may_ask(lua_State *L, arb_game *g);
/* steprun.c: runs verb program prog, one that runs in C for arg, for
 * player p and card c: 0, or -1 (err says why), -2 past the memory cap. */
int arbi_verb_in_c(lua_State *L, arb_game *g, int prog, int p, arb_card_id c, int64_t arg, char *err);
/* targets.c: what a full option of targets family f spends on its target
 * (player q, or card c): p's pool, or less if the target needs less (a
 * player's need at least 1; with allow as a function, the pool). */
int64_t arbi_target_amount(const arb_game *g, const struct arbi_family *f, int p, int q, arb_card_id c);
/* ... and a card target of definition def: its `need` field (0 without). */
int64_t arbi_target_need(const struct arbi_family *f, int def);
/* Pushes the function that runs program prog as steps: fn(g, p, card, n). */
void arbi_push_prog_fn(arb_game *g, lua_State *L, int prog);

/* stepread.c: one step, the table at index t, read into *s: NULL, or what
 * is wrong; and whether a step of this kind may call Lua, ask, or end the
 * run (what makes a program impure). */
const char *arbi_read_step(arb_game *g, lua_State *L, int t, step *s);
/* Closes each loop of program p (a choose with up_to, to the `again` step
 * after it): NULL, or what is wrong (written into why[0..n)). */
const char *arbi_match_loops(arbi_prog *p, char *why, size_t n);
/* Marks each run of steps of program p that name one slot (slot = "name"),
 * or one kind of target (target = "player"), with where it ends
 * (step.slot_end, target_end). */
void arbi_mark_runs(arbi_prog *p);
int arbi_impure_kind(int kind);
/* Whether verb program prog runs no Lua and never ends the run when its
 * argument is arg (its other steps left out for that argument). */
int arbi_prog_pure_for(const arbi_prog *p, int64_t arg);
/* After the cards load: compiles every ability slot (a name an ability step
 * or an abilities family uses) whose value is a table; raises an error
 * naming the card's file for a name that is no verb of the kernel's.  0, or
 * -1 when out of memory.  Then the ability of definition def named slot,
 * or the one whose table is real; NULL: none (a Lua function, or nothing). */
int arbi_compile_dabs(arb_game *g);
void arbi_free_dabs(arb_game *g);
const arbi_dab *arbi_dab_find(const arb_game *g, int def, uint32_t slot);
const arbi_dab *arbi_dab_of(const arb_game *g, const void *real);
/* steprun.c: runs it for player p and card c: 0, or -1 (err says why), -2
 * past the memory cap (L NULL; inside Lua the cap's error is raised). */
int arbi_dab_run(lua_State *L, arb_game *g, const arbi_dab *d, int p, arb_card_id c, char *err);

/* The function a program compiles to (upvalues: the game, the program's
 * index, its call steps' functions; a verb's also the keys "player" and
 * "card"); a verb's is called as c:verb(n). */
int arbi_steps_run(lua_State *L);
int arbi_verb_run(lua_State *L);

/* Compiles the list of steps at index t into a program of g's and pushes
 * the function that runs it; returns NULL, or what is wrong (possibly
 * written into why[0..n)).  arbi_verb_compile: the same, as a verb. */
const char *arbi_steps_compile(arb_game *g, lua_State *L, int t, char *why, size_t n);
/* The word a step of kind `kind` is declared with ("choose"). */
const char *arbi_step_word(int kind);
const char *arbi_verb_compile(arb_game *g, lua_State *L, int t, char *why, size_t n);
/* The same for a grid family's judge_steps, whose steps are all refuse
 * steps (read by grid.c, never run): the program's number + 1 in *prog,
 * nothing pushed. */
const char *arbi_judge_compile(arb_game *g, lua_State *L, int t, char *why, size_t n, int *prog);
/* Judge program prog for player p, card c and arg (a grid's reach), with
 * the rules in play (nrules in_play field names): the reason of its first
 * refuse step whose conditions hold, 0 when none. */
uint32_t arbi_judge_refusal(const arb_game *g, int prog, int p, arb_card_id c, int64_t arg,
                            const uint32_t *rules, int nrules);
/* Program p, run outside a targets family: NULL, or (in why) the first of
 * its steps that names a target (target =, partial =, on = "target"). */
const char *arbi_untargeted(const arbi_prog *p, char *why, size_t n);
/* After the cards are loaded (and after a reload): what each program needs
 * of each definition.  0, or -1 when out of memory. */
int arbi_compile_steps(arb_game *g);
void arbi_free_steps(arb_game *g);
/* Adds steps{...} to the table on top of L (the prelude's __arbiter). */
void arbi_open_steps(lua_State *L, arb_game *g);

#endif
