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
 * A count says how often a line ran, not what it cost: a line that asks
 * the kernel for a list costs far more than its few instructions.  With
 * ARBITER_PROFILE=time, every instruction is sampled and each line is
 * charged the time from its instruction's sample to the next one in the
 * same Lua thread -- the instruction, and the kernel calls it made -- with
 * the hook's own time left out.  A Lua function returning to C stops the
 * clock (the return hook) until a script line runs again, so the C that
 * runs between two calls into Lua (a listing, the driver) is charged to no
 * line; so is the time across a switch of threads or a slice's start (a
 * yield, a resume).
 *
 * ARBITER_PROFILE=tree is =time, and also charges each instruction's time
 * to every script function on its thread's stack (once, however deep it
 * recurses): a function's share is then what it cost with everything it
 * called, the kernel calls and the other scripts' functions (a card's text
 * run through g:use) included -- the question "what does this rule cost",
 * which no single line answers when the cost is spread over its helpers.
 * The functions are listed after the lines, as "function FILE:LINE" (the
 * line that defines it).  Walking the stack at every instruction makes it
 * slower still than =time.
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
#include <time.h>

#define MAX_FRAMES 48      /* tree: the stack's functions charged, innermost first */

struct arbi_profile {
    char **where;          /* "file:line", or NULL: a free slot */
    long *count;           /* samples (timed: instructions charged) */
    int64_t *ns;           /* timed: the time charged to each line */
    char *fn;              /* tree: 1 for a function's row (not a line's) */
    int cap, n;            /* slots (a power of two), lines kept */
    long total, lost;      /* samples kept; samples that found no room */
    int timed;             /* ARBITER_PROFILE=time: lines are charged time */
    int last;              /* timed: the slot the clock runs for (-1: none) */
    lua_State *last_L;     /* timed: the thread of that line */
    int64_t last_ns;       /* timed: when the clock started for it */
    int64_t floor;         /* timed: the least time one instruction took */
    int tree;              /* ARBITER_PROFILE=tree: functions charged too */
    int frames[MAX_FRAMES], nframes;   /* tree: the rows of the clock's functions */
};

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static uint32_t slot_of(const char *key, int cap)
{
    return (uint32_t)arbi_fnv(key, strlen(key), ARBI_FNV_SEED) & (uint32_t)(cap - 1);
}

/* Room for cap slots, the lines kept moved in: 0, or -1 (p unchanged). */
static int resize(arbi_profile *p, int cap)
{
    char **where = calloc((size_t)cap, sizeof *where);
    long *count = calloc((size_t)cap, sizeof *count);
    int64_t *ns = calloc((size_t)cap, sizeof *ns);
    char *fn = calloc((size_t)cap, 1);
    if (!where || !count || !ns || !fn) { free(where); free(count); free(ns); free(fn); return -1; }
    for (int i = 0; i < p->cap; i++) {
        if (!p->where[i]) continue;
        uint32_t h = slot_of(p->where[i], cap);
        while (where[h]) h = (h + 1) & (uint32_t)(cap - 1);
        where[h] = p->where[i];
        count[h] = p->count[i];
        ns[h] = p->ns[i];
        fn[h] = p->fn[i];
    }
    free(p->where);
    free(p->count);
    free(p->ns);
    free(p->fn);
    p->ns = ns;
    p->fn = fn;
    p->where = where;
    p->count = count;
    p->cap = cap;
    return 0;
}

/* Timed: the instruction of the line the clock runs for took until t. */
static void charge(arbi_profile *p, int64_t t)
{
    int64_t d = t - p->last_ns;
    p->ns[p->last] += d;
    p->count[p->last]++;
    for (int i = 0; i < p->nframes; i++) p->ns[p->frames[i]] += d, p->count[p->frames[i]]++;
    if (d > 0 && (p->floor == 0 || d < p->floor)) p->floor = d;
}

arbi_profile *arbi_profile_new(int timed, int tree)
{
    arbi_profile *p = calloc(1, sizeof *p);
    if (p && resize(p, 1024)) { free(p); p = NULL; }
    if (p) p->timed = timed || tree, p->tree = tree, p->last = -1;
    return p;
}

int arbi_profile_timed(const arb_game *g) { return g->profile && g->profile->timed; }

/* Timed: a slice starts (a thread resumed, a call from C): the clock waits
 * for its first line, so the time its thread waited is charged to none. */
void arbi_profile_pause(arb_game *g) { g->profile->last = -1; }

/* Timed: the return hook.  A Lua function returning to C (or to the host)
 * stops the clock, after charging its last line. */
void arbi_profile_return(arb_game *g, lua_State *L, lua_Debug *ar)
{
    arbi_profile *p = g->profile;
    int64_t t_in = now_ns();
    if (p->last < 0 || p->last_L != L) return;
    lua_Debug up;
    if (!lua_getinfo(L, "S", ar) || *ar->what == 'C') return;      /* a C function returns */
    if (lua_getstack(L, 1, &up) && lua_getinfo(L, "S", &up) && *up.what != 'C') return;
    charge(p, t_in);
    p->last = -1;
}

/* The slot of key: its own, or the free one where it goes; -1: none. */
static int find(const arbi_profile *p, const char *key)
{
    uint32_t h = slot_of(key, p->cap);
    for (int k = 0; k < p->cap; k++, h = (h + 1) & (uint32_t)(p->cap - 1))
        if (!p->where[h] || !strcmp(p->where[h], key)) return (int)h;
    return -1;
}

/* The row of key (a line, or with fn a function), made if it is new;
 * *moved is set when the table grew (every row kept moved).  -1: no room. */
static int row_of(arbi_profile *p, const char *key, int fn, int *moved)
{
    int h = find(p, key);
    if (h >= 0 && !p->where[h]) {                     /* a new row */
        if (2 * (p->n + 1) > p->cap && resize(p, 2 * p->cap) == 0) {
            h = find(p, key);
            *moved = 1;
        }
        if (h >= 0 && (p->where[h] = arbi_strdup(key)) != NULL) p->n++, p->fn[h] = (char)fn;
        else h = -1;
    }
    return h;
}

/* Tree: the rows of the script functions on L's stack, each once; 0, or
 * -1 when the table grew meanwhile (the rows found so far moved). */
static int stack_rows(arbi_profile *p, lua_State *L)
{
    lua_Debug ar;
    int moved = 0;
    p->nframes = 0;
    for (int level = 0; p->nframes < MAX_FRAMES && lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "S", &ar) || *ar.what == 'C') continue;
        char key[256];
        snprintf(key, sizeof key, "function %s:%d", ar.short_src, ar.linedefined);
        int h = row_of(p, key, 1, &moved), seen = 0;
        if (moved) return -1;
        if (h < 0) continue;
        for (int i = 0; i < p->nframes && !seen; i++) seen = p->frames[i] == h;
        if (!seen) p->frames[p->nframes++] = h;
    }
    return 0;
}

void arbi_profile_sample(arb_game *g, lua_State *L)
{
    arbi_profile *p = g->profile;
    int64_t t_in = p->timed ? now_ns() : 0;
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar) || !lua_getinfo(L, "Sl", &ar)) return;
    char key[256];
    snprintf(key, sizeof key, "%s:%d", ar.short_src, ar.currentline);
    int moved = 0, h = row_of(p, key, 0, &moved);
    if (moved) p->last = -1;                          /* (its slot moved: that instant is lost) */
    if (h < 0) { p->lost++; p->last = -1; return; }
    if (!p->timed) { p->count[h]++; p->total++; return; }
    if (p->last >= 0 && p->last_L == L) charge(p, t_in);
    p->last = h;
    p->last_L = L;
    if (p->tree && stack_rows(p, L)) {               /* the table grew: that instant is lost */
        p->last = -1;
        p->nframes = 0;
    }
    p->last_ns = now_ns();                            /* (the hook's own time is nobody's) */
}

static int by_count(const void *a, const void *b)
{
    long x = ((const long *)a)[0], y = ((const long *)b)[0];
    return (y > x) - (y < x);
}

/* Timed: line i's time, less the hook's part of each of its instructions
 * (the least any instruction took: what the clock cannot leave out). */
static long time_of(const arbi_profile *p, int i)
{
    int64_t t = p->ns[i] - (int64_t)p->count[i] * p->floor;
    return t > 0 ? (long)t : 0;
}

/* Prints the rows of one kind (lines, or with fn functions) by share. */
static void print_rows(const arbi_profile *p, long (*rows)[2], int fn, long total, int most)
{
    int n = 0;
    for (int i = 0; i < p->cap; i++) {
        if (!p->where[i] || p->fn[i] != fn) continue;
        rows[n][0] = p->timed ? time_of(p, i) : p->count[i];
        rows[n][1] = i;
        n++;
    }
    qsort(rows, (size_t)n, sizeof *rows, by_count);
    for (int i = 0; i < n && i < most; i++)
        fprintf(stderr, "%6.2f%%  %s\n", total ? 100.0 * rows[i][0] / total : 0.0, p->where[rows[i][1]]);
}

void arbi_profile_report(arb_game *g)
{
    arbi_profile *p = g->profile;
    if (!p) return;
    long (*rows)[2] = malloc(sizeof *rows * (size_t)(p->n ? p->n : 1));
    long total = p->timed ? 0 : p->total;
    for (int i = 0; p->timed && i < p->cap; i++)
        if (p->where[i] && !p->fn[i]) total += time_of(p, i);
    if (p->timed)
        fprintf(stderr, "script profile: %.3f ms of script time (each line: the time its "
                        "instructions took, kernel calls included, less %lld ns an instruction "
                        "for the hook)\n", total / 1e6, (long long)p->floor);
    else
        fprintf(stderr, "script profile: %ld samples (one per %d VM instructions)\n", p->total,
                g->profile_every);
    if (p->lost) fprintf(stderr, "(and %ld samples not kept: no memory for their lines)\n", p->lost);
    if (!rows) fprintf(stderr, "(no memory to sort the lines)\n");
    int most = g->profile_every == 1 ? p->n : 40;        /* exact, time: every line */
    if (rows) print_rows(p, rows, 0, total, most);
    if (rows && p->tree) {
        fprintf(stderr, "functions, with all they called (the same script time):\n");
        print_rows(p, rows, 1, total, most);
    }
    for (int i = 0; i < p->cap; i++) free(p->where[i]);
    free(p->where);
    free(p->count);
    free(p->ns);
    free(p->fn);
    free(rows);
    free(p);
    g->profile = NULL;
}
