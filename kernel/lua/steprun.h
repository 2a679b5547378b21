/*
 * steprun.h -- inside the kernel's step runner: what stepflow.c (the
 * runner), steprun.c (what a step does) and stepask.c (the questions steps
 * ask) share.  Not part of any other file's business.
 */
#ifndef ARBI_STEPRUN_H
#define ARBI_STEPRUN_H

#include "steps.h"

/* Who and what the steps act on: the arguments (g, p, card[, slot]) of a
 * cards or abilities option, (g, p) of a fixed one, (g, p, q, card,
 * partial) of a targets one, or (g) of a phase's step: the active player,
 * no card. */
typedef struct arbi_actor {
    int p; arb_card_id c; int def;
    uint32_t slot;      /* the ability an abilities option names, 0: none */
    int adef;           /* the definition whose abilities the card uses */
    uint8_t numbered;   /* arg was chosen (choose_number) or taken (an arg step): a
                         * targets option's amount is not read into it again */
    int64_t arg;        /* a verb's argument; a targets option's amount */
    int64_t v;          /* the value the last add or pay left ({v}) */
    int q;              /* a targets option's target player ({q}), 0: none */
    int partial;        /* ... and whether it is the partial one */
    int64_t need;       /* ... a card target's need (its definition's field) */
} arbi_actor;

enum { ARBI_STEP_ERRLEN = 300 };   /* what a step that cannot be done says */

/* A program the kernel runs (stepflow.c), suspended or not: the step it
 * stands at and its actor; at an ability step written as data (or, prog
 * -1, a data ability g:use runs), the verb call it is at; and the question
 * it waits on, if any. */
enum { ARBI_ASK_NONE, ARBI_ASK_CARD, ARBI_ASK_NUMBER, ARBI_ASK_BRANCH, ARBI_ASK_PLAYER };
struct arbi_frame {
    int prog, pc;
    arbi_actor a;
    int dab;            /* the data ability run at step pc (its index in g->dabs), -1: none */
    int call;           /* ... the call it is at */
    int32_t was;        /* ... the log's writer before it */
    uint8_t ask;        /* ARBI_ASK_* */
    int loop;           /* the choose with up_to whose loop it is in, -1: none */
    int picks;          /* ... the cards picked so far, */
    int64_t limit;      /* ... how many it may pick, */
    arb_card_id loop_c; /* ... the card (its definition, the one whose */
    int loop_def, loop_adef;  /* abilities it uses) the frame had when the loop began; */
    int list, nlist;    /* an each step's: the cards its zone held then, g->flist[list..] */
};
#define ARBI_MAX_FRAMES 64    /* programs one game may nest (verbs, Lua that runs steps) */

/* steprun.c */
arb_zone_id arbi_zone_of(arb_game *g, uint32_t name, int p, char *err);
/* The same, for a step that names that zone again and again: hint[p %
 * ARBI_ZH] is where it was found last for p, taken while that zone still
 * has the name and is p's, or is shared while no player's zone has the
 * name (`owned`). */
static inline arb_zone_id arbi_zone_of_hinted(arb_game *g, int32_t *hint, uint32_t name, int p, char *err)
{
    const arbi_state *s = &g->st;
    hint += (unsigned)p % ARBI_ZH;
    int32_t z = *hint;
    if ((uint32_t)z < (uint32_t)s->h.nzones && s->zones[z].name == name
        && (s->zones[z].owner == p || (s->zones[z].owner == 0 && !(s->owned >> (name & 63) & 1))))
        return z;
    z = arbi_zone_of(g, name, p, err);
    if (z != ARB_NONE) *hint = z;
    return z;
}
size_t arbi_format_line(arb_game *g, uint32_t text, const arbi_actor *a, long n, char *line);

/* For the kernel's runner (stepflow.c): the actor of a program run for an
 * option (a phase's is the active player's), or of a verb's; the steps of
 * a program done in C from *pc on (arbi_steps_c: ARBI_STEPS_END,
 * ARBI_STEPS_RUNNER at a step the runner does, 1 at one that needs Lua;
 * -1: err says why; -2: past the memory cap, g's message set -- inside
 * Lua, L, the cap's error is raised); the game won. */
arbi_actor arbi_option_actor(const arb_game *g, const arbi_prog *pr, const arbi_option *o, uint32_t slot);
arbi_actor arbi_verb_actor(const arb_game *g, const arbi_prog *pr, int p, arb_card_id c, int64_t arg);
int arbi_step_lookups_fail(const arb_game *g, const step *s, const arbi_actor *a);
/* An arg step's number: the value it names for actor a, 0 when none. */
int64_t arbi_step_number(const arb_game *g, const step *s, const arbi_actor *a);
/* Whether a condition of step s leaves it out for actor a.  Those that read
 * only the step and the actor (an argument, a target, a slot, the last
 * value) are tested inline, so the many steps they leave out cost no call;
 * arbi_step_lookups_fail tests the rest. */
#define ARBI_C_LOOKUP ((1u << ARBI_C_WHEN) | (1u << ARBI_C_IF_VALUE) | (1u << ARBI_C_IF_IN) \
                       | (1u << ARBI_C_UNLESS_IN) | (1u << ARBI_C_LEAST) | (1u << ARBI_C_ANY) \
                       | (1u << ARBI_C_ZERO_DEF) | (1u << ARBI_C_CARDS))
static inline int arbi_step_left_out(const arb_game *g, const step *s, const arbi_actor *a)
{
    unsigned m = s->conds;
#define HAS(c) (m & (1u << ARBI_C_##c))
    if ((HAS(UNLESS_ZERO) && a->arg == 0)
        || (HAS(SLOT) && a->slot != s->slot_is)
        || (HAS(BELOW) && !(a->arg < s->below))
        || (HAS(FROM) && !(a->arg >= s->from))
        || (HAS(TARGET) && (s->target_is == 2) != (a->c != ARB_NONE))
        || (HAS(PARTIAL) && (s->partial_is == 2) != (a->partial != 0))
        || (HAS(V_BELOW) && !(a->v < s->v_below))
        || (HAS(MET) && (s->met_is == 2) != (a->c != ARB_NONE && a->v >= a->need)))
        return 1;
#undef HAS
    return (m & ARBI_C_LOOKUP) && arbi_step_lookups_fail(g, s, a);
}
enum { ARBI_STEPS_END = 2, ARBI_STEPS_RUNNER = 3 };
int arbi_steps_c(lua_State *L, arb_game *g, const arbi_prog *p, int *pc, arbi_actor *a, char *err);
void arbi_step_win(arb_game *g, const step *s, const arbi_actor *a);
/* Calls the Lua of step pc of program prog for actor a (the step's own
 * function, an event's listeners, the card's ability written as a
 * function) with lua_callk(ctx, k); returns what k returns, called as well
 * when there is nothing to call. */
int arbi_call_step(lua_State *L, arb_game *g, int prog, int pc, const arbi_actor *a, lua_KContext ctx,
                   lua_KFunction k);

/* stepflow.c: program prog run for actor a from Lua, as frames above those
 * there are (a question yields L, a step's Lua is called); returns what
 * the program's function returns (true: a close step of its own ended it).
 * arbi_frames_call: the unit the runner made for its top frame's step's
 * Lua makes that call.  arbi_frames_dab: g:use(card, p, ability) of data
 * ability d, one of whose verbs asks or calls Lua: a frame of no program
 * (prog -1) that makes its calls. */
int arbi_frames_lua(lua_State *L, arb_game *g, int prog, arbi_actor a);
/* How much of g->flist the frames' card lists use (a snapshot keeps that). */
int arbi_flist_used(const arb_game *g);
int arbi_frames_dab(lua_State *L, arb_game *g, const arbi_dab *d, int p, arb_card_id c);
int arbi_frames_call(lua_State *L, arb_game *g);

/* stepask.c: the questions of steps that ask: the zones of a choose step
 * (0, or -1: err names the one missing) and its decision (n: {n} in its
 * prompt, the pick's number in a loop); the numbers of a
 * choose_number step (*hi < *lo: none) and its decision (0, -1 out of
 * memory, -2 past the bounds). */
int arbi_choose_zones(arb_game *g, const step *s, int p, arb_zone_id *z, char *err);
int arbi_ask_step(arb_game *g, const step *s, const arbi_actor *a, const arb_zone_id *z);
void arbi_number_range(const step *s, const arbi_actor *a, int64_t *lo, int64_t *hi);
int arbi_ask_number(arb_game *g, const arbi_actor *a, int64_t lo, int64_t hi);
/* A step's question is worded when first read, from the frame that waits
 * on it (arbi_step_wording): step s's prompt and reason for actor a ({n}:
 * n, the pick's number in a loop), each up to 512 bytes. */
void arbi_step_text(arb_game *g, const step *s, const arbi_actor *a, long n, char *prompt, char *reason);
/* The players a choose_player step offers the actor's player p, into
 * q[0..ARBI_MAX_PLAYERS): p first when it says "any", then each other
 * player in seat order whose skip value is not set and who is not of p's
 * team (a targets family's order); how many.  Its decision (0, or -1 out of memory). */
int arbi_player_choices(const arb_game *g, const step *s, int p, int *q);
int arbi_ask_player(arb_game *g, const arbi_actor *a, const int *q, int n);

#endif
