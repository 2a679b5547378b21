/*
 * test_roles.c -- roles enforced by the kernel: card effects and rules
 * write; views, bots, queries and the listing of a window's options only
 * read.  A reader's write is an error raised before anything changes, so
 * it leaves no trace: the state hash, the log and the pending decision are
 * as they were, and the game saved afterwards loads.  On the fixture
 * ruleset tests/fixtures/roles (a game root of its own).
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef ARB_SOURCE_DIR
#error "ARB_SOURCE_DIR must name the source tree (set by tests/unit/CMakeLists.txt)"
#endif

static const char *root = ARB_SOURCE_DIR "/tests/fixtures/roles";

static arb_game *start(const char *options)
{
    return new_game((arb_config){ .root = root, .game = "roles", .seed = 1, .options = options });
}

static int says(arb_game *g, const char *want)
{
    if (strstr(arb_errmsg(g), want)) return 1;
    printf("  wanted '%s' in: %s\n", want, arb_errmsg(g));
    return 0;
}

/* The ruling: a view that writes is refused, and the game is as before. */
static void a_view_that_writes_leaves_no_trace(void)
{
    arb_game *g = start(NULL);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    char out[256];
    uint64_t h = arb_state_hash(g);
    int lines = arb_log_count(g);
    CHECK(arb_view(g, "board", 0, "", out, sizeof out) == ARB_ESCRIPT, "the view is refused");
    CHECK(says(g, "a view may only read the game, and g:padd changes it"), "it says why");
    CHECK(arb_view(g, "log", 0, "", out, sizeof out) == ARB_ESCRIPT, "a view may not log either");
    CHECK(arb_state_hash(g) == h && arb_log_count(g) == lines, "the game is unchanged");
    CHECK(arb_view(g, "clean", 0, "", out, sizeof out) == ARB_OK && !strcmp(out, "taken: 0"),
          "a view that only reads works");
    char path[] = "/tmp/arbiter-roles-XXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) close(fd);
    CHECK(arb_answer(g, 0) == ARB_OK && arb_save(g, path) == ARB_OK, "play on, then save");
    char err[512];
    arb_game *h2 = arb_load(root, path, err, sizeof err);
    CHECK(h2 != NULL, "the saved game loads");
    if (h2) CHECK(arb_state_hash(h2) == arb_state_hash(g), "to the same state");
    arb_game_free(h2);
    unlink(path);
    arb_game_free(g);
}

static void a_bot_that_writes_is_refused(void)
{
    arb_game *g = start(NULL);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    uint64_t h = arb_state_hash(g);
    int choice = -1;
    CHECK(arb_policy(g, "cheat", &choice) == ARB_ESCRIPT, "the bot is refused");
    CHECK(says(g, "a bot may only read the game, and g:pset changes it"), "it says why");
    CHECK(arb_state_hash(g) == h, "the game is unchanged");
    CHECK(arb_policy(g, "fair", &choice) == ARB_OK && choice == 0, "a bot that reads answers");
    arb_game_free(g);
}

/* Listing must be a function of the state: the kernel lists a window again
 * after an edit or a restore, so a write there would happen twice. */
static void a_listing_that_writes_is_refused(void)
{
    char err[512];
    arb_config cfg = { .root = root, .game = "roles", .seed = 1, .options = "bad=listing" };
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    CHECK(g == NULL, "the game does not start");
    CHECK(strstr(err, "the listing of a window's options may only read the game, "
                      "and g:padd changes it") != NULL, err);
    CHECK(strstr(err, "roles/ruleset.lua:11") != NULL, err);
    arb_game_free(g);
}

static void a_query_is_refused_and_an_edit_is_not(void)
{
    arb_game *g = start(NULL);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    char out[64];
    uint64_t h = arb_state_hash(g);
    CHECK(arb_eval(g, "g:pset(1, 'taken', 2)", 0, out, sizeof out) == ARB_ESCRIPT, "query refused");
    CHECK(arb_state_hash(g) == h, "the game is unchanged");
    CHECK(arb_eval(g, "g:pset(1, 'taken', 2)", 1, out, sizeof out) == ARB_OK, "an edit writes");
    CHECK(arb_eval(g, "return g:pget(1, 'taken')", 0, out, sizeof out) == ARB_OK
          && !strcmp(out, "2"), "and a query reads what it wrote");
    arb_game_free(g);
}

/* A log line's argument may be a function, called only when the line is
 * kept: in a simulation it is never called; in a kept log it is called at
 * once, and as a reader -- a write there is an error that leaves no trace
 * (else a simulation and a kept game would differ). */
static void a_log_argument_is_worded_only_when_kept(void)
{
    arb_game *g = start(NULL), *q = new_game((arb_config){ .root = root, .game = "roles", .seed = 1, .quiet = 1 });
    if (!g || !q) { CHECK(0, "the fixture starts"); arb_game_free(g); arb_game_free(q); return; }
    char out[128];
    int lines = arb_log_count(g);
    CHECK(arb_eval(g, "g:log('Power %d of %s', function() return 3 + 4 end, 'p1')", 1, out, sizeof out) == ARB_OK
          && arb_log_count(g) == lines + 1 && !strcmp(arb_log_line(g, lines), "Power 7 of p1"),
          "kept: the function's value is the argument");
    uint64_t h = arb_state_hash(g);
    CHECK(arb_eval(g, "g:log('%d', function() g:pset(1, 'taken', 9) return 1 end)", 1, out, sizeof out) == ARB_ESCRIPT
          && says(g, "pset") && arb_state_hash(g) == h && arb_log_count(g) == lines + 1,
          "a write in it is refused, no trace");
    CHECK(arb_eval(q, "g:log('%d', function() error('called') end)", 1, out, sizeof out) == ARB_OK,
          "a simulation never calls it");
    arb_game_free(g);
    arb_game_free(q);
}

int main(void)
{
    a_view_that_writes_leaves_no_trace();
    a_bot_that_writes_is_refused();
    a_listing_that_writes_is_refused();
    a_query_is_refused_and_an_edit_is_not();
    a_log_argument_is_worded_only_when_kept();
    return check_done();
}
