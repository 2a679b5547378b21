/*
 * newgame.h -- starting a game for a test or a benchmark in one call:
 *
 *   arb_game *g = new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1 });
 *
 * Unnamed settings are zero (the kernel's defaults).  On failure it prints
 * why and returns NULL.
 */
#ifndef ARB_NEWGAME_H
#define ARB_NEWGAME_H

#include "arbiter.h"
#include <stdio.h>

static inline arb_game *new_game(arb_config cfg)
{
    char err[4096];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) printf("cannot start %s (%s): %s\n", cfg.game ? cfg.game : "the default game",
                   cfg.options ? cfg.options : "no options", err);
    return g;
}

#endif
