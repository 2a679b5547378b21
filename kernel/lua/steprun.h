/*
 * steprun.h -- inside the kernel's step runner: what steprun.c (running
 * steps) and stepask.c (steps that ask, and abilities written as data that
 * run inside the unit) share.  Not part of any other file's business.
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
    int64_t arg;        /* a verb's argument; a targets option's amount */
    int64_t v;          /* the value the last add or pay left ({v}) */
    int q;              /* a targets option's target player ({q}), 0: none */
    int partial;        /* ... and whether it is the partial one */
} arbi_actor;

enum { ARBI_STEP_ERRLEN = 300 };   /* what a step that cannot be done says */

/* steprun.c */
arbi_actor arbi_actor_of(lua_State *L, arb_game *g, const arbi_prog *p);
arb_zone_id arbi_zone_of(arb_game *g, uint32_t name, int p, char *err);
size_t arbi_format_line(arb_game *g, uint32_t text, const arbi_actor *a, long n, char *line);
void arbi_keep(lua_State *L, const arbi_actor *a);
int arbi_run_steps(lua_State *L, arb_game *g, const arbi_prog *p, arbi_actor *a, int pc);
int arbi_run_from(lua_State *L, int pc, int after_call);

/* The program of the step function running now (its second upvalue). */
static inline const arbi_prog *arbi_running(lua_State *L, arb_game *g)
{
    return &g->progs[lua_tointeger(L, lua_upvalueindex(2))];
}

/* stepask.c: data ability d's calls from `from` on, for the ability step
 * at pc (was: the log's writer before it); the choose step at pc. */
void arbi_dab_calls(lua_State *L, arb_game *g, const arbi_dab *d, const arbi_actor *a, int pc, int from,
                    int32_t was);
int arbi_choose_step(lua_State *L, arb_game *g, const step *s, const arbi_actor *a, int pc);
/* The choose_number step at pc: arbi_number_auto says whether the number
 * is known without asking (1: taken, a's argument set; *ends: none can
 * be, the program ends); else arbi_number_step asks. */
int arbi_number_auto(lua_State *L, const step *s, arbi_actor *a, int *ends);
int arbi_number_step(lua_State *L, arb_game *g, const step *s, const arbi_actor *a, int pc);

#endif
