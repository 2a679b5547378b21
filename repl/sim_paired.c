/*
 * sim_paired.c -- the paired differences of a --without study: for each
 * card studied, how much more often its players won with it than the same
 * seats won the same seeds without it.
 *
 * The unit is the game.  In game i the card's players are the seats that
 * bought or played it (the run's counts, sim.c); d_i is their win rate in
 * the game as is minus their win rate in its twin, played with the card
 * swapped (sim_without.c); with --without-seat N only seat N's copies are
 * swapped and its players are seat N alone, in every game.  Games where no
 * seat had the card, or where
 * either twin stopped with an error, are left out.  The report gives the
 * mean of d_i, its 95% interval mean +- 1.96 s / sqrt(n) from the pairs'
 * own spread s (not two independent proportions: the twins share the deal
 * and the bots' luck, so most pairs agree), the two win rates it is the
 * difference of, and how many pairs disagreed at all.  When both players
 * of a two-player game had the card, d_i is 0: the card cannot have
 * favoured either.  Numbers are fixed-decimal strings, so a merge of
 * shards writes the bytes one run writes.
 */
#include "sim.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct pairs { long n, changed, errors; double with, without, d, d2; } pairs;

static int had(const sim_game *g, int p, const char *card)
{
    char seat[16];
    snprintf(seat, sizeof seat, "p%d", p);
    json_t *s = g->stats ? json_object_get(g->stats, seat) : NULL;
    return json_integer_value(json_object_get(json_object_get(s, "bought"), card)) > 0
        || json_integer_value(json_object_get(json_object_get(s, "played"), card)) > 0;
}

/* Adds game g's pair for card j to t. */
static void add_pair(pairs *t, const sim_game *g, int j, const char *card, int players, int seat)
{
    if (!g->twins) return;
    if (g->twins[j] < 0) { t->errors++; return; }
    int64_t wb = g->twins[j];
    int k = 0, differ = 0;
    double a = 0, b = 0;
    for (int p = 1; p <= players; p++) {
        if (seat ? p != seat : !had(g, p, card)) continue;
        int x = (int)(g->winners >> (p - 1) & 1), y = (int)(wb >> (p - 1) & 1);
        k++;
        a += x;
        b += y;
        differ |= x != y;
    }
    if (!k) return;
    double d = (a - b) / k;
    t->n++;
    t->changed += differ;
    t->with += a / k;
    t->without += b / k;
    t->d += d;
    t->d2 += d * d;
}

static json_t *pairs_json(const pairs *t, const char *instead)
{
    double n = (double)t->n, mean = n > 0 ? t->d / n : 0;
    double var = n > 1 ? (t->d2 - n * mean * mean) / (n - 1) : 0;
    double half = n > 1 ? 1.96 * sqrt(var > 0 ? var : 0) / sqrt(n) : 1;
    double lo = mean - half, hi = mean + half;
    char v[5][16];
    snprintf(v[0], 16, "%.4f", n > 0 ? t->with / n : 0);
    snprintf(v[1], 16, "%.4f", n > 0 ? t->without / n : 0);
    snprintf(v[2], 16, "%+.4f", mean + 0.0);              /* never "-0.0000" */
    snprintf(v[3], 16, "%+.4f", (lo < -1 ? -1 : lo) + 0.0);
    snprintf(v[4], 16, "%+.4f", (hi > 1 ? 1 : hi) + 0.0);
    json_t *j = json_pack("{s:s?,s:I,s:s,s:s,s:s,s:s,s:s,s:I}", "instead", *instead ? instead : NULL,
                          "games", (json_int_t)t->n, "with", v[0], "without", v[1], "diff", v[2],
                          "ci95_low", v[3], "ci95_high", v[4], "changed", (json_int_t)t->changed);
    if (t->errors) json_object_set_new(j, "errors", json_integer(t->errors));
    return j;
}

json_t *sim_without_summary(const sim_opts *o, const sim_game *games, int players)
{
    json_t *all = json_object();
    for (int j = 0; j < o->nwithout; j++) {
        pairs t;
        memset(&t, 0, sizeof t);
        for (int i = 0; i < o->games; i++)
            if (!games[i].skipped && !games[i].failed) add_pair(&t, &games[i], j, o->without[j], players, o->without_seat);
        json_t *c = pairs_json(&t, o->instead[j] ? o->instead[j] : "");
        if (o->without_seat) json_object_set_new(c, "seat", json_integer(o->without_seat));
        json_object_set_new(all, o->without[j], c);
    }
    return all;
}

typedef struct line { const char *name; json_t *c; double d; } line;

static int by_change(const void *a, const void *b)
{
    const line *x = a, *y = b;
    return x->d < y->d ? 1 : x->d > y->d ? -1 : strcmp(x->name, y->name);
}

static const char *str(json_t *c, const char *f) { return json_string_value(json_object_get(c, f)); }

void sim_without_table(json_t *without)
{
    size_t n = json_object_size(without), i = 0;
    line *v = malloc(sizeof *v * (n ? n : 1));
    const char *name;
    json_t *c;
    if (!v) return;
    json_object_foreach(without, name, c) v[i++] = (line){ name, c, atof(str(c, "diff")) };
    qsort(v, n, sizeof *v, by_change);
    long long seat = n ? (long long)json_integer_value(json_object_get(v[0].c, "seat")) : 0;
    if (seat)
        fprintf(stderr, "  with and without each card in seat %lld's own cards, on the same seeds: seat %lld's win\n"
                        "  rate, and the paired change with its 95%% interval (pairs that differed: changed)\n", seat, seat);
    else
        fprintf(stderr, "  with and without each card on the same seeds: the win rate of the seats that bought or\n"
                        "  played it, and the paired change with its 95%% interval (pairs that differed: changed)\n");
    fprintf(stderr, "  %-26s %-22s %6s %7s %8s %8s  %-19s %s\n", "card", "instead", "games", "with", "without",
            "change", "95% CI of the change", "changed");
    for (i = 0; i < n; i++) {
        const char *instead = str(v[i].c, "instead");
        if (!json_integer_value(json_object_get(v[i].c, "games"))) {
            fprintf(stderr, "  %-26s %-22s      0  no seat bought or played it (or the ruleset does not count "
                    "stat.bought/stat.played)\n", v[i].name, instead ? instead : "(removed)");
            continue;
        }
        fprintf(stderr, "  %-26s %-22s %6lld %7s %8s %8s  [%s, %s]  %lld\n", v[i].name,
                instead ? instead : "(removed)", (long long)json_integer_value(json_object_get(v[i].c, "games")),
                str(v[i].c, "with"), str(v[i].c, "without"), str(v[i].c, "diff"), str(v[i].c, "ci95_low"),
                str(v[i].c, "ci95_high"), (long long)json_integer_value(json_object_get(v[i].c, "changed")));
    }
    free(v);
}
