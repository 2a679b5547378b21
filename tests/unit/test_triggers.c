/*
 * test_triggers.c -- the kernel sorts an event's handlers by the ruleset's
 * trigger order: with "active_first", the active player's handlers run
 * first, then the next players' in turn order, each player's oldest first
 * (tests/fixtures/triggers, three players, p2 active).
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    char root[1024], out[64];
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
    return check_done();
}
