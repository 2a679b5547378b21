/*
 * sim_compare.c -- `arbiter sim ... --compare OLD NEW`: what a card change
 * does to the game, measured on the same seeds.
 *
 * The study is played twice with the same seeds and bots: once with the
 * card folder OLD after the run's other card folders, once with NEW (a
 * card's old and new script, or two versions of a mod).  For each seat and
 * each card the report gives the win rate before and after (when the card
 * was bought, else played) and the change with a 95% interval (the normal
 * approximation for a difference of two proportions; the runs share seeds,
 * so the interval is if anything wide).  The cards NEW defines come first,
 * marked, then the others by the size of their change.  One JSON line
 * ({"compare": ...}, to stdout or --out) and a table on stderr.
 */
#include "sim.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double field(json_t *k, const char *f)
{
    const char *s = json_string_value(json_object_get(k, f));
    return s ? atof(s) : 0;
}

/* {old, new, diff, ci95_low, ci95_high} for two rates (each {rate, n}). */
static json_t *change(json_t *a, json_t *b)
{
    double p1 = field(a, "rate"), p2 = field(b, "rate");
    double n1 = (double)json_integer_value(json_object_get(a, "n"));
    double n2 = (double)json_integer_value(json_object_get(b, "n"));
    double se = sqrt((n1 > 0 ? p1 * (1 - p1) / n1 : 0.25) + (n2 > 0 ? p2 * (1 - p2) / n2 : 0.25));
    char v[5][16];
    snprintf(v[0], 16, "%.4f", p1);
    snprintf(v[1], 16, "%.4f", p2);
    snprintf(v[2], 16, "%+.4f", p2 - p1);
    snprintf(v[3], 16, "%+.4f", p2 - p1 - 1.96 * se);
    snprintf(v[4], 16, "%+.4f", p2 - p1 + 1.96 * se);
    return json_pack("{s:s,s:s,s:s,s:s,s:s,s:I,s:I}", "old", v[0], "new", v[1], "diff", v[2],
                     "ci95_low", v[3], "ci95_high", v[4], "n_old", (json_int_t)n1, "n_new", (json_int_t)n2);
}

static json_t *card_rate(json_t *card)
{
    json_t *k = json_object_get(card, "bought");
    return k ? k : json_object_get(card, "played");
}

/* Plays the study with `folder` last among the card folders. */
static json_t *study(sim_opts *o, const char *folder)
{
    sim_opts one = *o;
    one.ncards = 0;
    for (int i = 0; i < o->ncards; i++) one.cards[one.ncards++] = o->cards[i];
    one.cards[one.ncards++] = folder;
    one.cards[one.ncards] = NULL;
    one.cfg.more_cards = one.cards;
    sim_game *games = calloc((size_t)o->games, sizeof *games);
    if (!games) return NULL;
    json_t *s = sim_play(&one, games) < 0 ? NULL : sim_summary(&one, games);
    sim_games_free(games, o->games);
    return s;
}

/* The names of the cards whose files lie in `folder` ("\nA\nB\n"). */
static char *defined_in(const sim_opts *o, const char *folder)
{
    const char *dirs[] = { folder, NULL };
    arb_config c = o->cfg;
    c.more_cards = dirs;
    char err[1024];
    arb_game *g = arb_game_new(&c, err, sizeof err);
    size_t cap = 2, n = 1;
    char *names = malloc(cap);
    if (!names) { arb_game_free(g); return NULL; }
    strcpy(names, "\n");
    for (int d = 0; g && d < arb_card_name_count(g); d++) {
        const char *file = arb_card_file(g, d), *name = arb_card_name(g, d);
        if (strncmp(file, folder, strlen(folder))) continue;
        cap = n + strlen(name) + 2;
        char *grown = realloc(names, cap);
        if (!grown) break;
        names = grown;
        n += (size_t)sprintf(names + n, "%s\n", name);
    }
    arb_game_free(g);
    return names;
}

typedef struct line { const char *name; json_t *c; int changed; } line;

static int by_change(const void *a, const void *b)
{
    const line *x = a, *y = b;
    if (x->changed != y->changed) return y->changed - x->changed;
    double dx = fabs(field(x->c, "diff")), dy = fabs(field(y->c, "diff"));
    return dx < dy ? 1 : dx > dy ? -1 : strcmp(x->name, y->name);
}

static void table(json_t *cmp, const char *changed)
{
    json_t *cards = json_object_get(cmp, "cards"), *c;
    size_t n = json_object_size(cards), i = 0;
    line *v = malloc(sizeof *v * (n ? n : 1));
    const char *name;
    if (!v) return;
    json_object_foreach(cards, name, c) {
        char key[300];
        snprintf(key, sizeof key, "\n%s\n", name);
        v[i++] = (line){ name, c, changed && strstr(changed, key) != NULL };
    }
    qsort(v, n, sizeof *v, by_change);
    fprintf(stderr, "  %-28s %8s %8s %9s  %-21s %s\n", "card (* defined by NEW)", "old", "new",
            "change", "95% CI of the change", "n old/new");
    for (i = 0; i < n; i++)
        fprintf(stderr, "%s %-28s %8s %8s %9s  [%s, %s]  %lld/%lld\n", v[i].changed ? "*" : " ",
                v[i].name, json_string_value(json_object_get(v[i].c, "old")),
                json_string_value(json_object_get(v[i].c, "new")), json_string_value(json_object_get(v[i].c, "diff")),
                json_string_value(json_object_get(v[i].c, "ci95_low")), json_string_value(json_object_get(v[i].c, "ci95_high")),
                (long long)json_integer_value(json_object_get(v[i].c, "n_old")),
                (long long)json_integer_value(json_object_get(v[i].c, "n_new")));
    free(v);
}

static json_t *compare(const sim_opts *o, json_t *a, json_t *b)
{
    json_t *sa = json_object_get(a, "summary"), *sb = json_object_get(b, "summary");
    json_t *wins = json_object(), *cards = json_object(), *r, *c;
    const char *k;
    json_object_foreach(json_object_get(sa, "wins"), k, r)
        json_object_set_new(wins, k, change(r, json_object_get(json_object_get(sb, "wins"), k)));
    json_object_foreach(json_object_get(sa, "cards"), k, c) {
        json_t *d = json_object_get(json_object_get(sb, "cards"), k);
        if (d && card_rate(c) && card_rate(d)) json_object_set_new(cards, k, change(card_rate(c), card_rate(d)));
    }
    return json_pack("{s:{s:s,s:s,s:s,s:I,s:I,s:o,s:o}}", "compare", "game", o->cfg.game,
                     "old", o->compare_old, "new", o->compare_new, "games", (json_int_t)o->games,
                     "first_seed", (json_int_t)o->seed, "wins", wins, "cards", cards);
}

int sim_compare(sim_opts *o)
{
    json_t *a = study(o, o->compare_old), *b = a ? study(o, o->compare_new) : NULL;
    if (!a || !b) { json_decref(a); return 1; }
    json_t *cmp = compare(o, a, b);
    FILE *f = o->out ? fopen(o->out, "w") : stdout;
    char *text = json_dumps(cmp, JSON_COMPACT | JSON_SORT_KEYS);
    if (f) fprintf(f, "%s\n", text);
    if (f && f != stdout) fclose(f);
    free(text);
    json_t *s = json_object_get(cmp, "compare"), *r;
    const char *seat;
    fprintf(stderr, "%d games of %s, the same seeds with %s and with %s\n", o->games, o->cfg.game,
            o->compare_old, o->compare_new);
    json_object_foreach(json_object_get(s, "wins"), seat, r)
        fprintf(stderr, "  %s wins %s -> %s (%s, 95%% CI %s to %s)\n", seat,
                json_string_value(json_object_get(r, "old")), json_string_value(json_object_get(r, "new")),
                json_string_value(json_object_get(r, "diff")), json_string_value(json_object_get(r, "ci95_low")),
                json_string_value(json_object_get(r, "ci95_high")));
    char *changed = defined_in(o, o->compare_new);
    table(s, changed);
    free(changed);
    json_decref(cmp);
    json_decref(a);
    json_decref(b);
    if (!f) { fprintf(stderr, "arbiter sim: cannot write %s\n", o->out); return 1; }
    return 0;
}
