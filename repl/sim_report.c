/*
 * sim_report.c -- what a simulation prints: one JSON line per game in game
 * order, a summary line (win rates with 95% Wilson intervals, turn and
 * decision means, and with --report each card's win rate when bought or
 * played), and a human-readable summary with timings on stderr.  A game a
 * script error stopped has its error in its line, is left out of the rates
 * and is counted in the summary's "errors".  Only the
 * stderr part depends on the machine; the JSON does not.
 */
#include "sim.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct rate { long n, wins; } rate;

static json_t *rate_json(rate r)
{
    double z = 1.96, n = (double)r.n, p = n > 0 ? r.wins / n : 0;
    double den = 1 + z * z / (n > 0 ? n : 1);
    double centre = (p + z * z / (2 * (n > 0 ? n : 1))) / den;
    double half = n > 0 ? z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den : 0;
    char lo[16], hi[16], pr[16];
    snprintf(pr, sizeof pr, "%.4f", p);
    snprintf(lo, sizeof lo, "%.4f", n > 0 ? centre - half : 0);
    snprintf(hi, sizeof hi, "%.4f", n > 0 ? centre + half : 1);
    /* fixed decimals as strings keep the output byte-identical everywhere */
    return json_pack("{s:I,s:I,s:s,s:s,s:s}", "n", (json_int_t)r.n, "wins", (json_int_t)r.wins,
                     "rate", pr, "ci95_low", lo, "ci95_high", hi);
}

/* For one (game, player): counts of one kind ("bought"/"played") by card. */
static json_t *counts(const sim_game *g, int p, const char *kind)
{
    char seat[16];
    snprintf(seat, sizeof seat, "p%d", p);
    return g->stats ? json_object_get(json_object_get(g->stats, seat), kind) : NULL;
}

static void add_card_rates(json_t *cards, const sim_game *g, int p, const char *kind)
{
    const char *name;
    json_t *v;
    json_t *c = counts(g, p, kind);
    int won = (int)(g->winners >> (p - 1) & 1);
    json_object_foreach(c, name, v) {
        if (json_integer_value(v) < 1) continue;
        json_t *card = json_object_get(cards, name);
        if (!card) { card = json_object(); json_object_set_new(cards, name, card); }
        json_t *k = json_object_get(card, kind);
        if (!k) { k = json_pack("{s:I,s:I}", "n", (json_int_t)0, "wins", (json_int_t)0); json_object_set_new(card, kind, k); }
        json_object_set_new(k, "n", json_integer(json_integer_value(json_object_get(k, "n")) + 1));
        json_object_set_new(k, "wins", json_integer(json_integer_value(json_object_get(k, "wins")) + won));
    }
}

/* Replaces the raw {n, wins} pairs by rates with intervals. */
static void finish_card_rates(json_t *cards)
{
    const char *name, *kind;
    json_t *card, *k;
    json_object_foreach(cards, name, card) {
        json_object_foreach(card, kind, k) {
            rate r = { (long)json_integer_value(json_object_get(k, "n")),
                       (long)json_integer_value(json_object_get(k, "wins")) };
            json_object_set_new(card, kind, rate_json(r));
        }
    }
}

static int max_players(const sim_game *games, int n)
{
    int mp = 1;
    for (int i = 0; i < n; i++)
        if (games[i].players > mp) mp = games[i].players;
    return mp;
}

static json_t *summary(const sim_opts *o, const sim_game *games, int players)
{
    rate seat[32] = {{0, 0}};
    long draws = 0, turns = 0, decisions = 0, failed = 0;
    json_t *cards = json_object();
    for (int i = 0; i < o->games; i++) {
        const sim_game *g = &games[i];
        if (g->failed) { failed++; continue; }
        draws += g->winners == 0;
        turns += g->turns;
        decisions += g->decisions;
        for (int p = 1; p <= players; p++) {
            seat[p - 1].n++;
            seat[p - 1].wins += g->winners >> (p - 1) & 1;
            if (o->report) { add_card_rates(cards, g, p, "bought"); add_card_rates(cards, g, p, "played"); }
        }
    }
    json_t *wins = json_object();
    for (int p = 1; p <= players; p++) {
        char name[16];
        snprintf(name, sizeof name, "p%d", p);
        json_object_set_new(wins, name, rate_json(seat[p - 1]));
    }
    char mt[32], md[32];
    double played = o->games > failed ? (double)(o->games - failed) : 1;
    snprintf(mt, sizeof mt, "%.2f", turns / played);
    snprintf(md, sizeof md, "%.2f", decisions / played);
    json_t *s = json_pack("{s:s,s:i,s:I,s:o,s:I,s:s,s:s}", "game", o->cfg.game, "games", o->games,
                          "first_seed", (json_int_t)o->seed, "wins", wins, "draws", (json_int_t)draws,
                          "mean_turns", mt, "mean_decisions", md);
    if (failed) json_object_set_new(s, "errors", json_integer(failed));
    if (o->report) { finish_card_rates(cards); json_object_set_new(s, "cards", cards); }
    else json_decref(cards);
    return json_pack("{s:o}", "summary", s);
}

static void human(const sim_opts *o, json_t *sum, long decisions)
{
    json_t *s = json_object_get(sum, "summary");
    fprintf(stderr, "%d games of %s in %.2f s: %.1f games/s, %.0f decisions/s, %d worker%s\n",
            o->games, o->cfg.game, o->elapsed, o->games / o->elapsed, decisions / o->elapsed,
            o->workers, o->workers == 1 ? "" : "s");
    const char *seat;
    json_t *r;
    json_object_foreach(json_object_get(s, "wins"), seat, r)
        fprintf(stderr, "  %s wins %s (95%% CI %s-%s)\n", seat, json_string_value(json_object_get(r, "rate")),
                json_string_value(json_object_get(r, "ci95_low")), json_string_value(json_object_get(r, "ci95_high")));
    fprintf(stderr, "  mean turns %s, mean decisions %s, draws %lld\n",
            json_string_value(json_object_get(s, "mean_turns")),
            json_string_value(json_object_get(s, "mean_decisions")),
            (long long)json_integer_value(json_object_get(s, "draws")));
    if (!o->report) return;
    fprintf(stderr, "  %-28s %18s %18s\n", "card", "won when bought", "won when played");
    const char *name;
    json_t *c;
    json_object_foreach(json_object_get(s, "cards"), name, c) {
        json_t *b = json_object_get(c, "bought"), *p = json_object_get(c, "played");
        fprintf(stderr, "  %-28s %10s (n=%5lld) %10s (n=%5lld)\n", name,
                b ? json_string_value(json_object_get(b, "rate")) : "-", b ? (long long)json_integer_value(json_object_get(b, "n")) : 0LL,
                p ? json_string_value(json_object_get(p, "rate")) : "-", p ? (long long)json_integer_value(json_object_get(p, "n")) : 0LL);
    }
}

int sim_write(const sim_opts *o, const sim_game *games)
{
    FILE *f = o->out ? fopen(o->out, "w") : stdout;
    if (!f) { fprintf(stderr, "arbiter sim: cannot write %s\n", o->out); return -1; }
    long decisions = 0;
    for (int i = 0; i < o->games; i++) {
        fprintf(f, "%s\n", games[i].json);
        decisions += games[i].decisions;
    }
    json_t *sum = summary(o, games, max_players(games, o->games));
    char *line = json_dumps(sum, JSON_COMPACT | JSON_SORT_KEYS);
    fprintf(f, "%s\n", line);
    free(line);
    if (f != stdout) fclose(f);
    human(o, sum, decisions);
    json_decref(sum);
    return 0;
}
