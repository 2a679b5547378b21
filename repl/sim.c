/*
 * sim.c -- `arbiter sim`: many complete games, for balance studies.
 *
 * Each worker thread owns one game (one Lua state, created once and
 * restarted per game) and plays games taken from a shared counter.  Game i
 * always uses seed S+i and a bot RNG derived from that seed alone, so the
 * results are identical whatever the number of workers; they are written in
 * game order as JSON lines (stdout or --out), followed by a summary with
 * win rates and 95% Wilson intervals, and, with --report, a per-card table
 * of win rates when bought or played.  Progress goes to stderr.  With
 * --shard K/N a run plays only its share of the game numbers; `arbiter sim
 * merge` (sim_merge.c) joins the shards' lines into what one run writes.
 *
 * Bots hold the seats (arb_seat_set) and the kernel answers for them
 * (arb_run), through the same decisions a person answers: "random" takes a
 * uniformly random option; any other name is a bot of the ruleset, e.g.
 * "greedy".  With --without (sim_without.c) each game also has a twin
 * played with one card swapped (arb_card_swap).
 */
#include "repl.h"
#include "sim.h"
#include <jansson.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


typedef struct sim_run {
    sim_opts o;
    sim_game *games;
    atomic_int next;
    atomic_int done;
    atomic_long decisions;
    atomic_int failed;              /* the run cannot go on */
    atomic_int errors;              /* some games stopped with an error */
    atomic_int running;
    double finished;                /* when the last worker ended (err_lock) */
    pthread_mutex_t err_lock;
    char err[4096];
} sim_run;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void fail(sim_run *r, const char *what, const char *msg)
{
    pthread_mutex_lock(&r->err_lock);
    if (!r->err[0]) snprintf(r->err, sizeof r->err, "%.200s: %.3800s", what, msg);
    pthread_mutex_unlock(&r->err_lock);
    atomic_store(&r->failed, 1);
}

/* Gives every seat its bot: the one named for it, or the last one named. */
static arb_status seat_bots(const sim_run *r, arb_game *g, uint64_t seed)
{
    arb_seats_seed(g, seed ^ 0x5eedb0751234abcdULL);
    for (int p = 1; p <= arb_player_count(g); p++) {
        const char *bot = p <= r->o.nbots ? r->o.bots[p - 1] : r->o.bots[r->o.nbots - 1];
        arb_status st = arb_seat_set(g, p, bot);
        if (st != ARB_OK) return st;
    }
    return ARB_OK;
}

/* {"p1": {"bought": {card: n}, ...}, ...} from the players' values named
 * "stat.<kind>.<card>" (the convention rules keep their counts in), or NULL
 * when there are none. */
static json_t *stat_values(arb_game *g)
{
    json_t *all = json_object();
    int any = 0;
    for (int p = 1; p <= arb_player_count(g); p++) {
        int n = arb_var_list(g, ARB_SCOPE_PLAYER, p, NULL, 0);
        arb_var_info *v = malloc(sizeof *v * (size_t)(n > 0 ? n : 1));
        json_t *seat = json_object();
        n = v ? arb_var_list(g, ARB_SCOPE_PLAYER, p, v, n) : 0;
        for (int i = 0; i < n; i++) {
            char kind[32];
            const char *dot = strncmp(v[i].name, "stat.", 5) ? NULL : strchr(v[i].name + 5, '.');
            if (!dot || v[i].type != ARB_VAR_INT || dot - v[i].name - 5 >= (long)sizeof kind) continue;
            snprintf(kind, sizeof kind, "%.*s", (int)(dot - v[i].name - 5), v[i].name + 5);
            json_t *k = json_object_get(seat, kind);
            if (!k) json_object_set_new(seat, kind, k = json_object());
            json_object_set_new(k, dot + 1, json_integer(v[i].value));
            any = 1;
        }
        char name[16];
        snprintf(name, sizeof name, "p%d", p);
        json_object_set_new(all, name, seat);
        free(v);
    }
    if (any) return all;
    json_decref(all);
    return NULL;
}

/* The ruleset's `stats` view if it has one (JSON text), else stat_values. */
static json_t *read_stats(arb_game *g)
{
    static const size_t cap = 1 << 20;
    char *out = malloc(cap);
    json_t *j = NULL;
    if (out && arb_view(g, "stats", 0, "", out, cap) == ARB_OK)
        j = json_loads(out, 0, NULL);           /* the view returns JSON text */
    else j = stat_values(g);
    free(out);
    return j;
}

static json_t *winners_json(uint32_t w)
{
    json_t *a = json_array();
    for (int p = 1; p <= 32; p++)
        if (w >> (p - 1) & 1) json_array_append_new(a, json_integer(p));
    return a;
}

/* A script error stopped game i after n decisions: its line says why, the
 * error goes to stderr, and the other games go on (the run fails at its end). */
static void game_failed(sim_run *r, arb_game *g, int i, uint64_t seed, long n)
{
    const char *msg = arb_errmsg(g);
    int len = (int)strcspn(msg, "\n");
    pthread_mutex_lock(&r->err_lock);
    fprintf(stderr, "arbiter sim: game %d (seed %llu%s%s): %.*s\n", i, (unsigned long long)seed,
            r->o.swap_from ? ", without " : "", r->o.swap_from ? r->o.swap_from : "", len, msg);
    if (!r->err[0]) snprintf(r->err, sizeof r->err, "script errors stopped some games (see above)");
    pthread_mutex_unlock(&r->err_lock);
    sim_game *sg = &r->games[i];
    sg->failed = 1;
    sg->decisions = n;
    json_t *j = json_pack("{s:i,s:I,s:s%,s:I}", "game", i, "seed", (json_int_t)seed,
                          "error", msg, (size_t)len, "decisions", (json_int_t)n);
    sg->json = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(j);
    atomic_store(&r->errors, 1);
}

/* Plays game i on g to its end and records the result. */
static int play_one(sim_run *r, arb_game *g, int i)
{
    uint64_t seed = r->o.seed + (uint64_t)i;
    if (arb_game_restart(g, seed) != ARB_OK || seat_bots(r, g, seed) != ARB_OK) {
        game_failed(r, g, i, seed, 0);
        return 0;
    }
    long n = 0;           /* the bots answer every decision, in the kernel */
    if (arb_run(g, r->o.max_decisions, r->o.check ? ARB_RUN_CHECK : 0, &n) != ARB_OK) {
        game_failed(r, g, i, seed, n);
        return 0;
    }
    sim_game *sg = &r->games[i];
    sg->winners = arb_winners(g);
    sg->turns = arb_turn(g);
    sg->players = arb_player_count(g);
    sg->decisions = n;
    sg->stats = read_stats(g);
    json_t *j = json_pack("{s:i,s:I,s:o,s:s,s:i,s:I}", "game", i, "seed", (json_int_t)seed,
                          "winners", winners_json(sg->winners),
                          "result", arb_over(g) ? arb_result(g) : "aborted: decision limit",
                          "turns", sg->turns, "decisions", (json_int_t)n);
    if (sg->stats) json_object_set(j, "cards", sg->stats);
    sg->json = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(j);
    atomic_fetch_add(&r->decisions, n);
    return 0;
}

static void play_all(sim_run *r);

static void *worker(void *arg)
{
    sim_run *r = arg;
    play_all(r);
    double t = now();             /* the main thread only polls: time it here */
    pthread_mutex_lock(&r->err_lock);
    if (t > r->finished) r->finished = t;
    pthread_mutex_unlock(&r->err_lock);
    atomic_fetch_sub(&r->running, 1);
    return NULL;
}

static void play_all(sim_run *r)
{
    arb_config cfg = r->o.cfg;
    cfg.quiet = 1;
    char err[4096];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) { fail(r, "cannot start the game", err); return; }
    if (r->o.swap_from && arb_card_swap(g, r->o.swap_from, r->o.swap_to, r->o.without_seat ? r->o.without_seat : -1) != ARB_OK) {
        fail(r, "cannot swap the card", arb_errmsg(g));   /* applies from the first restart */
        arb_game_free(g);
        return;
    }
    int i;
    while (!atomic_load(&r->failed) && (i = atomic_fetch_add(&r->next, 1)) < r->o.games) {
        if (r->o.shard_n && i % r->o.shard_n != r->o.shard_k - 1) {
            r->games[i].skipped = 1;             /* another shard's game */
            atomic_fetch_add(&r->done, 1);
            continue;
        }
        if (play_one(r, g, i)) break;
        atomic_fetch_add(&r->done, 1);
    }
    arb_game_free(g);
}

static void progress(sim_run *r, double t0)
{
    int d = atomic_load(&r->done);
    fprintf(stderr, "\r%d/%d games, %.0f games/s ", d, r->o.games, d / (now() - t0 + 1e-9));
}

static int run_workers(sim_run *r)
{
    int w = r->o.workers;
    pthread_t *t = calloc((size_t)w, sizeof *t);
    if (!t) return -1;
    double t0 = now();
    atomic_store(&r->running, w);
    for (int k = 0; k < w; k++) pthread_create(&t[k], NULL, worker, r);
    while (atomic_load(&r->running) > 0) {
        struct timespec ts = { 0, 100000000 };
        nanosleep(&ts, NULL);
        if (r->o.progress) progress(r, t0);
    }
    for (int k = 0; k < w; k++) pthread_join(t[k], NULL);
    r->o.elapsed = r->finished - t0;
    if (r->o.progress) { progress(r, t0); fputc('\n', stderr); }
    free(t);
    if (atomic_load(&r->failed)) return -1;
    return atomic_load(&r->errors) ? 1 : 0;
}

int sim_play(sim_opts *o, sim_game *games)
{
    sim_run r;
    memset(&r, 0, sizeof r);
    r.o = *o;
    r.games = games;
    pthread_mutex_init(&r.err_lock, NULL);
    int rc = run_workers(&r);
    if (rc < 0) fprintf(stderr, "arbiter sim: %s\n", r.err);
    o->elapsed = r.o.elapsed;
    pthread_mutex_destroy(&r.err_lock);
    return rc;
}

void sim_games_free(sim_game *games, int n)
{
    for (int i = 0; i < n; i++) {
        free(games[i].json);
        json_decref(games[i].stats);
        free(games[i].twins);
    }
    free(games);
}

int repl_sim_main(int argc, char **argv)
{
    sim_opts o;
    if (argc > 1 && !strcmp(argv[1], "merge")) return sim_merge_main(argc - 1, argv + 1);
    if (sim_parse(argc, argv, &o)) { sim_opts_free(&o); return 2; }
    if (o.compare_old) return sim_compare(&o);
    if (o.nwithout || o.without_all) {
        int rc = sim_without(&o);
        sim_opts_free(&o);
        return rc;
    }
    sim_game *games = calloc((size_t)o.games, sizeof *games);
    if (!games) return 2;
    int rc = sim_play(&o, games);
    if (rc >= 0 && sim_write(&o, games)) rc = -1;
    sim_games_free(games, o.games);
    return rc ? 1 : 0;
}
