/*
 * steps.h -- rules as data (steps.c): a list of kernel steps a ruleset
 * declares where a phase or an option family would run a Lua function.
 */
#ifndef ARBI_STEPS_H
#define ARBI_STEPS_H

#include "game.h"

/* Compiles the list of steps at index t into a program of g's and pushes
 * the function that runs it; returns NULL, or what is wrong (possibly
 * written into why[0..n)). */
const char *arbi_steps_compile(arb_game *g, lua_State *L, int t, char *why, size_t n);
/* After the cards are loaded (and after a reload): what each program needs
 * of each definition.  0, or -1 when out of memory. */
int arbi_compile_steps(arb_game *g);
void arbi_free_steps(arb_game *g);
/* Adds steps{...} to the table on top of L (the prelude's __arbiter). */
void arbi_open_steps(lua_State *L, arb_game *g);
/* events.c: whether anybody listens to the event now (a card in a trigger
 * zone, or an effect hooked to it). */
int arbi_has_handlers(arb_game *g, uint32_t event);

#endif
