/*
 * test_triggers.c -- the kernel sorts an event's handlers by the ruleset's
 * trigger order: with "active_first", the active player's handlers run
 * first, then the next players' in turn order, each player's oldest first
 * (tests/fixtures/triggers, three players, p2 active).  An event the
 * ruleset declares (`events`) has its own order and listeners.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <string.h>

static char root[1024];

/* The log lines since `first`, joined by " | ". */
static const char *log_since(arb_game *g, int first)
{
    static char buf[1024];
    buf[0] = 0;
    for (int i = first; i < arb_log_count(g); i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i > first ? " | " : "",
                 arb_log_line(g, i));
    return buf;
}

/* dawn: newest first; only p2's (the active player's) and shared Bells,
 * face up; the shared Bell 4 turns Bell 2 face down before its turn, so
 * Bell 2 does not ring, and p1's Bell 1 never hears it. */
static void a_declared_event_has_its_own_order_and_listeners(void)
{
    char out[64];
    arb_game *g = new_game((arb_config){ .root = root, .game = "triggers", .seed = 1 });
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_eval(g, "local t2 = g:zone('table', 2)\n"
                      "g:new_card('Bell', 1, g:zone('table', 1))\n"       /* 1: not p2's */
                      "g:new_card('Bell', 2, t2)\n"                       /* 2: muffled */
                      "local c = g:new_card('Bell', 2, t2); g:flip(c, false)\n"  /* 3: face down */
                      "local s = g:new_card('Bell', 0, g:zone('shared', 0))\n"   /* 4: shared */
                      "g:cset(s, 'muffle', 2)", 1, out, sizeof out) == ARB_OK, "four Bells");
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 1) == ARB_OK, "dawn");
    const char *want = "(Bell hears the dawn) | dawn: Bell 4 for p2";
    const char *got = log_since(g, first);
    if (strcmp(got, want)) printf("  wanted '%s'\n  got    '%s'\n", want, got);
    CHECK(!strcmp(got, want), "only the shared Bell rings, for p2; the Bell it muffled stays silent");
    arb_game_free(g);
}

static void an_unknown_field_of_a_declared_event_is_refused(void)
{
    char dir[1100], err[1024] = "";
    snprintf(dir, sizeof dir, "%s/../bad_events", root);
    arb_game *g = arb_game_new(&(arb_config){ .root = dir, .game = "bad_events", .seed = 1 },
                               err, sizeof err);
    CHECK(!g && strstr(err, "event 'dawn': unknown field 'ordr'"), err);
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    char out[64];
    snprintf(root, sizeof root, "%s/tests/fixtures/triggers", argc > 1 ? argv[1] : ".");
    arb_game *g = new_game((arb_config){ .root = root, .game = "triggers", .seed = 1 });
    if (!g) { CHECK(0, "the fixture starts"); return check_done(); }
    /* cards 1..6: made in this order, so each is older than the next */
    CHECK(arb_eval(g, "for _, p in ipairs({ 1, 3, 2, 1, 2, 3 }) do\n"
                      "  g:new_card('Bell', p, g:zone('table', p))\n"
                      "end", 1, out, sizeof out) == ARB_OK, "six Bells on the tables");
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 0) == ARB_OK, "ring");
    const char *want[] = { "p2 Bell 3", "p2 Bell 5", "p3 Bell 2", "p3 Bell 6", "p1 Bell 1", "p1 Bell 4" };
    CHECK(arb_log_count(g) - first == 6, "every Bell rang");
    for (int i = 0; i < 6; i++) {
        const char *l = arb_log_line(g, first + i);
        if (!l || strcmp(l, want[i])) printf("  line %d: wanted '%s', got '%s'\n", i + 1, want[i], l ? l : "");
        CHECK(l && !strcmp(l, want[i]), want[i]);
    }
    arb_game_free(g);
    a_declared_event_has_its_own_order_and_listeners();
    an_unknown_field_of_a_declared_event_is_refused();
    return check_done();
}
