/*
 * sim_report.c -- what a simulation prints: one JSON line per game in game
 * order, a summary line (win rates with 95% Wilson intervals, turn and
 * decision means, and with --report each card's win rate when bought or
 * played with its difference from the baseline, every seat's games
 * together), and a human-readable summary with timings on stderr, the
 * cards sorted by win rate; with --without, each studied card's paired
 * difference (sim_paired.c).  A game a
 * script error stopped has its error in its line, is left out of the rates
 * and is counted in the summary's "errors".  Only the
 * stderr part depends on the machine; the JSON does not.
 */
#include "sim.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
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
    double low = n > 0 ? centre - half : 0, high = n > 0 ? centre + half : 1;
    snprintf(lo, sizeof lo, "%.4f", low > 0 ? low : 0);     /* never "-0.0000" */
    snprintf(hi, sizeof hi, "%.4f", high < 1 ? high : 1);
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

/* Replaces the raw {n, wins} pairs by rates with intervals, each with its
 * difference from the baseline (every seat's games together). */
static void finish_card_rates(json_t *cards, rate base)
{
    const char *name, *kind;
    json_t *card, *k;
    double b = base.n ? (double)base.wins / (double)base.n : 0;
    json_object_foreach(cards, name, card) {
        json_object_foreach(card, kind, k) {
            rate r = { (long)json_integer_value(json_object_get(k, "n")),
                       (long)json_integer_value(json_object_get(k, "wins")) };
            json_t *j = rate_json(r);
            char d[16];
            snprintf(d, sizeof d, "%+.4f", (r.n ? (double)r.wins / (double)r.n : 0) - b);
            json_object_set_new(j, "diff", json_string(d));
            json_object_set_new(card, kind, j);
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
    rate seat[32] = {{0, 0}}, base = {0, 0};
    long draws = 0, turns = 0, decisions = 0, failed = 0, count = 0;
    json_t *cards = json_object();
    for (int i = 0; i < o->games; i++) {
        const sim_game *g = &games[i];
        if (g->skipped) continue;
        count++;
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
        base.n += seat[p - 1].n;
        base.wins += seat[p - 1].wins;
    }
    char mt[32], md[32];
    double played = count > failed ? (double)(count - failed) : 1;
    snprintf(mt, sizeof mt, "%.2f", turns / played);
    snprintf(md, sizeof md, "%.2f", decisions / played);
    json_t *s = json_pack("{s:s,s:I,s:I,s:o,s:I,s:s,s:s}", "game", o->cfg.game, "games", (json_int_t)count,
                          "first_seed", (json_int_t)o->seed, "wins", wins, "draws", (json_int_t)draws,
                          "mean_turns", mt, "mean_decisions", md);
    if (failed) json_object_set_new(s, "errors", json_integer(failed));
    if (o->shard_n) json_object_set_new(s, "shard", json_sprintf("%d/%d", o->shard_k, o->shard_n));
    if (o->report) {
        finish_card_rates(cards, base);
        json_object_set_new(s, "baseline", rate_json(base));
        json_object_set_new(s, "cards", cards);
    } else json_decref(cards);
    if (o->nwithout) json_object_set_new(s, "without", sim_without_summary(o, games, players));
    return json_pack("{s:o}", "summary", s);
}

/* One card kind's cell: "0.5312 [0.49-0.57] +0.03 n=211", or "-". */
static void cell(char *buf, size_t n, json_t *k)
{
    if (!k) { snprintf(buf, n, "-"); return; }
    snprintf(buf, n, "%s [%s-%s] %s n=%lld", json_string_value(json_object_get(k, "rate")),
             json_string_value(json_object_get(k, "ci95_low")), json_string_value(json_object_get(k, "ci95_high")),
             json_string_value(json_object_get(k, "diff")), (long long)json_integer_value(json_object_get(k, "n")));
}

static double bought_rate(json_t *card)
{
    json_t *k = json_object_get(card, "bought");
    if (!k) k = json_object_get(card, "played");
    return k ? atof(json_string_value(json_object_get(k, "rate"))) : -1;
}

typedef struct row { const char *name; json_t *card; } row;

static int by_rate(const void *a, const void *b)
{
    const row *x = a, *y = b;
    double rx = bought_rate(x->card), ry = bought_rate(y->card);
    return rx < ry ? 1 : rx > ry ? -1 : strcmp(x->name, y->name);
}

/* The per-card table, best win rate when bought first. */
static void human_cards(json_t *s)
{
    json_t *cards = json_object_get(s, "cards"), *base = json_object_get(s, "baseline"), *c;
    size_t n = json_object_size(cards), i = 0;
    row *rows = malloc(sizeof *rows * (n ? n : 1));
    const char *name;
    if (!rows) return;
    json_object_foreach(cards, name, c) rows[i++] = (row){ name, c };
    qsort(rows, n, sizeof *rows, by_rate);
    fprintf(stderr, "  baseline (every seat's games): %s [%s-%s]; per card, win rate [95%% CI], "
            "difference from the baseline:\n", json_string_value(json_object_get(base, "rate")),
            json_string_value(json_object_get(base, "ci95_low")), json_string_value(json_object_get(base, "ci95_high")));
    fprintf(stderr, "  %-26s %-36s %-36s\n", "card", "won when bought", "won when played");
    for (i = 0; i < n; i++) {
        char b[96], p[96];
        cell(b, sizeof b, json_object_get(rows[i].card, "bought"));
        cell(p, sizeof p, json_object_get(rows[i].card, "played"));
        fprintf(stderr, "  %-26s %-36s %-36s\n", rows[i].name, b, p);
    }
    free(rows);
}

static void human(const sim_opts *o, json_t *sum, long decisions)
{
    json_t *s = json_object_get(sum, "summary");
    long long games = (long long)json_integer_value(json_object_get(s, "games"));
    if (o->elapsed > 0)
        fprintf(stderr, "%lld games of %s in %.2f s: %.1f games/s, %.0f decisions/s, %d worker%s\n",
                games, o->cfg.game, o->elapsed, games / o->elapsed, decisions / o->elapsed,
                o->workers, o->workers == 1 ? "" : "s");
    else fprintf(stderr, "%lld games of %s (merged)\n", games, o->cfg.game);
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
    human_cards(s);
    if (json_object_get(s, "without")) sim_without_table(json_object_get(s, "without"));
    for (int i = 1; i < o->nbots; i++)
        if (strcmp(o->bots[i], o->bots[0])) {
            fprintf(stderr, "  note: the seats have different bots, so a card's rate also measures "
                    "who tends to buy it; for card strength use one bot in every seat "
                    "(--bots %s) or --compare\n", o->bots[0]);
            break;
        }
}

json_t *sim_summary(const sim_opts *o, const sim_game *games)
{
    return summary(o, games, max_players(games, o->games));
}

int sim_write(const sim_opts *o, const sim_game *games)
{
    FILE *f = o->out ? fopen(o->out, "w") : stdout;
    if (!f) { fprintf(stderr, "arbiter sim: cannot write %s\n", o->out); return -1; }
    long decisions = 0;
    for (int i = 0; i < o->games; i++) {
        if (games[i].skipped) continue;
        fprintf(f, "%s\n", games[i].json);
        decisions += games[i].decisions;
    }
    json_t *sum = summary(o, games, max_players(games, o->games));
    char *line = json_dumps(sum, JSON_COMPACT | JSON_SORT_KEYS);
    fprintf(f, "%s\n", line);
    free(line);
    if (f != stdout) fclose(f);
    human(o, sum, decisions);
    int rc = o->plot && o->report ? sim_plot(o->plot, json_object_get(sum, "summary")) : 0;
    json_decref(sum);
    return rc;
}
