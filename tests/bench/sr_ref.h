/*
 * sr_ref.h -- reference Star Realms (Core Set) random playout in plain C11.
 *
 * This is the yardstick for Arbiter's performance benchmark: one complete
 * two-player Standard game (50 Authority, random first player, hands of 3
 * and 5) in which both players are the engine's "random" bot, i.e. at every
 * decision they pick uniformly among the options the scripted engine
 * (the Lua in scripts/star-realms/ and cards/star-realms/) would offer, with the
 * same rules and the same action set, but without Lua or the kernel.  The
 * benchmark divides the engine's games per second by this one's.
 *
 * A "decision" is one question the engine would ask a bot (Main Phase
 * action, or a choice inside an effect), counted as `arbiter sim` counts
 * answers: single-option questions count, `auto` ones do not.  A game that
 * reaches the decision cap is abandoned (winner 0), as `arbiter sim` does
 * (--max-decisions, default 100000): about 0.5-1% of random games never
 * end, once both players have scrapped every card that could attack, and
 * those games take most of the time, so both sides must use the same cap.
 *
 * Seeding follows the engine too (game RNG = seed, bots' RNG = seed ^
 * 0x5eedb0751234abcd, both xoshiro256** with Lemire bounds, cards created in
 * the engine's order), so game k of `arbiter sim --seed S` and
 * sr_ref_play(S + k) are the same game: same winner, turns and decisions.
 * That is a check of equivalence, not a requirement of the benchmark.
 */
#ifndef SR_REF_H
#define SR_REF_H

#include <stddef.h>
#include <stdint.h>

#define SR_REF_MAX_DECISIONS 100000L   /* `arbiter sim`'s default cap */

typedef struct {
    int winner;      /* seat 1 or 2; 0 when abandoned at the decision cap */
    int turns;       /* the number of the turn the game ended in (1-based);
                        seat of the first player acts on odd turns */
    long decisions;  /* questions answered by the two random bots */
} sr_ref_result;

/* Plays one game; every random number comes from `seed`. */
sr_ref_result sr_ref_play(uint64_t seed);

/* The same with another decision cap (`arbiter sim --max-decisions`). */
sr_ref_result sr_ref_play_capped(uint64_t seed, long max_decisions);

/* The same game, checking invariants after every action and phase (card
 * count and identity, pools never negative, Authority changed only by an
 * attack or an ability).  Returns 0, or -1 with a reason in why. */
int sr_ref_check(uint64_t seed, sr_ref_result *out, char *why, size_t whylen);

/* Decision kinds, for comparing the option mix with the engine's. */
enum {
    SR_REF_K_MAIN, SR_REF_K_CHOOSE, SR_REF_K_SCRAP, SR_REF_K_DESTROY,
    SR_REF_K_DISCARD_START, SR_REF_K_DISCARD_HAND, SR_REF_K_TOP_OF_DECK,
    SR_REF_K_ACQUIRE_FREE, SR_REF_K_COPY, SR_REF_K_AMOUNT, SR_REF_K_COUNT
};

typedef struct {
    long count[SR_REF_K_COUNT];    /* decisions of each kind */
    long options[SR_REF_K_COUNT];  /* sum of their option counts */
} sr_ref_stats;

/* sr_ref_play, adding this game's decisions to *st. */
sr_ref_result sr_ref_play_stats(uint64_t seed, sr_ref_stats *st);

#endif
