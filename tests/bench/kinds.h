/*
 * kinds.h -- bench_arbiter --only kinds: CPU time by kind of answer (kinds.c).
 */
#ifndef BENCH_KINDS_H
#define BENCH_KINDS_H

/* Plays `games` random games of game/options and prints, per kind of
 * answer, how many there were, their mean CPU time and their share.
 * Returns 0, or -1 when a game could not be made or played. */
int bench_kinds(const char *root, const char *game, const char *options, int players, int games);

#endif
