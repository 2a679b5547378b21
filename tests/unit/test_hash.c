/*
 * test_hash.c -- the state hash tells states apart: values changed alike
 * do not cancel in its order-free sum (each value's FNV hash is finished
 * by a strong mixer first), so an edit that changes two values the same
 * way is seen as a change and recorded as an input -- a save or a replay
 * keeps it.  (Before the mixer, FNV over mostly-zero bytes was nearly
 * linear: setting two values from 0 to 1 left the sum unchanged half the
 * time, and such an edit was dropped from the inputs.)
 */
#include "arbiter.h"
#include "check.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("hash");

static const char *RULESET =
    "return ruleset { name = 'h', zones = { { 'board', owner = 0, rows = 2, cols = 2 } },\n"
    "  setup = function(g) g:set_active(1); g:pset(1, 'r', 0); g:pset(1, 'c', 0) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void two_values_changed_alike_change_the_hash(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "h", RULESET, NULL, 1, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    uint64_t before = arb_state_hash(g);
    int inputs = arb_input_count(g);
    eval(g, "g:pset(1, 'r', 1); g:pset(1, 'c', 1)", 1);
    CHECK(arb_state_hash(g) != before, "r and c both 0 -> 1: a new state, a new hash");
    CHECK(arb_input_count(g) == inputs + 1, "so the edit is recorded as an input");
    uint64_t one = arb_state_hash(g);
    eval(g, "g:pset(1, 'r', 3); g:pset(1, 'c', 3)", 1);
    CHECK(arb_state_hash(g) != one && arb_input_count(g) == inputs + 2, "1 -> 3 alike: the same");
    arb_game_free(g);
}

/* Many pairs of values moved alike, from many starting points: none
 * leaves the hash where it was. */
static void no_pair_of_alike_changes_cancels(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "h", RULESET, NULL, 1, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    int same = 0;
    for (int k = 0; k < 200; k++) {
        char src[200];
        uint64_t before = arb_state_hash(g);
        snprintf(src, sizeof src, "g:pset(1, 'v%d', %d); g:pset(1, 'w%d', %d)", k % 7, k + 1, k % 5, k + 1);
        eval(g, src, 1);
        same += arb_state_hash(g) == before;
    }
    CHECK(same == 0, "200 edits each moving two values alike: every one changes the hash");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    (void)argc, (void)argv;
    two_values_changed_alike_change_the_hash();
    no_pair_of_alike_changes_cancels();
    scratch_remove(&dir);
    return check_done();
}
