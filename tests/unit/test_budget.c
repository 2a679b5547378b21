/*
 * test_budget.c -- the limits of a script: the instruction budget stops a
 * runaway script in every thread, a script that merely runs a while is not
 * stopped, a counter cannot overflow, and a result too long for the
 * caller's buffer is an error rather than silently cut.
 *
 * The count hook is set only on slices that run for a few ticks of CPU
 * (kernel/lua/watchdog.c), so this checks the ticks reach the thread that
 * runs the script: the main thread, and a worker thread as in `arbiter sim`.
 * Usage: test_budget ROOT
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <pthread.h>
#include <string.h>

static const char *root;

static arb_game *start(long instr_limit)
{
    return new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1,
                                  .instr_limit = instr_limit });
}

/* Returns 1 when an endless edit is refused for its budget and the game
 * still answers afterwards. */
static void *runaway(void *arg)
{
    (void)arg;
    arb_game *g = start(2000000);
    if (!g) return NULL;
    char out[256];
    uint64_t before = arb_state_hash(g);
    arb_status st = arb_eval(g, "local n = 0 while true do n = n + 1 end", 1, out, sizeof out);
    int ok = st == ARB_EBUDGET && strstr(arb_errmsg(g), "instruction budget exceeded") &&
             arb_state_hash(g) == before && arb_answer(g, 0) == ARB_OK;
    arb_game_free(g);
    return ok ? (void *)1 : NULL;
}

/* A loop of a few million instructions is within the default budget. */
static int long_but_finite(void)
{
    arb_game *g = start(0);
    if (!g) return 0;
    char out[64];
    arb_status st = arb_eval(g, "local n = 0 for i = 1, 20000000 do n = n + i end return n", 0,
                             out, sizeof out);
    int ok = st == ARB_OK && !strcmp(out, "200000010000000");
    arb_game_free(g);
    return ok;
}

/* Values are 64-bit integers; adding past the end is an error, not a wrap. */
static int no_overflow(void)
{
    arb_game *g = start(0);
    if (!g) return 0;
    char out[64];
    int ok = arb_eval(g, "g:gset('n', math.maxinteger)", 1, out, sizeof out) == ARB_OK
          && arb_eval(g, "g:gadd('n', 1)", 1, out, sizeof out) == ARB_ESCRIPT
          && strstr(arb_errmsg(g), "would overflow")
          && arb_eval(g, "return g:gget('n') == math.maxinteger", 0, out, sizeof out) == ARB_OK
          && !strcmp(out, "true");
    arb_game_free(g);
    return ok;
}

/* A result that does not fit is refused, and an edit that made it undone. */
static int no_silent_truncation(void)
{
    arb_game *g = start(0);
    if (!g) return 0;
    char small[16], big[64];
    uint64_t h = arb_state_hash(g);
    int ok = arb_eval(g, "return string.rep('x', 20)", 0, small, sizeof small) == ARB_EARG
          && strstr(arb_errmsg(g), "does not fit")
          && arb_eval(g, "g:gset('k', 1) return string.rep('x', 20)", 1, small, sizeof small) == ARB_EARG
          && arb_state_hash(g) == h
          && arb_eval(g, "return string.rep('x', 20)", 0, big, sizeof big) == ARB_OK
          && strlen(big) == 22;                 /* a Lua literal: quoted */
    arb_game_free(g);
    return ok;
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    CHECK(runaway(NULL), "an endless edit on the main thread is stopped by the budget");
    pthread_t t;
    void *res = NULL;
    CHECK(pthread_create(&t, NULL, runaway, NULL) == 0 && pthread_join(t, &res) == 0 && res,
          "an endless edit on a worker thread is stopped by the budget");
    CHECK(long_but_finite(), "a long but finite script runs to its end");
    CHECK(no_overflow(), "a counter that would overflow is an error and keeps its value");
    CHECK(no_silent_truncation(), "a result too long for the buffer is an error, not cut");
    return check_done();
}
