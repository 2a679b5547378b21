/*
 * sr_ref_main.c -- the reference Star Realms playout as a program.
 *
 *   sr_ref [games] [seed] [max_decisions]
 *                              time `games` random games (seeds seed..seed+games-1,
 *                              default 10000 games from seed 1, cap 100000
 *                              decisions as `arbiter sim`) and print games,
 *                              decisions, games/s, decisions/s, mean turns and
 *                              decisions, and the first player's win rate
 *   sr_ref --check [games]     play `games` games (default 10000) checking the
 *                              invariants after every action; exit 1 on a violation
 *   sr_ref --stats [games] [seed]  the mix of decisions by kind, to compare with
 *                              the engine's prompts
 *   sr_ref --list [games] [seed] [max_decisions]
 *                              one line per game: seed, winner, turns, decisions;
 *                              the same numbers as the JSON lines of
 *                              `arbiter sim --game star-realms --seed seed`
 *
 * Games abandoned at the decision cap (both players out of cards to attack
 * with) count in the timing, like `arbiter sim`, and are reported apart.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L     /* clock_gettime under -std=c11 */
#endif
#include "sr_ref.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    long games, decisions, turns, first_wins, abandoned;
    long decided_turns, decided_decisions;   /* games with a winner only */
} totals;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static long arg_long(int argc, char **argv, int i, long dflt)
{
    return argc > i ? strtol(argv[i], NULL, 10) : dflt;
}

/* The first player acts on odd turns, and only the active player can win. */
static void add(totals *t, sr_ref_result r)
{
    t->games++;
    t->decisions += r.decisions;
    t->turns += r.turns;
    if (r.winner == 0) {
        t->abandoned++;
        return;
    }
    t->decided_turns += r.turns;
    t->decided_decisions += r.decisions;
    if (r.turns % 2 == 1) t->first_wins++;
}

static void report(const totals *t, double secs, long cap)
{
    long decided = t->games - t->abandoned;
    printf("games             %ld\n", t->games);
    printf("decisions         %ld\n", t->decisions);
    printf("seconds           %.3f\n", secs);
    printf("games/s           %.1f\n", (double)t->games / secs);
    printf("decisions/s       %.0f\n", (double)t->decisions / secs);
    printf("mean turns        %.2f\n", (double)t->turns / (double)t->games);
    printf("mean decisions    %.2f\n", (double)t->decisions / (double)t->games);
    printf("abandoned at cap  %ld (%ld decisions each)\n", t->abandoned, cap);
    if (!decided) return;
    printf("decided games     %ld: mean turns %.2f, mean decisions %.2f\n", decided,
           (double)t->decided_turns / (double)decided,
           (double)t->decided_decisions / (double)decided);
    printf("first-player wins %.4f (of the decided games)\n",
           (double)t->first_wins / (double)decided);
}

static int bench(long games, uint64_t seed, long cap)
{
    totals t = {0};
    double t0 = now();
    for (long i = 0; i < games; i++) add(&t, sr_ref_play_capped(seed + (uint64_t)i, cap));
    report(&t, now() - t0, cap);
    return 0;
}

static int check(long games)
{
    char why[256];
    totals t = {0};
    for (long i = 0; i < games; i++) {
        sr_ref_result r;
        if (sr_ref_check((uint64_t)i + 1, &r, why, sizeof why)) {
            fprintf(stderr, "sr_ref --check: seed %ld: %s\n", i + 1, why);
            return 1;
        }
        add(&t, r);
    }
    printf("sr_ref --check: %ld games, %ld decisions, no violation\n", t.games, t.decisions);
    return 0;
}

/* Decisions by kind over the decided games (abandoned ones are endless
 * "end turn" loops that would swamp the mix). */
static int stats(long games, uint64_t seed)
{
    static const char *names[SR_REF_K_COUNT] = {
        "main phase", "choose one", "scrap a card", "destroy a base", "discard (turn start)",
        "discard (Recycling Station)", "next ship on top?", "acquire for free", "copy a ship",
        "partial attack amount"};
    sr_ref_stats sum, one;
    memset(&sum, 0, sizeof sum);
    totals t = {0};
    for (long i = 0; i < games; i++) {
        memset(&one, 0, sizeof one);
        sr_ref_result r = sr_ref_play_stats(seed + (uint64_t)i, &one);
        add(&t, r);
        for (int k = 0; k < SR_REF_K_COUNT && r.winner; k++) {
            sum.count[k] += one.count[k];
            sum.options[k] += one.options[k];
        }
    }
    double decided = (double)(t.games - t.abandoned);
    for (int k = 0; k < SR_REF_K_COUNT; k++)
        printf("%-28s per decided game %9.3f   mean options %6.3f\n", names[k],
               (double)sum.count[k] / decided,
               sum.count[k] ? (double)sum.options[k] / (double)sum.count[k] : 0.0);
    report(&t, 1.0, SR_REF_MAX_DECISIONS);
    return 0;
}

static int list(long games, uint64_t seed, long cap)
{
    for (long i = 0; i < games; i++) {
        sr_ref_result r = sr_ref_play_capped(seed + (uint64_t)i, cap);
        printf("%llu %d %d %ld\n", (unsigned long long)(seed + (uint64_t)i), r.winner, r.turns,
               r.decisions);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--check")) return check(arg_long(argc, argv, 2, 10000));
    if (argc > 1 && !strcmp(argv[1], "--stats"))
        return stats(arg_long(argc, argv, 2, 10000), (uint64_t)arg_long(argc, argv, 3, 1));
    if (argc > 1 && !strcmp(argv[1], "--list"))
        return list(arg_long(argc, argv, 2, 100), (uint64_t)arg_long(argc, argv, 3, 1),
                    arg_long(argc, argv, 4, SR_REF_MAX_DECISIONS));
    long games = arg_long(argc, argv, 1, 10000);
    long cap = arg_long(argc, argv, 3, SR_REF_MAX_DECISIONS);
    if (games < 1 || cap < 1) {
        fprintf(stderr, "usage: sr_ref [games] [seed] [max_decisions] | --check [games]"
                        " | --stats [games] [seed] | --list [games] [seed] [max_decisions]\n");
        return 2;
    }
    return bench(games, (uint64_t)arg_long(argc, argv, 2, 1), cap);
}
