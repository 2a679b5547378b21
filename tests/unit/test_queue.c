/*
 * test_queue.c -- the kernel's trigger queue (g:raise, g:enqueue,
 * g:resolving) on tests/fixtures/queue: triggers wait in batches, the
 * newest batch resolves first, a batch opened while a trigger resolves
 * waits for it, an action's triggers wait for the action, and the active
 * player orders their own triggers before the others'.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "logtext.h"
#include <stdio.h>
#include <string.h>

static char root[1024];

static arb_game *start(const char *tables)
{
    char out[64];
    arb_game *g = new_game((arb_config){ .root = root, .game = "queue", .seed = 1 });
    if (g && arb_eval(g, tables, 1, out, sizeof out) != ARB_OK) {
        printf("  setting up: %s\n", arb_errmsg(g));
        arb_game_free(g);
        return NULL;
    }
    return g;
}


static int is(const char *got, const char *want)
{
    if (!strcmp(got, want)) return 1;
    printf("  wanted '%s'\n  got    '%s'\n", want, got);
    return 0;
}

static const char *ONE_EACH = "g:new_card('Echo', 1, g:zone('table', 1)); g:new_card('Echo', 2, g:zone('table', 2))";

static void a_batch_opened_while_a_trigger_resolves_resolves_before_the_rest(void)
{
    arb_game *g = start(ONE_EACH);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 0) == ARB_OK, "ping 1");
    CHECK(is(log_since(g, first),
             "Echo 1 answers 1 | settled | Echo 1 answers 0 | settled | Echo 2 answers 0 | settled"
             " | Echo 2 answers 1 | settled | Echo 1 answers 0 | settled | Echo 2 answers 0 | settled"),
          "p1's answer pings again: that batch resolves (p1's, then p2's) before p2's first answer");
    CHECK(arb_option_count(g) == 2, "back at the window");
    char out[64];
    CHECK(arb_eval(g, "return g:effect_count()", 0, out, sizeof out) == ARB_OK && !strcmp(out, "0"),
          "no trigger is left waiting");
    arb_game_free(g);
}

static void an_actions_triggers_wait_for_the_action(void)
{
    arb_game *g = start(ONE_EACH);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 1) == ARB_OK, "act");
    CHECK(is(log_since(g, first),
             "the action ends | settled | Echo 1 answers 0 | settled | Echo 2 answers 0 | settled"),
          "the echoes answer after the action, once it has settled");
    CHECK(arb_log_card(g, first) == ARB_NONE && arb_log_card(g, first + 1) == ARB_NONE,
          "the rules' own lines name no card");
    CHECK(arb_log_card(g, first + 2) == 0 && arb_log_card(g, first + 4) == 1,
          "each echo's line names the card whose text wrote it");
    arb_game_free(g);
}

static void the_active_player_orders_their_own_triggers_first(void)
{
    arb_game *g = start("local t1 = g:zone('table', 1)\n"
                        "g:new_card('Echo', 2, g:zone('table', 2))\n"
                        "g:new_card('Echo', 1, t1); g:new_card('Echo', 1, t1)");
    if (!g) { CHECK(0, "the fixture starts"); return; }
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 1) == ARB_OK, "act");
    CHECK(is(arb_decision_prompt(g), "Which echo answers first?") && arb_decision_player(g) == 1,
          "p1 is asked to order their two echoes");
    CHECK(arb_option_count(g) == 2 && is(arb_option_label(g, 0), "Echo #2 (0)")
          && is(arb_option_label(g, 1), "Echo #3 (0)"), "labelled by the queue's label function");
    CHECK(arb_answer(g, 1) == ARB_OK, "Echo 3 first");
    CHECK(is(log_since(g, first), "the action ends | settled | Echo 3 answers 0 | settled"
                                  " | Echo 2 answers 0 | settled | Echo 1 answers 0 | settled"),
          "p1's echoes in the chosen order, then p2's");
    arb_game_free(g);
}

static void a_trigger_queued_outside_an_event_waits_for_the_next_drain(void)
{
    arb_game *g = start(ONE_EACH);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    char out[64];
    int first = arb_log_count(g);
    CHECK(arb_eval(g, "g:enqueue(1, 'answer', 1)", 1, out, sizeof out) == ARB_OK
          && arb_log_count(g) == first, "queued by an edit: nothing resolves yet");
    CHECK(arb_answer(g, 1) == ARB_OK, "act");
    CHECK(is(log_since(g, first), "the action ends | settled | Echo 1 answers 0 | settled"
             " | Echo 2 answers 0 | settled | Echo 1 answers 1 | settled | Echo 1 answers 0 | settled"
             " | Echo 2 answers 0 | settled"),
          "the action's batch (newer) first, then the waiting one, whose answer pings again");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    snprintf(root, sizeof root, "%s/tests/fixtures/queue", argc > 1 ? argv[1] : ".");
    a_batch_opened_while_a_trigger_resolves_resolves_before_the_rest();
    an_actions_triggers_wait_for_the_action();
    the_active_player_orders_their_own_triggers_first();
    a_trigger_queued_outside_an_event_waits_for_the_next_drain();
    return check_done();
}
