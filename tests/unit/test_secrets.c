/*
 * test_secrets.c -- per-seat hidden values (kernel/lua/secrets.c): a
 * player's secret is read by a view only when the seat the view runs for
 * may know it, by a bot as its own seat, by hosts through arb_secret_list
 * with the same rule; revealing it shows it; snapshots, clones, saves and
 * the state hash carry it.  On the fixture ruleset tests/fixtures/secrets.
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

static const char *root = ARB_SOURCE_DIR "/tests/fixtures/secrets";

static arb_game *start(void)
{
    return new_game((arb_config){ .root = root, .game = "secrets", .seed = 1 });
}

/* The text of view `name` for `seat` ("ERROR" if it fails). */
static const char *view(arb_game *g, const char *name, int seat)
{
    static char out[256];
    if (arb_view(g, name, seat, "", out, sizeof out) != ARB_OK) snprintf(out, sizeof out, "ERROR %s", arb_errmsg(g));
    return out;
}

static int answer(arb_game *g, const char *label)
{
    for (int i = 0; i < arb_option_count(g); i++)
        if (!strcmp(arb_option_label(g, i), label)) return arb_answer(g, i) == ARB_OK;
    return 0;
}

/* What arb_secret_list tells seat about p1's "pick": -1 hidden, else the value. */
static long listed(arb_game *g, int seat)
{
    arb_secret_info s[4];
    int n = arb_secret_list(g, seat, s, 4);
    for (int i = 0; i < n && i < 4; i++)
        if (s[i].player == 1 && !strcmp(s[i].name, "pick")) return s[i].known ? (long)s[i].value : -1;
    return -2;
}

static void a_view_reads_with_its_seats_eyes(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(!strcmp(view(g, "peek", 1), "3"), "the holder's seat reads p1's pick");
    CHECK(!strcmp(view(g, "peek", 0), "3"), "the god view reads it");
    CHECK(!strcmp(view(g, "peek", 2), "nil"), "seat 2 cannot");
    CHECK(!strcmp(view(g, "nested", 2), "nil"), "not even through a view called for seat 1");
    CHECK(!strcmp(view(g, "nested", 0), "3"), "the god view calling it for seat 1 reads as seat 1");
    CHECK(!strcmp(view(g, "names", 2), "pick"), "that p1 holds a pick is public");
    CHECK(listed(g, 2) == -1 && listed(g, 1) == 3 && listed(g, 0) == 3, "hosts are told the same");
    CHECK(arb_secret_list(g, 3, NULL, 0) == -1, "a seat the game does not have is refused");
    CHECK(!strcmp(view(g, "deal", 0), "ace") && !strcmp(view(g, "deal", 1), "nil")
          && !strcmp(view(g, "deal", 2), "nil"), "a secret held by nobody: only the god view reads it");
    arb_game_free(g);
}

static void a_bot_reads_as_its_seat(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    int choice = -1;
    CHECK(arb_decision_player(g) == 1, "p1 decides");
    CHECK(arb_policy(g, "peeker", &choice) == ARB_OK && choice == 0, "p1's bot reads p1's pick");
    CHECK(answer(g, "pick 7"), "p1 picks 7 (the window comes round to p2)");
    if (arb_decision_player(g) == 2)
        CHECK(arb_policy(g, "peeker", &choice) == ARB_OK && choice == 1, "p2's bot cannot read it");
    else CHECK(0, "p2 decides next");
    arb_game_free(g);
}

static void revealing_shows_it(void)
{
    arb_game *a = start(), *b = start();
    if (!a || !b) { CHECK(0, "the fixture starts"); arb_game_free(a); arb_game_free(b); return; }
    CHECK(arb_state_hash(a) == arb_state_hash(b), "two equal games");
    CHECK(answer(a, "reveal") && answer(b, "show p2"), "one reveals to all, one to p2");
    CHECK(arb_state_hash(a) != arb_state_hash(b), "who knows a secret is in the hash");
    CHECK(!strcmp(view(a, "peek", 2), "3") && !strcmp(view(b, "peek", 2), "3"), "p2 reads it in both");
    arb_game *c = start();
    if (c) {
        CHECK(answer(c, "pick 7") && !strcmp(view(c, "peek", 2), "nil"), "a new pick is secret again");
        arb_game_free(c);
    }
    arb_game_free(a);
    arb_game_free(b);
}

static void state_carries_it(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    arb_snapshot *s = arb_snapshot_take(g);
    uint64_t h = arb_state_hash(g);
    CHECK(answer(g, "reveal") && !strcmp(view(g, "peek", 2), "3"), "revealed");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK, "undo");
    CHECK(arb_state_hash(g) == h && !strcmp(view(g, "peek", 2), "nil"), "secret again after undo");
    arb_snapshot_free(s);
    CHECK(answer(g, "pick 7"), "p1 picks 7");
    char err[512];
    arb_game *c = arb_game_clone(g, err, sizeof err);
    CHECK(c && arb_state_hash(c) == arb_state_hash(g), "a clone hashes the same");
    if (c) CHECK(!strcmp(view(c, "peek", 1), "7") && !strcmp(view(c, "peek", 2), "nil"), "and hides the same");
    arb_game_free(c);
    char path[] = "/tmp/arbiter-secrets-XXXXXX";
    int fd = mkstemp(path);
    if (fd >= 0) close(fd);
    CHECK(arb_save(g, path) == ARB_OK, "saved");
    arb_game *l = arb_load(root, path, err, sizeof err);
    CHECK(l && arb_state_hash(l) == arb_state_hash(g), "a saved game loads to the same state");
    if (l) CHECK(!strcmp(view(l, "peek", 1), "7") && !strcmp(view(l, "peek", 2), "nil"), "the secret with it");
    arb_game_free(l);
    unlink(path);
    arb_game_free(g);
}

int main(void)
{
    a_view_reads_with_its_seats_eyes();
    a_bot_reads_as_its_seat();
    revealing_shows_it();
    state_carries_it();
    return check_done();
}
