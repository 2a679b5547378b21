/*
 * test_quiet.c -- a quiet game (a simulation: no log, no refusal reasons)
 * is the same game as a loud one.
 *
 * Rulesets take shortcuts when quiet: labels are never formatted, refusals
 * and log lines are skipped, listings that could only produce refusals are
 * left out.  None of that may change the rules.  For every game and a
 * spread of formats and modes, this plays the same seeded random answers in
 * a quiet and a loud game side by side and checks, after every answer, that
 * both have the same state hash and offer the same number of options.
 * Usage: test_quiet ROOT
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <string.h>

#define GAMES 6
#define STEPS 600

typedef struct setup { const char *game, *options; int players; } setup;

static const setup setups[] = {
    {"tutorial", NULL, 2},
    {"star-realms", "set=core", 2},
    {"star-realms", "set=both,discard_timing=immediate", 2},
    {"star-realms", "format=ffa,set=frontiers", 4},
    {"star-realms", "format=hunter,set=frontiers", 4},
    {"star-realms", "format=hydra,set=frontiers", 4},
    {"star-realms", "format=emperor,set=both", 6},
    {"star-realms", "format=raid,set=frontiers", 4},
    {"star-realms", "format=challenge,set=frontiers", 2},
    {"transformers-dbg", "mode=competitive", 2},
    {"transformers-dbg", "mode=competitive,convert_steps=true", 4},
    {"transformers-dbg", "mode=coop,expert=true", 3},
    {"transformers-dbg", "mode=solo", 1},
};

static arb_game *start(const char *root, const setup *s, uint64_t seed, int quiet)
{
    return new_game((arb_config){ .root = root, .game = s->game, .options = s->options,
                                  .players = s->players, .seed = seed, .quiet = quiet });
}

/* Plays one seed both ways; returns the step where they differ, or -1. */
static int same_game(const char *root, const setup *s, uint64_t seed)
{
    arb_game *q = start(root, s, seed, 1), *l = start(root, s, seed, 0);
    int bad = !q || !l ? 0 : -1;
    arb_rng r;
    arb_rng_seed(&r, seed);
    for (int k = 0; bad < 0 && k < STEPS && !arb_over(q); k++) {
        int n = arb_option_count(q);
        if (n != arb_option_count(l) || arb_state_hash(q) != arb_state_hash(l)) { bad = k; break; }
        int i = (int)arb_rng_below(&r, (uint32_t)n);
        if (arb_answer(q, i) != ARB_OK || arb_answer(l, i) != ARB_OK) { bad = k; break; }
    }
    if (bad < 0 && (arb_over(q) != arb_over(l) || arb_state_hash(q) != arb_state_hash(l)))
        bad = STEPS;
    if (bad >= 0)
        printf("%s %s, seed %llu: quiet and loud games differ at answer %d\n", s->game,
               s->options ? s->options : "", (unsigned long long)seed, bad);
    arb_game_free(q);
    arb_game_free(l);
    return bad;
}

int main(int argc, char **argv)
{
    const char *root = argc > 1 ? argv[1] : ".";
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        int ok = 1;
        for (uint64_t seed = 1; seed <= GAMES; seed++) ok &= same_game(root, &setups[k], seed) < 0;
        CHECK(ok, "a quiet game is the same game as a loud one");
    }
    return check_done();
}
