/*
 * sim_plot.c -- `arbiter sim --report --plot FILE.svg`: each card's win rate
 * with its 95% interval, as a plain SVG chart a designer reads at a glance.
 *
 * One row per card, best first (the order of the text report): the card's
 * name, a bar for its interval and a dot for its rate when bought (when
 * played, for a card never bought), on a 0-100% axis with the baseline --
 * every seat's games together -- as a dashed line.  A card whose whole
 * interval lies off the baseline is drawn in its own colour (above: blue,
 * below: red), so the outliers stand out.  A --without study adds a
 * second chart below: each studied card's paired change in win rate, largest
 * first, a dot and its 95% interval on an axis centred on 0 (no change),
 * blue when the whole interval is above 0, red below.  No library: the file
 * is text.
 */
#include "sim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LEFT 220                 /* room for the names */
#define WIDTH 480                /* the 0-100% axis */
#define ROW 18
#define TOP 40

typedef struct bar { const char *name; double rate, lo, hi; long n; } bar;

static double num(json_t *k, const char *f) { return atof(json_string_value(json_object_get(k, f))); }

static int by_rate(const void *a, const void *b)
{
    const bar *x = a, *y = b;
    return x->rate < y->rate ? 1 : x->rate > y->rate ? -1 : strcmp(x->name, y->name);
}

/* Writes s with the characters XML gives meaning to escaped. */
static void xml(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else if (*s == '"') fputs("&quot;", f);
        else fputc(*s, f);
    }
}

static double x_of(double r) { return LEFT + r * WIDTH; }

static void axis(FILE *f, int n, double base)
{
    int bottom = TOP + n * ROW;
    for (int t = 0; t <= 10; t++) {
        double x = x_of(t / 10.0);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n", x, TOP - 6, x, bottom);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">%d%%</text>\n",
                x, bottom + 14, t * 10);
    }
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#555\" stroke-dasharray=\"4 3\"/>\n",
            x_of(base), TOP - 6, x_of(base), bottom);
    fprintf(f, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">baseline %.1f%%</text>\n",
            x_of(base), TOP - 10, base * 100);
}

/* Where a value lands: x = LEFT + (at0 + v * per1) * WIDTH.  A rate's chart
 * maps 0..1 on the axis; a change's maps -span..+span. */
typedef struct scale { double at0, per1, base; int sign; } scale;

static double x_at(const scale *k, double v) { return x_of(k->at0 + v * k->per1); }

/* One card's row at height y: its name, its interval and its dot. */
static void row(FILE *f, const bar *b, int y, const scale *k)
{
    const char *colour = b->lo > k->base ? "#1f5fbf" : b->hi < k->base ? "#c0392b" : "#333";
    fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">", LEFT - 8, y + 4);
    xml(f, b->name);
    fprintf(f, " (n=%ld)</text>\n", b->n);
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>\n",
            x_at(k, b->lo), y, x_at(k, b->hi), y, colour);
    fprintf(f, "<circle cx=\"%.1f\" cy=\"%d\" r=\"3.5\" fill=\"%s\"><title>", x_at(k, b->rate), y, colour);
    xml(f, b->name);
    fprintf(f, k->sign ? ": %+.1f%% (95%% CI %+.1f to %+.1f%%)</title></circle>\n"
                       : ": %.1f%% (95%% CI %.1f-%.1f%%)</title></circle>\n",
            b->rate * 100 + 0.0, b->lo * 100 + 0.0, b->hi * 100 + 0.0);
}

/* The paired changes of a --without study (sim_paired.c), from y = top. */
static void paired(FILE *f, json_t *without, int top)
{
    size_t n = json_object_size(without), i = 0;
    bar *bars = malloc(sizeof *bars * (n ? n : 1));
    char (*label)[160] = malloc(sizeof *label * (n ? n : 1));    /* "Card vs Baseline" */
    json_t *c;
    const char *name;
    if (!bars || !label || !n) { free(bars); free(label); return; }
    double span = 0.1;                            /* the axis: -span .. +span */
    json_object_foreach(without, name, c) {
        const char *b = json_string_value(json_object_get(c, "instead"));
        snprintf(label[i], sizeof label[i], "%s vs %s", name, b ? b : "none");
        bars[i] = (bar){ label[i], num(c, "diff"), num(c, "ci95_low"), num(c, "ci95_high"),
                         (long)json_integer_value(json_object_get(c, "games")) };
        while (span < 1 && (bars[i].lo < -span || bars[i].hi > span)) span += 0.1;
        i++;
    }
    qsort(bars, n, sizeof *bars, by_rate);
    scale k = { 0.5, 0.5 / span, 0, 1 };
    fprintf(f, "<text x=\"8\" y=\"%d\" font-size=\"13\">with and without each card on the same seeds: "
               "change in its players' win rate, 95%% interval from the pairs</text>\n", top + 16);
    int y0 = top + TOP, bottom = y0 + (int)n * ROW;
    for (int t = -5; t <= 5; t++) {
        double v = span * t / 5;
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"%s/>\n", x_at(&k, v),
                y0 - 6, x_at(&k, v), bottom, t ? "#ddd" : "#555", t ? "" : " stroke-dasharray=\"4 3\"");
        fprintf(f, t ? "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">%+.0f%%</text>\n"
                     : "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">no change</text>\n",
                x_at(&k, v), bottom + 14, v * 100);
    }
    for (i = 0; i < n; i++) row(f, &bars[i], y0 + (int)i * ROW + ROW / 2, &k);
    free(bars);
    free(label);
}

/* The chart of each card's win rate, from the top of the file. */
static int rates(FILE *f, json_t *s)
{
    json_t *cards = json_object_get(s, "cards"), *c;
    size_t n = json_object_size(cards), i = 0;
    bar *bars = malloc(sizeof *bars * (n ? n : 1));
    const char *name;
    if (!bars) return -1;
    json_object_foreach(cards, name, c) {
        json_t *k = json_object_get(c, "bought");
        if (!k) k = json_object_get(c, "played");
        bars[i++] = (bar){ name, num(k, "rate"), num(k, "ci95_low"), num(k, "ci95_high"),
                           (long)json_integer_value(json_object_get(k, "n")) };
    }
    qsort(bars, n, sizeof *bars, by_rate);
    scale k = { 0, 1, num(json_object_get(s, "baseline"), "rate"), 0 };
    fprintf(f, "<text x=\"8\" y=\"16\" font-size=\"13\">");
    xml(f, json_string_value(json_object_get(s, "game")));
    fprintf(f, ": win rate when the card was bought (or played), 95%% interval, %lld games</text>\n",
            (long long)json_integer_value(json_object_get(s, "games")));
    axis(f, (int)n, k.base);
    for (i = 0; i < n; i++) row(f, &bars[i], TOP + (int)i * ROW + ROW / 2, &k);
    free(bars);
    return 0;
}

int sim_plot(const char *path, json_t *s)
{
    json_t *without = json_object_get(s, "without");
    int h1 = TOP + (int)json_object_size(json_object_get(s, "cards")) * ROW + 30;
    int h2 = without ? TOP + (int)json_object_size(without) * ROW + 30 : 0;
    FILE *f = fopen(path, "w");
    if (!f) { fprintf(stderr, "arbiter sim: cannot write %s\n", path); return -1; }
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "font-family=\"sans-serif\">\n", LEFT + WIDTH + 60, h1 + h2);
    int bad = rates(f, s);
    if (without) paired(f, without, h1);
    fputs("</svg>\n", f);
    bad |= fclose(f) != 0;
    if (bad) fprintf(stderr, "arbiter sim: cannot write %s\n", path);
    return bad ? -1 : 0;
}
