/*
 * test_flow.c -- undo, redo, replay and clone, under random play.
 *
 * For each game: play seeded random answers, snapshotting every decision
 * and recording the state hash after it.  Then jump back to random earlier
 * snapshots (undo), check the hash, answer the same way again (redo) and
 * check every later hash is reproduced bit for bit.  Finally save, load
 * (which replays the inputs) and clone, and compare hashes.
 * Usage: test_flow ROOT GAME [OPTIONS]
 */
#include "arbiter.h"
#include "check.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STEPS 400

typedef struct trace {
    arb_snapshot *snap[STEPS + 1];
    uint64_t hash[STEPS + 1];
    int answer[STEPS];
    int n;
} trace;

static arb_game *start(const char *root, const char *game, const char *opts, uint64_t seed)
{
    arb_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.root = root;
    cfg.game = game;
    cfg.options = opts;
    cfg.seed = seed;
    char err[4096];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) printf("cannot start %s: %s\n", game, err);
    return g;
}

static int record(arb_game *g, trace *t, arb_rng *r)
{
    t->n = 0;
    t->snap[0] = arb_snapshot_take(g);
    t->hash[0] = arb_state_hash(g);
    while (t->n < STEPS && !arb_over(g)) {
        int i = (int)arb_rng_below(r, (uint32_t)arb_option_count(g));
        if (arb_answer(g, i) != ARB_OK) { printf("answer failed: %s\n", arb_errmsg(g)); return -1; }
        t->answer[t->n++] = i;
        t->snap[t->n] = arb_snapshot_take(g);
        t->hash[t->n] = arb_state_hash(g);
    }
    return 0;
}

/* Undo to step k, then redo to the end: every hash must come back. */
static int undo_redo(arb_game *g, const trace *t, int k)
{
    if (arb_snapshot_restore(g, t->snap[k]) != ARB_OK || arb_state_hash(g) != t->hash[k]) return 0;
    for (int j = k; j < t->n; j++) {
        if (arb_answer(g, t->answer[j]) != ARB_OK) { printf("redo: %s\n", arb_errmsg(g)); return 0; }
        if (arb_state_hash(g) != t->hash[j + 1]) return 0;
    }
    return 1;
}

static void free_trace(trace *t)
{
    for (int k = 0; k <= t->n; k++) arb_snapshot_free(t->snap[k]);
}

static void one_game(const char *root, const char *game, const char *opts, uint64_t seed)
{
    arb_game *g = start(root, game, opts, seed);
    CHECK(g != NULL, "1. the game starts");
    if (!g) return;
    trace t;
    arb_rng r;
    arb_rng_seed(&r, seed);
    CHECK(record(g, &t, &r) == 0, "2. random play runs without a script error");
    int ok = 1;
    for (int trial = 0; trial < 8 && ok; trial++)
        ok = undo_redo(g, &t, (int)arb_rng_below(&r, (uint32_t)t.n + 1));
    CHECK(ok, "3. undo to any decision and redo reproduce every state hash");
    char path[] = "/tmp/arbiter-test-flow-XXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) fclose(fdopen(fd, "w"));
    CHECK(arb_save(g, path) == ARB_OK, "4. the game saves");
    char err[4096];
    arb_game *loaded = arb_load(root, path, err, sizeof err);
    if (!loaded) printf("load: %s\n", err);
    CHECK(loaded && arb_state_hash(loaded) == arb_state_hash(g), "5. loading replays to the same hash");
    remove(path);
    arb_game *clone = arb_game_clone(g, err, sizeof err);
    CHECK(clone && arb_state_hash(clone) == arb_state_hash(g), "6. a clone has the same hash");
    if (clone && !arb_over(g)) {
        arb_answer(g, 0);
        arb_answer(clone, 0);
        CHECK(arb_state_hash(clone) == arb_state_hash(g), "7. a clone answers like the original");
    }
    arb_game_free(clone);
    arb_game_free(loaded);
    free_trace(&t);
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    if (argc < 3) { fprintf(stderr, "usage: test_flow ROOT GAME [OPTIONS]\n"); return 2; }
    for (uint64_t seed = 1; seed <= 4; seed++)
        one_game(argv[1], argv[2], argc > 3 ? argv[3] : NULL, seed);
    return check_done();
}
