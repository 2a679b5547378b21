/*
 * bench_arbiter.c -- Arbiter's performance numbers, measured in one run.
 *
 *   bench_arbiter [--games N] [--root DIR] [--arbiter PATH] [--only ratio|floor|snapshots|kinds|startup]
 *                 [--game NAME --options K=V,... --players N]   (for --only kinds)
 *
 * Prints, on one core: complete random games per second and decisions per
 * second for each game and format (the random bot takes a uniformly random
 * option, as `arbiter sim` does); the plain-C reference Star Realms playout
 * (tests/bench/sr_ref.c) on the same seeds and the ratio of the scripted
 * engine to it -- the number we improve; snapshot+restore time on a
 * mid-game Star Realms state; time to create a game with every card loaded
 * (and, with --arbiter, to start the REPL process and quit); and the peak
 * memory one game uses.  Timings only: it asserts nothing.
 */
#include "arbiter.h"
#include "sr_ref.h"
#include "kinds.h"
#include "../unit/newgame.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct setup {
    const char *game, *options;
    int players;
    const char *name;
    const char *fixture;           /* a game root under tests/fixtures, or NULL */
} setup;

static const setup setups[] = {
    {"star-realms", "set=core", 2, "Star Realms standard 2p (core)", NULL},
    {"star-realms", "set=frontiers", 2, "Star Realms standard 2p (frontiers)", NULL},
    {"star-realms", "format=ffa,set=frontiers", 4, "Star Realms free-for-all 4p", NULL},
    {"star-realms", "format=hunter,set=frontiers", 4, "Star Realms hunter 4p", NULL},
    {"star-realms", "format=hunter_first_blood,set=frontiers", 4, "Star Realms first blood 4p", NULL},
    {"star-realms", "format=hydra,set=frontiers", 4, "Star Realms hydra 4p", NULL},
    {"star-realms", "format=emperor,set=both", 6, "Star Realms emperor 6p", NULL},
    {"star-realms", "format=raid,set=frontiers", 4, "Star Realms raid 4p", NULL},
    {"star-realms", "format=challenge,set=frontiers", 2, "Star Realms challenge 1p+boss", NULL},
    {"transformers-dbg", "mode=competitive", 2, "Transformers competitive 2p", NULL},
    {"transformers-dbg", "mode=competitive", 4, "Transformers competitive 4p", NULL},
    {"transformers-dbg", "mode=coop", 2, "Transformers co-op 2p", NULL},
    {"transformers-dbg", "mode=solo", 1, "Transformers solo", NULL},
    {"tutorial", NULL, 2, "tutorial 2p", NULL},
    {"transformers-tcg", "deck1=autobots,deck2=decepticons", 2, "Transformers TCG duel 2p (starters)", NULL},
    {"floor", NULL, 1, "floor: 10 options, one g:padd each", "floor"},
    {"z-g", "arena=towers", 2, "Z-G 2p (towers arena)", NULL},
    {"floor-steps", NULL, 1, "floor as steps: 10 options, one add each", "floor"},
};

#define CAP 100000L                /* arbiter sim's default --max-decisions */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static arb_game *start(const char *root, const setup *s, uint64_t seed, int quiet)
{
    return new_game((arb_config){ .root = root, .game = s->game, .options = s->options,
                                  .players = s->players, .seed = seed, .quiet = quiet });
}

/* Plays game `seed` to its end with the random bot; returns decisions, or -1. */
static long play(arb_game *g, uint64_t seed, size_t *peak)
{
    if (arb_game_restart(g, seed) != ARB_OK) return -1;
    arb_rng r;
    arb_rng_seed(&r, seed ^ 0x5eedb0751234abcdULL);
    long n = 0;
    while (!arb_over(g) && n < CAP) {
        if (arb_answer(g, (int)arb_rng_below(&r, (uint32_t)arb_option_count(g))) != ARB_OK) {
            fprintf(stderr, "bench: seed %llu: %s\n", (unsigned long long)seed, arb_errmsg(g));
            return -1;
        }
        n++;
        if ((n & 63) == 0 && arb_memory(g) > *peak) *peak = arb_memory(g);
    }
    return n;
}

typedef struct result { double games_per_s, decisions_per_s, mean_decisions; size_t peak; } result;

static int run_setup(const char *root, const setup *s, int games, result *out)
{
    char fixture[4096];
    if (s->fixture) {
        snprintf(fixture, sizeof fixture, "%s/tests/fixtures/%s", root, s->fixture);
        root = fixture;
    }
    arb_game *g = start(root, s, 1, 1);
    if (!g) return -1;
    size_t peak = arb_memory(g);
    long total = 0;
    double t0 = now();
    for (int i = 0; i < games; i++) {
        long n = play(g, (uint64_t)i, &peak);
        if (n < 0) { arb_game_free(g); return -1; }
        total += n;
    }
    double dt = now() - t0;
    arb_game_free(g);
    out->games_per_s = games / dt;
    out->decisions_per_s = total / dt;
    out->mean_decisions = (double)total / games;
    out->peak = peak;
    return 0;
}

static double reference(int games, double *decisions_per_s)
{
    long total = 0;
    double t0 = now();
    for (int i = 0; i < games; i++) total += sr_ref_play_capped((uint64_t)i, CAP).decisions;
    double dt = now() - t0;
    *decisions_per_s = total / dt;
    return games / dt;
}

static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* CPU time and decisions of the engine and the reference over some games. */
typedef struct part { double te, tr; long de, dr; int games; } part;

/* Plays games [first, last) on the engine, then on the reference, adding
 * each game's time to parts[0] (games that end) or parts[1] (games the
 * decision cap stops). */
static void play_chunk(arb_game *g, int first, int last, size_t *peak, part *parts)
{
    for (int i = first; i < last; i++) {
        double t0 = cpu_now();
        long n = play(g, (uint64_t)i, peak);
        part *p = &parts[n >= CAP];
        p->te += cpu_now() - t0;
        p->de += n;
        p->games++;
    }
    for (int i = first; i < last; i++) {
        double t0 = cpu_now();
        long n = sr_ref_play_capped((uint64_t)i, CAP).decisions;
        part *p = &parts[n >= CAP];
        p->tr += cpu_now() - t0;
        p->dr += n;
    }
}

static double part_ratio(const part *p)
{
    return p->de && p->dr ? (p->tr / (double)p->dr) / (p->te / (double)p->de) : 0;
}

static void print_median(const char *what, double *v, int n)
{
    qsort(v, (size_t)n, sizeof v[0], cmp_double);
    if (v[n / 2] > 0) printf("  %s: median ratio %.4f (1/%.1f)\n", what, v[n / 2], 1 / v[n / 2]);
}

/* The ratio that settles the design question, measured fairly: CPU time of
 * this thread, the engine and the reference alternating in chunks over the
 * same seeds (so a slow spell of the machine hits both), 5 rounds; prints
 * each round, the median and the spread, then the median for the games
 * that end and for those the decision cap stops (two of seeds 0..199, two
 * thirds of the decisions: docs/performance.md). */
#define ROUNDS 5
static void ratio_interleaved(const char *root, int games)
{
    arb_game *g = start(root, &setups[0], 1, 1);
    if (!g) return;
    size_t peak = 0;
    double ratio[ROUNDS], eng_ns[ROUNDS], ref_ns[ROUNDS], ends[ROUNDS], capped[ROUNDS];
    int chunk = games >= 20 ? games / 20 : 1;
    part parts[2];
    for (int r = 0; r < ROUNDS; r++) {
        memset(parts, 0, sizeof parts);
        for (int first = 0; first < games; first += chunk)
            play_chunk(g, first, first + chunk < games ? first + chunk : games, &peak, parts);
        part all = { parts[0].te + parts[1].te, parts[0].tr + parts[1].tr,
                     parts[0].de + parts[1].de, parts[0].dr + parts[1].dr, games };
        if (all.de != all.dr) printf("  (round %d: the engine made %ld decisions, the reference %ld)\n", r + 1, all.de, all.dr);
        eng_ns[r] = all.te / all.de * 1e9;
        ref_ns[r] = all.tr / all.dr * 1e9;
        ratio[r] = part_ratio(&all);
        ends[r] = part_ratio(&parts[0]);
        capped[r] = part_ratio(&parts[1]);
    }
    arb_game_free(g);
    printf("interleaved CPU time, Star Realms 2p core, %d games x %d rounds (ns per decision):\n", games, ROUNDS);
    printf("  engine    ");
    for (int r = 0; r < ROUNDS; r++) printf(" %8.1f", eng_ns[r]);
    printf("\n  reference ");
    for (int r = 0; r < ROUNDS; r++) printf(" %8.1f", ref_ns[r]);
    printf("\n  ratio     ");
    for (int r = 0; r < ROUNDS; r++) printf(" %8.4f", ratio[r]);
    qsort(ratio, ROUNDS, sizeof ratio[0], cmp_double);
    printf("\n  median ratio %.4f (1/%.1f), spread [%.4f .. %.4f]; target >= 0.2 (1/5), goal 1/3\n",
           ratio[ROUNDS / 2], 1 / ratio[ROUNDS / 2], ratio[0], ratio[ROUNDS - 1]);
    printf("  of which (%d games that end, %ld decisions; %d stopped by the cap, %ld decisions):\n",
           parts[0].games, parts[0].de, parts[1].games, parts[1].de);
    print_median("games that end", ends, ROUNDS);
    print_median("games the cap stops", capped, ROUNDS);
    printf("\n");
}

/* The floor's target (150 ns per decision), measured fairly: CPU time of
 * this thread per decision for the floor (its rule a Lua function) and the
 * floor as steps (its rule kernel data), alternating game by game, 5
 * rounds; prints each round and the medians. */
static void floor_interleaved(const char *root, int games)
{
    char fixture[4096];
    snprintf(fixture, sizeof fixture, "%s/tests/fixtures/floor", root);
    const setup *fl[2] = { NULL, NULL };
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        if (setups[k].game && !strcmp(setups[k].game, "floor")) fl[0] = &setups[k];
        if (setups[k].game && !strcmp(setups[k].game, "floor-steps")) fl[1] = &setups[k];
    }
    arb_game *g[2] = { fl[0] ? start(fixture, fl[0], 1, 1) : NULL, fl[1] ? start(fixture, fl[1], 1, 1) : NULL };
    double ns[2][ROUNDS];
    size_t peak = 0;
    for (int r = 0; g[0] && g[1] && r < ROUNDS; r++) {
        double t[2] = { 0, 0 };
        long d[2] = { 0, 0 };
        for (int i = 0; i < games; i++)
            for (int k = 0; k < 2; k++) {
                double t0 = cpu_now();
                d[k] += play(g[k], (uint64_t)i, &peak);
                t[k] += cpu_now() - t0;
            }
        for (int k = 0; k < 2; k++) ns[k][r] = t[k] / d[k] * 1e9;
    }
    if (g[0] && g[1]) {
        printf("interleaved CPU time, the floor, %d games x %d rounds (ns per decision):\n", games, ROUNDS);
        for (int k = 0; k < 2; k++) {
            printf("  %-22s", k ? "floor as steps" : "floor (Lua g:padd)");
            for (int r = 0; r < ROUNDS; r++) printf(" %7.1f", ns[k][r]);
            qsort(ns[k], ROUNDS, sizeof ns[k][0], cmp_double);
            printf("   median %.1f\n", ns[k][ROUNDS / 2]);
        }
        printf("  target <= 150 ns per decision\n\n");
    }
    arb_game_free(g[0]);
    arb_game_free(g[1]);
}

/* Mid-game Star Realms: 200 random decisions in, then take+restore pairs,
 * and restore + the next answer (option `o`), in a game people play (log,
 * labels and reasons kept) and in a simulation (quiet). */
static double restore_answer(const char *root, int quiet, int o, double *pair, int *turn)
{
    arb_game *g = start(root, &setups[0], 7, quiet);
    if (!g) return -1;
    arb_rng r;
    arb_rng_seed(&r, 7);
    for (int k = 0; k < 200 && !arb_over(g); k++)
        arb_answer(g, (int)arb_rng_below(&r, (uint32_t)arb_option_count(g)));
    *turn = arb_turn(g);
    int n = 20000;
    double t0 = now();
    for (int k = 0; k < n; k++) {
        arb_snapshot *s = arb_snapshot_take(g);
        arb_snapshot_restore(g, s);
        arb_snapshot_free(s);
    }
    *pair = (now() - t0) / n * 1e6;
    arb_snapshot *s = arb_snapshot_take(g);
    t0 = now();
    for (int k = 0; k < 2000; k++) {
        arb_snapshot_restore(g, s);
        arb_answer(g, o);    /* at a window: a copy, a listing, then the answer's own work */
    }
    double us = (now() - t0) / 2000 * 1e6;
    arb_snapshot_free(s);
    arb_game_free(g);
    return us;
}

static void snapshots(const char *root)
{
    double pair, quiet_pair;
    int turn;
    double loud = restore_answer(root, 0, 0, &pair, &turn);
    double quiet = restore_answer(root, 1, 0, &quiet_pair, &turn);
    double buy = restore_answer(root, 1, 4, &quiet_pair, &turn);
    printf("snapshot+restore, mid-game Star Realms (turn %d): %.2f us per pair\n", turn, pair);
    printf("restore+next answer there, with the answer's own work: option 1 (a play) %.2f us "
           "(a simulation: %.2f us; option 5, a buy: %.2f us)\n", loud, quiet, buy);
}

/* A window whose options are all kernel families: a restore is a copy, and
 * the next answer runs on from it with no listing at all. */
static void snapshots_floor(const char *root)
{
    char fixture[4096];
    snprintf(fixture, sizeof fixture, "%s/tests/fixtures/floor", root);
    const setup *floor = NULL;
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++)
        if (setups[k].game && !strcmp(setups[k].game, "floor")) floor = &setups[k];
    arb_game *g = floor ? start(fixture, floor, 7, 0) : NULL;
    if (!g) return;
    for (int k = 0; k < 500; k++) arb_answer(g, k % 10);
    arb_snapshot *s = arb_snapshot_take(g);
    double t0 = now();
    for (int k = 0; k < 20000; k++) {
        arb_snapshot_restore(g, s);
        arb_answer(g, 3);
    }
    double us = (now() - t0) / 20000 * 1e6;
    arb_snapshot_free(s);
    printf("restore+next answer, floor (options all kernel families): %.2f us\n", us);
    arb_game_free(g);
}

/* The REPL process started on `game` and quit at once, best of 15. */
static void repl_start(const char *root, const char *arbiter, const char *game)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "%s --root %s --game %s --batch /dev/null >/dev/null", arbiter, root, game);
    double best = 1e9;
    for (int i = 0; i < 15; i++) {
        double t0 = now();
        if (system(cmd) != 0) { fprintf(stderr, "bench: '%s' failed\n", cmd); return; }
        if (now() - t0 < best) best = now() - t0;
    }
    printf("REPL process start to ready and quit, %s: %.2f ms (best of 15)\n", game, best * 1e3);
}

/* Making a game with every card of its ruleset loaded, for each game (the
 * Transformers TCG loads 678 card files), and the REPL's start-up. */
static void startup(const char *root, const char *arbiter)
{
    static const int which[] = {0, 9, 13, 14, 16};   /* rulesets of the repository, Z-G last */
    for (size_t k = 0; k < sizeof which / sizeof which[0]; k++) {
        const setup *s = &setups[which[k]];
        double best = 1e9;
        for (int i = 0; i < 15; i++) {
            double t0 = now();
            arb_game *g = start(root, s, 1, 0);
            double dt = now() - t0;
            if (g) arb_game_free(g);
            if (dt < best) best = dt;
        }
        printf("create a game with every card loaded, %s: %.2f ms (best of 15)\n", s->game, best * 1e3);
    }
    if (!arbiter) return;
    repl_start(root, arbiter, "star-realms");
    repl_start(root, arbiter, "transformers-tcg");
}

int main(int argc, char **argv)
{
    int games = 200;
    const char *root = ARB_SOURCE_DIR, *arbiter = NULL, *only = NULL;
    const char *game = "star-realms", *options = "set=core";
    int players = 2;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--games")) games = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--game")) game = argv[i + 1], options = NULL, players = 0;
        else if (!strcmp(argv[i], "--options")) options = argv[i + 1];
        else if (!strcmp(argv[i], "--players")) players = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--only")) only = argv[i + 1];
        else if (!strcmp(argv[i], "--root")) root = argv[i + 1];
        else if (!strcmp(argv[i], "--arbiter")) arbiter = argv[i + 1];
    }
    if (games < 1) games = 1;
    if (only && !strcmp(only, "ratio")) {          /* the one number, quickly */
        ratio_interleaved(root, games);
        return 0;
    }
    if (only && !strcmp(only, "floor")) {          /* the floor's target */
        floor_interleaved(root, games);
        return 0;
    }
    if (only && !strcmp(only, "kinds"))            /* where one game's time goes */
        return bench_kinds(root, game, options, players, games) ? 1 : 0;
    if (only && !strcmp(only, "startup")) {
        startup(root, arbiter);
        return 0;
    }
    if (only && !strcmp(only, "snapshots")) {
        snapshots(root);
        snapshots_floor(root);
        return 0;
    }
    printf("Arbiter benchmark: %d random games per setup, one core, seeds 0..%d\n\n", games, games - 1);
    printf("%-38s %10s %12s %10s %10s\n", "setup", "games/s", "decisions/s", "dec/game", "peak KiB");
    result first = {0, 0, 0, 0};
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        result r;
        if (run_setup(root, &setups[k], games, &r)) return 1;
        if (k == 0) first = r;
        printf("%-38s %10.1f %12.0f %10.1f %10zu\n", setups[k].name, r.games_per_s,
               r.decisions_per_s, r.mean_decisions, r.peak / 1024);
    }
    double ref_dps;
    double ref = reference(games, &ref_dps);
    printf("%-38s %10.1f %12.0f\n", "reference C playout (Star Realms core)", ref, ref_dps);
    printf("\nratio scripted/reference, Star Realms standard 2p core: %.4f games/s (1/%.0f), "
           "%.4f decisions/s\n", first.games_per_s / ref, ref / first.games_per_s,
           first.decisions_per_s / ref_dps);
    printf("target: >= 0.2 (one fifth)\n\n");
    ratio_interleaved(root, games);
    floor_interleaved(root, games);
    snapshots(root);
    snapshots_floor(root);
    startup(root, arbiter);
    return 0;
}
