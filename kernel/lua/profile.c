/*
 * profile.c -- the script profiler.  With ARBITER_PROFILE set, the count
 * hook of the instruction budget (sandbox.c) also samples the line the
 * running script stands at: every 100 VM instructions (ARBITER_PROFILE=1),
 * or every one (=exact: exact counts, slowly).  A game freed prints its
 * lines on stderr by their share of the samples, so `arbiter sim` can say
 * which lines of which cards cost the time.  The count restarts at each
 * slice (each answer), so a sample every 100 instructions favours the
 * lines ~100 instructions into a slice.
 *
 * The lines are kept in a table that grows with them (open addressing,
 * doubled when half full), so a game that runs more distinct lines than
 * any fixed size keeps every one: an exact profile is exact.  A sample
 * that finds no room (the table could not grow: no memory) is counted and
 * reported as not kept, never dropped silently.  The table is the
 * profiler's, outside the game's memory cap: it grows with the lines of
 * script there are, not with how long the game runs.
 */
#include "game.h"
#include <lauxlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct arbi_profile {
    char **where;          /* "file:line", or NULL: a free slot */
    long *count;
    int cap, n;            /* slots (a power of two), lines kept */
    long total, lost;      /* samples kept; samples that found no room */
};

static uint32_t slot_of(const char *key, int cap)
{
    return (uint32_t)arbi_fnv(key, strlen(key), ARBI_FNV_SEED) & (uint32_t)(cap - 1);
}

/* Room for cap slots, the lines kept moved in: 0, or -1 (p unchanged). */
static int resize(arbi_profile *p, int cap)
{
    char **where = calloc((size_t)cap, sizeof *where);
    long *count = calloc((size_t)cap, sizeof *count);
    if (!where || !count) { free(where); free(count); return -1; }
    for (int i = 0; i < p->cap; i++) {
        if (!p->where[i]) continue;
        uint32_t h = slot_of(p->where[i], cap);
        while (where[h]) h = (h + 1) & (uint32_t)(cap - 1);
        where[h] = p->where[i];
        count[h] = p->count[i];
    }
    free(p->where);
    free(p->count);
    p->where = where;
    p->count = count;
    p->cap = cap;
    return 0;
}

arbi_profile *arbi_profile_new(void)
{
    arbi_profile *p = calloc(1, sizeof *p);
    if (p && resize(p, 1024)) { free(p); p = NULL; }
    return p;
}

/* The slot of key: its own, or the free one where it goes; -1: none. */
static int find(const arbi_profile *p, const char *key)
{
    uint32_t h = slot_of(key, p->cap);
    for (int k = 0; k < p->cap; k++, h = (h + 1) & (uint32_t)(p->cap - 1))
        if (!p->where[h] || !strcmp(p->where[h], key)) return (int)h;
    return -1;
}

void arbi_profile_sample(arb_game *g, lua_State *L)
{
    arbi_profile *p = g->profile;
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar) || !lua_getinfo(L, "Sl", &ar)) return;
    char key[256];
    snprintf(key, sizeof key, "%s:%d", ar.short_src, ar.currentline);
    int h = find(p, key);
    if (h >= 0 && !p->where[h]) {                     /* a new line */
        if (2 * (p->n + 1) > p->cap && resize(p, 2 * p->cap) == 0) h = find(p, key);
        if (h >= 0 && (p->where[h] = arbi_strdup(key)) != NULL) p->n++;
        else h = -1;
    }
    if (h < 0) { p->lost++; return; }
    p->count[h]++;
    p->total++;
}

static int by_count(const void *a, const void *b)
{
    long x = ((const long *)a)[0], y = ((const long *)b)[0];
    return (y > x) - (y < x);
}

void arbi_profile_report(arb_game *g)
{
    arbi_profile *p = g->profile;
    if (!p) return;
    long (*rows)[2] = malloc(sizeof *rows * (size_t)(p->n ? p->n : 1));
    int n = 0;
    for (int i = 0; rows && i < p->cap; i++)
        if (p->where[i]) { rows[n][0] = p->count[i]; rows[n][1] = i; n++; }
    if (rows) qsort(rows, (size_t)n, sizeof *rows, by_count);
    fprintf(stderr, "script profile: %ld samples (one per %d VM instructions)\n", p->total,
            g->profile_every);
    if (p->lost) fprintf(stderr, "(and %ld samples not kept: no memory for their lines)\n", p->lost);
    if (!rows) fprintf(stderr, "(no memory to sort the lines)\n");
    int most = g->profile_every == 1 ? n : 40;           /* exact: every line */
    for (int i = 0; i < n && i < most; i++)
        fprintf(stderr, "%6.2f%%  %s\n", 100.0 * rows[i][0] / p->total, p->where[rows[i][1]]);
    for (int i = 0; i < p->cap; i++) free(p->where[i]);
    free(p->where);
    free(p->count);
    free(rows);
    free(p);
    g->profile = NULL;
}
