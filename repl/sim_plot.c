/*
 * sim_plot.c -- `arbiter sim --report --plot FILE.svg`: each card's win rate
 * with its 95% interval, as a plain SVG chart a designer reads at a glance.
 *
 * One row per card, best first (the order of the text report): the card's
 * name, a bar for its interval and a dot for its rate when bought (when
 * played, for a card never bought), on a 0-100% axis with the baseline --
 * every seat's games together -- as a dashed line.  A card whose whole
 * interval lies off the baseline is drawn in its own colour (above: blue,
 * below: red), so the outliers stand out.  No library: the file is text.
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

static void row(FILE *f, const bar *b, int i, double base)
{
    int y = TOP + i * ROW + ROW / 2;
    const char *colour = b->lo > base ? "#1f5fbf" : b->hi < base ? "#c0392b" : "#333";
    fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">", LEFT - 8, y + 4);
    xml(f, b->name);
    fprintf(f, " (n=%ld)</text>\n", b->n);
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>\n",
            x_of(b->lo), y, x_of(b->hi), y, colour);
    fprintf(f, "<circle cx=\"%.1f\" cy=\"%d\" r=\"3.5\" fill=\"%s\"><title>", x_of(b->rate), y, colour);
    xml(f, b->name);
    fprintf(f, ": %.1f%% (95%% CI %.1f-%.1f%%)</title></circle>\n", b->rate * 100, b->lo * 100, b->hi * 100);
}

int sim_plot(const char *path, json_t *s)
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
    double base = num(json_object_get(s, "baseline"), "rate");
    FILE *f = fopen(path, "w");
    if (!f) { free(bars); fprintf(stderr, "arbiter sim: cannot write %s\n", path); return -1; }
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "font-family=\"sans-serif\">\n", LEFT + WIDTH + 60, TOP + (int)n * ROW + 30);
    fprintf(f, "<text x=\"8\" y=\"16\" font-size=\"13\">");
    xml(f, json_string_value(json_object_get(s, "game")));
    fprintf(f, ": win rate when the card was bought (or played), 95%% interval, %lld games</text>\n",
            (long long)json_integer_value(json_object_get(s, "games")));
    axis(f, (int)n, base);
    for (i = 0; i < n; i++) row(f, &bars[i], (int)i, base);
    fputs("</svg>\n", f);
    int bad = fclose(f) != 0;
    free(bars);
    if (bad) fprintf(stderr, "arbiter sim: cannot write %s\n", path);
    return bad ? -1 : 0;
}
