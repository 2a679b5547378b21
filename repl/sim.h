/*
 * sim.h -- what the simulator's three files share: options, per-game
 * results, and the two entry points that parse and write.
 */
#ifndef REPL_SIM_H
#define REPL_SIM_H

#include "arbiter.h"
#include <jansson.h>

#define SIM_MAX_BOTS 32
#define SIM_MAX_WITHOUT 512    /* cards one --without study pairs */

typedef struct sim_opts {
    arb_config cfg;
    int games, workers, progress, report, check;
    long max_decisions;        /* a game still running after this many is aborted */
    uint64_t seed;
    const char *bots[SIM_MAX_BOTS];
    int nbots;
    const char *out;           /* JSON lines file, NULL for stdout */
    const char *cards[SIM_MAX_BOTS + 1];   /* --cards folders, NULL-terminated */
    int ncards;
    double elapsed;            /* seconds, measured by the run */
    int shard_k, shard_n;      /* --shard K/N: only games i with i % N == K-1 */
    const char *plot;          /* --plot FILE.svg, or NULL */
    const char *compare_old, *compare_new;   /* --compare OLD NEW card folders */
    /* --without CARD[=BASELINE] (sim_without.c): the cards studied, each
     * with what it is swapped for (NULL: removed); malloc'd, sim_opts_free */
    char *without[SIM_MAX_WITHOUT], *instead[SIM_MAX_WITHOUT];
    int nwithout, without_all;  /* without_all: --without all */
    int without_seat;           /* --without-seat N: only seat N's copies (0: all) */
    const char *swap_from, *swap_to;   /* this run's swap (arb_card_swap) */
} sim_opts;

typedef struct sim_game {
    char *json;                /* the result line */
    uint32_t winners;
    int turns;
    long decisions;
    int players;
    json_t *stats;             /* {"p1": {"bought": {card: n}, ...}, ...} or NULL */
    int failed;                /* a script error stopped this game: not counted */
    int skipped;               /* another shard's game: not played here */
    int64_t *twins;            /* --without: per card studied (sim_opts.without
                                  order) the twin game's winners, bit p-1 for
                                  player p, or -1: an error stopped it; or NULL */
} sim_game;

/* Parses `arbiter sim ...`; prints usage and returns -1 on bad input. */
int sim_parse(int argc, char **argv, sim_opts *o);
/* Writes the JSON lines, the summary line, and the human summary (stderr). */
int sim_write(const sim_opts *o, const sim_game *games);
/* Plays o->games games into games[] (calloc'd by the caller); 0, 1 if some
 * games stopped with a script error, -1 if the run failed (said why). */
int sim_play(sim_opts *o, sim_game *games);
void sim_games_free(sim_game *games, int n);
/* The summary object one run's games give ({"summary": {...}}). */
json_t *sim_summary(const sim_opts *o, const sim_game *games);
/* `arbiter sim ... --compare OLD NEW` (sim_compare.c). */
int sim_compare(sim_opts *o);
/* `arbiter sim ... --without CARD[=BASELINE]...` (sim_without.c). */
int sim_without(sim_opts *o);
/* A game's twins as its line has them ({card: [winners] | "error ..."}), and
 * back: -1 (said why) if the line lacks a studied card (sim_without.c). */
json_t *sim_twins_json(const sim_opts *o, const sim_game *g);
int sim_twins_read(const sim_opts *o, sim_game *g, json_t *without, const char **missing);
/* The summary's "without" object: each studied card's paired difference. */
json_t *sim_without_summary(const sim_opts *o, const sim_game *games, int players);
/* The human table of the paired differences, largest first (stderr). */
void sim_without_table(json_t *without);
/* Adds one --without spec ("CARD", "CARD=BASELINE", "CARD=") to o; -1 if full. */
int sim_without_add(sim_opts *o, const char *card, const char *instead, int removed);
void sim_opts_free(sim_opts *o);
/* `arbiter sim merge FILES...` (sim_merge.c). */
int sim_merge_main(int argc, char **argv);
/* Draws the per-card report of a summary as an SVG chart (sim_plot.c). */
int sim_plot(const char *path, json_t *summary);

#endif
