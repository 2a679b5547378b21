/*
 * kinds.c -- where a game's time goes, by kind of answer.
 *
 * bench_arbiter --only kinds plays random games (bench_arbiter's bot and
 * seeds) and charges the thread CPU time of each arb_answer -- the
 * answer's own work, the triggers it wakes, and the listing of the next
 * decision -- to the kind of option answered: the first word of its label
 * at a window ("play", "buy", "end"), "(card)" or "(number)" for answers
 * to a choice inside a card's ability (whose labels are card names and
 * amounts).  The table says which kinds are worth making cheaper: a
 * kind's share of the time is what removing all of its cost would save.
 * Reading the labels makes the lazy ones, outside the timed part; the
 * games are the same as bench_arbiter's.
 */
#include "kinds.h"
#include "../unit/newgame.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_KINDS = 64, WORD = 24 };

typedef struct kind {
    char name[WORD];
    int in_unit;                  /* asked inside a unit (a card's choice) */
    long n;
    double ns;
} kind;

static double cpu_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* The kind of label l: its first word when it begins lowercase. */
static void name_of(const char *l, char *out)
{
    if (isdigit((unsigned char)l[0])) { strcpy(out, "(number)"); return; }
    if (!islower((unsigned char)l[0])) { strcpy(out, "(card)"); return; }
    int i = 0;
    while (l[i] && l[i] != ' ' && i < WORD - 1) { out[i] = l[i]; i++; }
    out[i] = 0;
}

static kind *find_kind(kind *k, int *nk, const char *name, int in_unit)
{
    for (int i = 0; i < *nk; i++)
        if (k[i].in_unit == in_unit && !strcmp(k[i].name, name)) return &k[i];
    if (*nk == MAX_KINDS) return &k[MAX_KINDS - 1];        /* the rest, lumped */
    kind *n = &k[(*nk)++];
    snprintf(n->name, sizeof n->name, "%s", name);
    n->in_unit = in_unit;
    return n;
}

static int by_time(const void *a, const void *b)
{
    double x = ((const kind *)a)->ns, y = ((const kind *)b)->ns;
    return (x < y) - (x > y);
}

static int play_one(arb_game *g, uint64_t seed, kind *k, int *nk, double *total)
{
    if (arb_game_restart(g, seed) != ARB_OK) return -1;
    arb_rng r;
    arb_rng_seed(&r, seed ^ 0x5eedb0751234abcdULL);
    for (long n = 0; !arb_over(g) && n < 100000; n++) {
        int o = (int)arb_rng_below(&r, (uint32_t)arb_option_count(g));
        char word[WORD];
        name_of(arb_option_label(g, o), word);
        kind *x = find_kind(k, nk, word, arb_flow(g) == ARB_FLOW_UNIT);
        double t0 = cpu_ns();
        if (arb_answer(g, o) != ARB_OK) return -1;
        double dt = cpu_ns() - t0;
        x->n++;
        x->ns += dt;
        *total += dt;
    }
    return 0;
}

int bench_kinds(const char *root, const char *game, const char *options, int players, int games)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = game, .options = options,
                                         .players = players, .seed = 1, .quiet = 1 });
    if (!g) return -1;
    kind k[MAX_KINDS];
    int nk = 0;
    double total = 0;
    long decisions = 0;
    memset(k, 0, sizeof k);
    for (int i = 0; i < games; i++)
        if (play_one(g, (uint64_t)i, k, &nk, &total)) {
            fprintf(stderr, "bench: seed %d: %s\n", i, arb_errmsg(g));
            arb_game_free(g);
            return -1;
        }
    arb_game_free(g);
    qsort(k, (size_t)nk, sizeof k[0], by_time);
    printf("CPU time by kind of answer, %s %s, %d games (each answer: its work and the next listing)\n",
           game, options ? options : "", games);
    printf("  %-22s %8s %10s %8s\n", "kind", "answers", "ns each", "share");
    for (int i = 0; i < nk; i++) {
        decisions += k[i].n;
        char name[WORD + 16];
        strcpy(name, k[i].name);                    /* < WORD bytes */
        if (k[i].in_unit && name[0] != '(') strcat(name, " (in a card)");
        printf("  %-22s %8ld %10.0f %7.1f%%\n", name, k[i].n, k[i].ns / k[i].n,
               100 * k[i].ns / total);
    }
    printf("  %-22s %8ld %10.0f\n", "all", decisions, total / (decisions ? decisions : 1));
    return 0;
}
