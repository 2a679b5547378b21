/*
 * test_faults.c -- every action of a set, re-run with the kernel's Nth
 * allocation made to fail, for each N the action reaches (a bounded
 * sample when there are many).  Ruling: an action that fails leaves the
 * game exactly as it was (state hash, arb_check) and usable (the next
 * answer works); one that succeeds despite the failure leaves a game that
 * passes arb_check; nothing crashes (run under ASan in the sanitizer build).
 * Regression: when the allocation that records a successful edit as an
 * input failed, arb_eval returned ARB_ENOMEM with the edit applied; the
 * input is now made before the edit runs.
 * Usage: test_faults ROOT [MAX_POINTS_PER_ACTION] [GAME]
 */
#include "arbiter.h"
#include "faults.h"
#include "../unit/check.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *root, *game = "tutorial";
static char save_path[64];

static arb_status answer(arb_game *g) { return arb_answer(g, 0); }
static arb_status answer_last(arb_game *g) { return arb_answer(g, arb_option_count(g) - 1); }
static arb_status edit_card(arb_game *g)
{
    char out[64];
    return arb_eval(g, "g:new_card(g:def(1) and g:name(1) or 'Spark', 1, g:zone('hand', 1))", 1, out, sizeof out);
}
static arb_status edit_values(arb_game *g)
{
    char out[64];
    return arb_eval(g, "g:log('a line') g:gset('k', 'a string value') g:padd(1, 'points', 2)", 1, out, sizeof out);
}
static arb_status query(arb_game *g)
{
    char out[4096];
    return arb_eval(g, "local t = {} for i = 1, 100 do t[i] = g:cards(g:zone('hand', 1)) end return #t", 0, out, sizeof out);
}
static arb_status view(arb_game *g)
{
    static char out[1 << 16];
    return arb_view(g, "board", 1, "", out, sizeof out);
}
static arb_status undo_redo(arb_game *g)
{
    arb_snapshot *s = arb_snapshot_take(g);
    if (!s) return ARB_ENOMEM;
    arb_status st = arb_answer(g, 0);
    if (st == ARB_OK) st = arb_snapshot_restore(g, s);
    arb_snapshot_free(s);
    return st;
}
static arb_status bot(arb_game *g)
{
    int choice;
    return arb_policy(g, "random", &choice);
}
static arb_status save_load(arb_game *g)
{
    arb_status st = arb_save(g, save_path);
    if (st != ARB_OK) return st;
    arb_game *l = NULL;
    char err[512];
    st = arb_load_game(root, NULL, save_path, &l, err, sizeof err);
    if (l && arb_check(l) != ARB_OK) st = ARB_EILLEGAL;
    arb_game_free(l);
    return st == ARB_OK ? ARB_OK : ARB_EIO;     /* the game g is untouched either way */
}
static arb_status clone(arb_game *g)
{
    char err[512];
    arb_game *c = arb_game_clone(g, err, sizeof err);
    arb_status st = c && arb_state_hash(c) == arb_state_hash(g) ? ARB_OK : ARB_ENOMEM;
    arb_game_free(c);
    return st;
}

static const struct { const char *name; arb_status (*run)(arb_game *); } actions[] = {
    { "answer", answer }, { "answer the last option", answer_last }, { "edit: new card", edit_card },
    { "edit: log and values", edit_values }, { "query", query }, { "view", view },
    { "snapshot, answer, restore", undo_redo }, { "bot", bot }, { "save and load", save_load },
    { "clone", clone },
};

static arb_game *fresh(void)
{
    char err[1024];
    arb_game *g = arb_game_new(&(arb_config){ .root = root, .game = game, .seed = 7 }, err, sizeof err);
    if (!g) { printf("cannot start %s: %s\n", game, err); exit(2); }
    for (int i = 0; i < 3 && !arb_over(g); i++) arb_answer(g, i % 2 ? 0 : arb_option_count(g) - 1);
    return g;
}

static long tries, injected, failed_actions;

/* Runs action a with allocation n failing; returns 0 when the ruling held. */
static int one(int a, long n)
{
    arb_game *g = fresh();
    uint64_t before = arb_state_hash(g);
    int inputs = arb_input_count(g);
    faults_arm((faults){ .fail_at = n });
    arb_status st = actions[a].run(g);
    faults_disarm();
    injected += faults_failed();
    tries++;
    int ok = arb_check(g) == ARB_OK;
    if (st != ARB_OK) {
        failed_actions++;
        ok = ok && arb_state_hash(g) == before && arb_input_count(g) == inputs;
        ok = ok && (arb_over(g) || arb_answer(g, 0) == ARB_OK);
    }
    if (!ok) printf("  %s, allocation %ld failing: status %d, %s\n", actions[a].name, n, st, arb_errmsg(g));
    arb_game_free(g);
    return ok ? 0 : -1;
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    long max_points = argc > 2 ? atol(argv[2]) : 40;
    if (argc > 3) game = argv[3];
    snprintf(save_path, sizeof save_path, "/tmp/arbiter-faults-%d.sav", (int)getpid());
    for (int a = 0; a < (int)(sizeof actions / sizeof *actions); a++) {
        arb_game *g = fresh();
        faults_arm((faults){0});
        actions[a].run(g);
        long count = faults_disarm();
        arb_game_free(g);
        long step = count / max_points + 1, bad = 0;
        for (long n = 1; n <= count; n += step) bad += one(a, n) != 0;
        printf("%s: %ld allocations, %ld tried, %ld broke the ruling\n", actions[a].name, count,
               (count + step - 1) / step, bad);
        CHECK(bad == 0, actions[a].name);
    }
    printf("faults: %ld runs, %ld allocations failed, %ld actions failed (each checked)\n",
           tries, injected, failed_actions);
    unlink(save_path);
    return check_done();
}
