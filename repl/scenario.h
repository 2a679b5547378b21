/*
 * scenario.h -- what the files of `arbiter test` share: the userdata that
 * holds a game in a test file's Lua state, and the methods on it that read
 * the state as data (scenario_inspect.c) rather than through Lua text.
 */
#ifndef REPL_SCENARIO_H
#define REPL_SCENARIO_H

#include "arbiter.h"
#include <lauxlib.h>

#define GAME_MT "arbiter.game"

typedef struct tgame { arb_game *g; } tgame;

/* The game of argument 1; raises if it is not one or was freed. */
arb_game *repl_scenario_game(lua_State *L);

/* Adds the inspection methods to the method table on top of the stack. */
void repl_scenario_inspect(lua_State *L);

/* Runs the scenarios of one test file, printing a line each and adding to
 * the counts; -1 if the harness itself cannot start. */
int repl_scenario_file(const char *path, int *passed, int *failed);

#endif
