/*
 * sim_without.c -- `arbiter sim ... --without CARD[=BASELINE]`: every seed
 * played twice, with the card and without it, for a card's effect on its
 * players' chances with the bots' strength held fixed.
 *
 * The run is played once as it is (the report's games), then once more per
 * studied card with that card swapped, wherever the ruleset makes it, for a
 * baseline card (arb_card_swap; `CARD=` removes it instead).  Seeds and bots
 * are the same, so each game has its twin, and the twins agree until the
 * card first matters.  Each game's line gets the twins' winners
 * ({"without": {card: [winners]}}); sim_paired.c turns them into the paired
 * differences of the summary.  With no baseline named, the default is the
 * card of the same `cost` with the most copies in the zone holding most of
 * the studied card's copies once the game is set up (ties: by name): for a
 * deck-builder, a card of the same price from the same supply.  A card
 * without a cost, or with no such neighbour, has no default: naming it is
 * an error (name a baseline, or `CARD=`), and `--without all` leaves it out.
 */
#include "sim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sim_without_add(sim_opts *o, const char *card, const char *instead, int removed)
{
    for (int j = 0; j < o->nwithout; j++)
        if (!strcmp(o->without[j], card)) return -1;
    if (o->nwithout == SIM_MAX_WITHOUT) return -1;
    char *c = strdup(card), *b = removed ? strdup("") : instead ? strdup(instead) : NULL;
    if (!c || ((removed || instead) && !b)) { free(c); free(b); return -1; }
    o->without[o->nwithout] = c;
    o->instead[o->nwithout++] = b;
    return 0;
}

void sim_opts_free(sim_opts *o)
{
    for (int j = 0; j < o->nwithout; j++) { free(o->without[j]); free(o->instead[j]); }
    o->nwithout = 0;
}

/* Each def's cost as text ("-" for none), from the game's card definitions. */
static char **def_costs(arb_game *g, int ndefs)
{
    static const char q[] =
        "local t = {} for i, d in ipairs(g:card_defs()) do "
        "t[i] = math.type(d.cost) and tostring(d.cost) or '-' end return table.concat(t, ',')";
    size_t cap = (size_t)ndefs * 24 + 64;
    char *out = malloc(cap), **costs = calloc((size_t)ndefs + 1, sizeof *costs);
    if (!out || !costs || arb_eval(g, q, 0, out, cap) != ARB_OK) { free(out); free(costs); return NULL; }
    char *p = out + 1;                             /* the result is a quoted string */
    for (int d = 0; d < ndefs; d++) {            /* a def the list lacks: no cost */
        costs[d] = p ? p : (char *)"-";
        if (p && (p = strpbrk(p, ",\""))) *p++ = 0;
    }
    costs[ndefs] = out;                            /* freed with the array */
    return costs;
}

/* copies[d * nz + z]: how many cards of def d lie in zone z after setup. */
static int *copies_by_zone(arb_game *g, int ndefs, int nz)
{
    int *n = calloc((size_t)ndefs * (size_t)nz + 1, sizeof *n);
    arb_card_info ci;
    for (int c = 0; n && c < arb_card_count(g); c++)
        if (arb_card_get(g, c, &ci) == ARB_OK && ci.zone != ARB_NONE && ci.def < ndefs) n[ci.def * nz + ci.zone]++;
    return n;
}

static int def_of(arb_game *g, const char *name)
{
    for (int d = 0; d < arb_card_name_count(g); d++)
        if (!strcmp(arb_card_name(g, d), name)) return d;
    return -1;
}

/* The default baseline of def x (see the top of the file), or "" (removed). */
static const char *neighbour(arb_game *g, int x, char **costs, const int *n, int nz)
{
    int home = 0, best = -1;
    for (int z = 1; z < nz; z++) if (n[x * nz + z] > n[x * nz + home]) home = z;
    if (!strcmp(costs[x], "-") || !n[x * nz + home]) return "";
    for (int d = 0; d < arb_card_name_count(g); d++) {
        if (d == x || strcmp(costs[d], costs[x]) || !n[d * nz + home]) continue;
        int more = best < 0 || n[d * nz + home] > n[best * nz + home];
        if (more || (n[d * nz + home] == n[best * nz + home] && strcmp(arb_card_name(g, d), arb_card_name(g, best)) < 0))
            best = d;
    }
    return best < 0 ? "" : arb_card_name(g, best);
}

/* --without all: every card the set-up game holds, in load order. */
static void add_all(sim_opts *o, arb_game *g, const int *n, int nz)
{
    for (int d = 0; d < arb_card_name_count(g); d++) {
        int any = 0;
        for (int z = 0; z < nz; z++) any |= n[d * nz + z] > 0;
        if (any) sim_without_add(o, arb_card_name(g, d), NULL, 0);    /* named twice: kept once */
    }
}

/* Drops card j from the study (a card `all` added without a baseline). */
static void drop(sim_opts *o, int j)
{
    fprintf(stderr, "arbiter sim: --without all: %s left out (no card of its cost beside it: "
            "name one, '%s=BASELINE', or remove it, '%s=')\n", o->without[j], o->without[j], o->without[j]);
    free(o->without[j]);
    free(o->instead[j]);
    memmove(o->without + j, o->without + j + 1, sizeof *o->without * (size_t)(o->nwithout - j - 1));
    memmove(o->instead + j, o->instead + j + 1, sizeof *o->instead * (size_t)(o->nwithout - j - 1));
    o->nwithout--;
}

/* Checks card j and fills in its default baseline; 1 to drop it, -1 on error. */
static int check(sim_opts *o, int j, int named, arb_game *g, char **costs, const int *n, int nz)
{
    int x = def_of(g, o->without[j]);
    const char *b = o->instead[j];
    if (x < 0 || (b && *b && def_of(g, b) < 0)) {
        fprintf(stderr, "arbiter sim: --without: %s has no card named '%s'\n", o->cfg.game, x < 0 ? o->without[j] : b);
        return -1;
    }
    if (b && !strcmp(b, o->without[j])) {
        fprintf(stderr, "arbiter sim: --without: '%s' swapped for itself is no study\n", b);
        return -1;
    }
    if (b) return 0;
    const char *near = neighbour(g, x, costs, n, nz);
    if (!*near && !named) return 1;
    if (!*near) {
        fprintf(stderr, "arbiter sim: --without: '%s' has no default baseline (no other card of its cost "
                "lies beside it): name one, '%s=BASELINE', or remove it, '%s='\n", o->without[j],
                o->without[j], o->without[j]);
        return -1;
    }
    return (o->instead[j] = strdup(near)) ? 0 : -1;
}

/* Checks the names, expands `all` and fills in the default baselines. */
static int resolve(sim_opts *o)
{
    char err[4096];
    arb_game *g = arb_game_new(&o->cfg, err, sizeof err);
    if (!g) { fprintf(stderr, "arbiter sim: cannot start the game: %s\n", err); return -1; }
    int ndefs = arb_card_name_count(g), nz = arb_zone_count(g) > 0 ? arb_zone_count(g) : 1, rc = 0;
    int named = o->nwithout;                       /* the cards named, before `all`'s */
    if (o->without_seat > arb_player_count(g)) {
        fprintf(stderr, "arbiter sim: --without-seat %d: the game has %d players\n", o->without_seat, arb_player_count(g));
        arb_game_free(g);
        return -1;
    }
    char **costs = def_costs(g, ndefs);
    int *n = costs ? copies_by_zone(g, ndefs, nz) : NULL;
    if (n && o->without_all) add_all(o, g, n, nz);
    for (int j = 0; n && !rc && j < o->nwithout; j++) {
        rc = check(o, j, j < named, g, costs, n, nz);
        if (rc == 1) { drop(o, j--); rc = 0; }
    }
    if (!n) { fprintf(stderr, "arbiter sim: cannot read the cards: %s\n", arb_errmsg(g)); rc = -1; }
    if (costs) free(costs[ndefs]);
    free(costs);
    free(n);
    arb_game_free(g);
    if (!rc && !o->nwithout) { fprintf(stderr, "arbiter sim: --without all: no card to study\n"); rc = -1; }
    return rc;
}

/* Plays the run with card j swapped and records each game's twin. */
static int twin_run(sim_opts *o, sim_game *games, int j)
{
    sim_opts one = *o;
    one.swap_from = o->without[j];
    one.swap_to = *o->instead[j] ? o->instead[j] : NULL;
    one.report = 0;
    one.elapsed = 0;
    sim_game *twins = calloc((size_t)o->games, sizeof *twins);
    if (!twins) return -1;
    int rc = sim_play(&one, twins);
    o->elapsed += one.elapsed;
    for (int i = 0; rc >= 0 && i < o->games; i++) {
        if (twins[i].skipped) continue;
        if (!games[i].twins) games[i].twins = calloc((size_t)o->nwithout, sizeof *games[i].twins);
        if (!games[i].twins) { rc = -1; break; }
        games[i].twins[j] = twins[i].failed ? -1 : (int64_t)twins[i].winners;
    }
    sim_games_free(twins, o->games);
    return rc;
}

json_t *sim_twins_json(const sim_opts *o, const sim_game *g)
{
    json_t *all = json_object();
    for (int j = 0; j < o->nwithout; j++) {
        json_t *w = json_array();
        for (int p = 1; p <= 32 && g->twins[j] >= 0; p++)
            if (g->twins[j] >> (p - 1) & 1) json_array_append_new(w, json_integer(p));
        if (g->twins[j] < 0) { json_decref(w); w = json_string("error (see the twin's line on stderr)"); }
        json_object_set_new(all, o->without[j], w);
    }
    return all;
}

int sim_twins_read(const sim_opts *o, sim_game *g, json_t *without, const char **missing)
{
    g->twins = calloc((size_t)o->nwithout + 1, sizeof *g->twins);
    for (int j = 0; g->twins && j < o->nwithout; j++) {
        json_t *w = json_object_get(without, o->without[j]), *v;
        size_t k;
        if (!w) { *missing = o->without[j]; return -1; }
        g->twins[j] = json_is_array(w) ? 0 : -1;
        json_array_foreach(w, k, v) g->twins[j] |= (int64_t)1 << (json_integer_value(v) - 1);
    }
    return g->twins ? 0 : -1;
}

/* Each played game's line gets its twins' winners. */
static void add_twins_to_lines(sim_opts *o, sim_game *games)
{
    for (int i = 0; i < o->games; i++) {
        if (!games[i].twins || !games[i].json) continue;
        json_t *j = json_loads(games[i].json, 0, NULL);
        if (!j) continue;
        json_object_set_new(j, "without", sim_twins_json(o, &games[i]));
        free(games[i].json);
        games[i].json = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
        json_decref(j);
    }
}

int sim_without(sim_opts *o)
{
    if (resolve(o)) return 2;
    o->report = 1;
    sim_game *games = calloc((size_t)o->games, sizeof *games);
    if (!games) return 2;
    int rc = sim_play(o, games), worst = rc;
    double first = o->elapsed;                     /* the summary times the run as is */
    o->elapsed = 0;
    for (int j = 0; rc >= 0 && j < o->nwithout; j++) {
        rc = twin_run(o, games, j);
        if (rc > worst) worst = rc;
    }
    double twins = o->elapsed;
    o->elapsed = first;
    if (rc >= 0) add_twins_to_lines(o, games);
    if (rc >= 0 && sim_write(o, games)) rc = -1;
    if (rc >= 0)
        fprintf(stderr, "  and %d twin run%s of the same games, one per card studied, in %.2f s\n",
                o->nwithout, o->nwithout == 1 ? "" : "s", twins);
    sim_games_free(games, o->games);
    return rc < 0 || worst ? 1 : 0;
}
