/*
 * test_steploops.c -- "up to n" as kernel steps: a choose step with up_to
 * is asked again at the `again` step after it, until n cards were picked,
 * the player picks none, or no card is left; the steps after the loop take
 * how many were picked.  Played through the fixture tests/fixtures/steps:
 * Beryl's shine is a choice among verbs whose second branch (heap_some)
 * loops, so a branch that asks runs as the kernel's frames too.  And "for
 * each card": an each step loops over the cards a zone holds when it
 * begins.  Also: the loops a stranger could get wrong are refused at load.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static const char *root;

static arb_game *start(void)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/steps", root);
    return new_game((arb_config){ .root = dir, .game = "steps", .seed = 1 });
}


/* heap, hand and p1's `heaped`, as a query reads them. */
static const char *HEAP =
    "local function names(z) local t = {} for _, c in ipairs(g:cards(z)) do t[#t+1] = g:name(c) end "
    "return table.concat(t, ',') end "
    "return names(g:zone('heap', 0)) .. '|' .. names(g:zone('hand', 1)) .. '|' .. tostring(g:pget(1, 'heaped'))";

/* Beryl, then Ruby, Rock and Pebble in p1's hand (Pebble on top). */
static arb_game *beryl_and_three(void)
{
    arb_game *g = start();
    if (g) eval(g, "for _, n in ipairs({ 'Beryl', 'Ruby', 'Rock', 'Pebble' }) do g:new_card(n, 1, g:zone('hand', 1)) end", 1);
    return g;
}

/* The pick waits as the kernel's frames: the play's ability step, and the
 * heap_some verb's choose (its first step), waiting on a card. */
static int waits_on_heap(arb_game *g)
{
    arb_frame_info f[4];
    int n = arb_flow_frames(g, f, 4);
    if (n == 2 && !strcmp(f[0].step, "ability") && !f[0].waits && !strcmp(f[1].step, "choose")
        && f[1].index == 1 && f[1].waits && !strcmp(f[1].waits, "card"))
        return 1;
    printf("  %d frames\n", n);
    return 0;
}

static void up_to_two_cards_are_picked_one_at_a_time(void)
{
    arb_game *g = beryl_and_three();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(answer(g, "play Beryl") && is(arb_decision_prompt(g), "Beryl: choose one")
          && answer(g, "heap up to two"), "the branch that asks is picked");
    CHECK(is(arb_decision_prompt(g), "Beryl: heap a card (1 of 2)") && arb_option_count(g) == 4
          && is(arb_option_label(g, 3), "enough") && waits_on_heap(g),
          "the first pick: the hand's three cards or enough, the prompt numbering the pick");
    CHECK(answer(g, "Rock") && is(arb_decision_prompt(g), "Beryl: heap a card (2 of 2)")
          && arb_option_count(g) == 3 && waits_on_heap(g),
          "the card picked is heaped, then the choose is asked again, naming the ability's card");
    CHECK(answer(g, "Ruby") && is(eval(g, HEAP, 0), "\"Ruby,Rock|Pebble|2\"")
          && logged(g, "p1 heaps Rock") && logged(g, "p1 heaps Ruby") && logged(g, "p1 heaped 2 with Beryl"),
          "two picked: the loop ends, and the steps after it take 2 (and Beryl again as the card)");
    CHECK(is(arb_decision_prompt(g), "main: choose an action"), "back at the window, nothing left asked");
    arb_game_free(g);
}

static void enough_ends_the_loop_and_an_empty_hand_asks_nothing(void)
{
    arb_game *g = beryl_and_three();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(answer(g, "play Beryl") && answer(g, "heap up to two") && answer(g, "Pebble")
          && answer(g, "enough") && is(eval(g, HEAP, 0), "\"Pebble|Rock,Ruby|1\"")
          && logged(g, "p1 heaped 1 with Beryl"), "one picked, then enough: the steps after take 1");
    eval(g, "for _, c in ipairs(g:cards(g:zone('hand', 1))) do g:move(c, g:zone('discard', 1)) end", 1);
    CHECK(answer(g, "shine again") && answer(g, "heap up to two")
          && is(eval(g, HEAP, 0), "\"Pebble||1\"") && logged(g, "p1 heaped 0 with Beryl"),
          "from Lua (g:use), with an empty hand: nothing is asked, and 0 were picked");
    arb_game_free(g);
}

static void an_edit_and_a_snapshot_inside_the_loop(void)
{
    arb_game *g = beryl_and_three();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(answer(g, "play Beryl") && answer(g, "heap up to two") && answer(g, "Pebble"), "one pick made");
    CHECK(eval(g, "g:pset(1, 'edited', true)", 1) && is(arb_decision_prompt(g), "Beryl: heap a card (2 of 2)")
          && arb_option_count(g) == 3, "an edit: the same question again, the pick's number kept");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "Rock") && is(eval(g, HEAP, 0), "\"Rock,Pebble|Ruby|2\""), "the second pick ends the loop");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && waits_on_heap(g)
          && is(arb_decision_prompt(g), "Beryl: heap a card (2 of 2)"),
          "restored inside the loop: the same question, a copy");
    CHECK(answer(g, "enough") && is(eval(g, HEAP, 0), "\"Pebble|Rock,Ruby|1\""), "and another answer");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* A question's prompt and reason are worded when somebody first reads
 * them, from the frame that waits on it: a simulation asks and never reads.
 * Read late -- after answers nobody read the question of, or from a
 * snapshot taken unread -- they say what they said when asked at once. */
static void a_question_is_worded_when_read(void)
{
    arb_game *g = beryl_and_three();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(answer(g, "play Beryl") && answer(g, "heap up to two") && answer(g, "Pebble"),
          "three answers, no question read");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(is(arb_decision_prompt(g), "Beryl: heap a card (2 of 2)") && is(arb_decision_reason(g), ""),
          "read late: the pick's number is the frame's");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && is(arb_decision_prompt(g), "Beryl: heap a card (2 of 2)"),
          "a snapshot taken unread says the same");
    CHECK(answer(g, "enough") && answer(g, "shine again")
          && is(arb_decision_reason(g), "the ability offers a choice; take exactly one")
          && is(arb_decision_prompt(g), "Beryl: choose one"),
          "a choice among verbs: its reason and prompt, read in either order");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* ---- refused at load ---------------------------------------------------- */

static scratch dir = SCRATCH("steploops");

/* A game whose one option runs the steps `run`. */
static arb_game *with_steps(const char *run, char *err, size_t n)
{
    char src[4096];
    snprintf(src, sizeof src, "return ruleset { name = 'loop', setup = function(g)\n"
             "    for _, z in ipairs({ 'hand', 'deck', 'heap' }) do g:new_zone(z, 1, { vis = 'public' }) end\n"
             "    g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = { { label = 'go', run = %s },\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", run);
    return scratch_new(&dir, "loop", src, (const char *const[]){ "Ash", "Elm", "Oak", "Yew", NULL }, 1, err, n);
}

static int refused(const char *run, const char *want) { return refused_by(with_steps, run, want); }

#define PICK "{ choose = 'hand', prompt = 'pick', up_to = 2 }"

static void a_stranger_s_loops_are_refused_at_load(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ " PICK ", { again = true } }", err, sizeof err);
    CHECK(g != NULL, "a loop closed by again loads");
    arb_game_free(g);
    CHECK(refused("{ { again = true } }", "step 1: again = true closes a loop (each, or a choose with up_to), and none is open"),
          "again with no loop");
    CHECK(refused("{ " PICK ", { log = 'x' } }", "step 1: a loop (each, or a choose with up_to) needs { again = true }"),
          "a loop never closed");
    CHECK(refused("{ " PICK ", " PICK ", { again = true } }", "step 2: a loop inside another (step 1's)"),
          "loops do not nest");
    CHECK(refused("{ { each = 'hand' }, { log = 'x' } }", "step 1: a loop (each, or a choose with up_to) needs"),
          "an each never closed");
    CHECK(refused("{ { each = 'hand' }, " PICK ", { again = true } }", "step 2: a loop inside another"),
          "a choose loop inside an each");
    CHECK(refused("{ { choose = 'hand', prompt = 'pick', up_to = 0 }, { again = true } }", "up_to = k (1 or more) or \"arg\""),
          "up_to 0");
    CHECK(refused("{ { choose = 'hand', prompt = 'pick', up_to = 'lots' }, { again = true } }", "up_to = k (1 or more)"),
          "up_to a word");
}

/* p1's heap and hand, top first, as a query reads them. */
#define HEAP_OF_P1 "local function names(z) local t = {} for _, c in ipairs(g:cards(z)) do t[#t+1] = g:name(c) end " \
                   "return table.concat(t, ',') end return names(g:zone('heap', 1)) .. '|' .. names(g:zone('hand', 1))"

/* each = "zone": the steps up to `again` act on each card the zone holds
 * when the loop begins, top first, that is there at its turn -- not on
 * those that arrive meanwhile -- and the steps after it go on. */
static void each_takes_the_cards_the_zone_held_when_it_began(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ { each = 'hand' }, { move = 'card', to = 'heap' }, { log = '{p} stacks {card}' },"
                             "  { draw = 'deck', to = 'hand', n = 1 }, { again = true }, { log = '{p} is done' } }",
                             err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "for _, n in ipairs({ 'Ash', 'Elm' }) do g:new_card(n, 1, g:zone('hand', 1)) end "
            "for _, n in ipairs({ 'Oak', 'Yew' }) do g:new_card(n, 1, g:zone('deck', 1)) end", 1);
    CHECK(answer(g, "go") && is(eval(g, HEAP_OF_P1, 0), "\"Ash,Elm|Oak,Yew\""),
          "Elm then Ash stacked (top first); the cards drawn meanwhile stay in hand");
    CHECK(logged(g, "p1 stacks Elm") && logged(g, "p1 stacks Ash") && logged(g, "p1 is done"),
          "each card's steps, then the steps after the loop");
    arb_game_free(g);
    /* Elm's turn sends Ash away and back before Ash's turn: Ash was in the
     * hand when the loop began and is there at its turn, so it is taken
     * (as Star Realms' "play all" always did); Oak left for good. */
    g = with_steps("{ { each = 'hand' }, { move = 'card', to = 'heap' }, { call = function(g, p, c)"
                   "    if g:name(c) ~= 'Elm' then return end"
                   "    for _, x in ipairs(g:cards(g:zone('hand', p))) do"
                   "      if g:name(x) == 'Ash' then g:move(x, g:zone('deck', p)); g:move(x, g:zone('hand', p)) end"
                   "      if g:name(x) == 'Oak' then g:move(x, g:zone('deck', p)) end"
                   "    end end }, { again = true } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "for _, n in ipairs({ 'Ash', 'Oak', 'Elm' }) do g:new_card(n, 1, g:zone('hand', 1)) end", 1);
    CHECK(answer(g, "go") && is(eval(g, HEAP_OF_P1, 0), "\"Ash,Elm|\""),
          "a card that left and came back before its turn is taken; one that left is not");
    arb_game_free(g);
    /* A question inside the loop: a snapshot there keeps the loop's cards. */
    g = with_steps("{ { each = 'hand' }, { move = 'card', to = 'heap' }, { choose_number = 'how many?', most = 2 },"
                   "  { add = 'sum', by = 'arg' }, { again = true } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "for _, n in ipairs({ 'Ash', 'Oak', 'Elm' }) do g:new_card(n, 1, g:zone('hand', 1)) end", 1);
    CHECK(answer(g, "go") && answer(g, "2") && is(arb_decision_prompt(g), "how many?"), "the second card's question");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "1") && answer(g, "1") && is(eval(g, HEAP_OF_P1, 0), "\"Ash,Oak,Elm|\"")
          && is(eval(g, "return g:pget(1, 'sum')", 0), "4"), "three cards, 2 + 1 + 1");
    eval(g, "for _ = 1, 3 do g:new_card('Yew', 1, g:zone('hand', 1)) end", 1);
    CHECK(answer(g, "go") && is(arb_decision_prompt(g), "how many?"), "another loop begun (its own cards)");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && is(arb_decision_prompt(g), "how many?")
          && answer(g, "2") && answer(g, "2") && is(eval(g, HEAP_OF_P1, 0), "\"Ash,Oak,Elm|\"")
          && is(eval(g, "return g:pget(1, 'sum')", 0), "6"), "restored inside the loop: the same cards, 2 + 2 + 2");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* A stranger's steps that call themselves through Lua (a call step running
 * its own program) stop at the frames' bound with a clear error, and the
 * answer leaves no trace. */
static void steps_that_call_themselves_stop_with_an_error(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("(function() local F; F = steps{ { add = 'n', by = 1 },"
                             "  { call = function(g, p, c) F(g, p, c) end } } return F end)()", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    CHECK(arb_answer(g, 0) == ARB_ESCRIPT && strstr(arb_errmsg(g), "programs nested more than 64 deep")
          && strstr(arb_errmsg(g), "ruleset.lua"), "the error names the bound and the file");
    CHECK(is(eval(g, "return tostring(g:pget(1, 'n'))", 0), "\"nil\"") && arb_option_count(g) == 2,
          "nothing of the answer is left: the window as it was");
    arb_game_free(g);
}

/* auto = true: a choose step with exactly one card to offer takes it
 * without asking, as g:choose_in's auto does (Star Realms' discards at the
 * start of a turn); two cards are asked; an optional choose always asks,
 * for "none" is an answer too; in a loop each pick is judged anew. */
static void auto_takes_the_only_card_without_asking(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ { choose = 'hand', prompt = 'pick', auto = true }, { move = 'card', to = 'heap' },"
                             "  { log = '{p} stacks {card}' } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "go") && logged(g, "p1 stacks Ash") && is(eval(g, HEAP_OF_P1, 0), "\"Ash|\"")
          && arb_option_count(g) == 2 && is(arb_option_label(g, 0), "go"), "the one card taken, no question");
    eval(g, "g:new_card('Elm', 1, g:zone('hand', 1)); g:new_card('Oak', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "go") && is(arb_decision_prompt(g), "pick") && arb_option_count(g) == 2, "two cards: asked");
    arb_game_free(g);
    g = with_steps("{ { choose = 'hand', prompt = 'pick', auto = true, optional = true }, { move = 'card', to = 'heap' } }",
                   err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "go") && is(arb_decision_prompt(g), "pick") && arb_option_count(g) == 2,
          "optional: the card and none, asked");
    arb_game_free(g);
    g = with_steps("{ { choose = 'hand', prompt = 'pick {n}', up_to = 2, auto = true }, { move = 'card', to = 'heap' },"
                   "  { again = true }, { log = '{p} stacked {arg}' } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1)); g:new_card('Elm', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "go") && is(arb_decision_prompt(g), "pick 1") && answer(g, "Elm")
          && logged(g, "p1 stacked 2") && is(eval(g, HEAP_OF_P1, 0), "\"Ash,Elm|\""),
          "a loop: the first of two asked, the last card taken without asking");
    arb_game_free(g);
}

/* arg = "value": the steps after it take that value as their argument.
 * A condition on a loop's first step is the loop's: when it does not hold
 * as the loop begins the loop is skipped whole, and `again` does not ask
 * it again.  Together, "discard the cards you owe, one at a time" (Star
 * Realms' discards at the start of a turn) is steps: */
#define OWED "{ { arg = 'owed' }, { clear = 'owed' }," \
             "  { choose = 'hand', prompt = 'Discard a card ({n} of {arg})', up_to = 'arg', auto = true," \
             "    if_value = 'owed_then' }, { move = 'card', to = 'heap' }, { log = '{p} discards {card}' }," \
             "  { clear = 'owed_then' }, { again = true }, { log = '{p} discarded {arg}' } }"

static void arg_takes_a_value_and_a_loop_s_condition_is_asked_once(void)
{
    char err[2048] = "";
    arb_game *g = with_steps(OWED, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "for _, n in ipairs({ 'Ash', 'Elm', 'Oak' }) do g:new_card(n, 1, g:zone('hand', 1)) end "
            "g:pset(1, 'owed', 2); g:pset(1, 'owed_then', true)", 1);
    CHECK(answer(g, "go") && is(arb_decision_prompt(g), "Discard a card (1 of 2)") && arb_option_count(g) == 3
          && is(eval(g, "return tostring(g:pget(1, 'owed'))", 0), "\"nil\""), "the first of two, the debt cleared");
    CHECK(answer(g, "Oak") && is(arb_decision_prompt(g), "Discard a card (2 of 2)"),
          "the second: the loop's condition (cleared inside it) not asked again");
    CHECK(answer(g, "Ash") && logged(g, "p1 discards Oak") && logged(g, "p1 discards Ash")
          && logged(g, "p1 discarded 2"), "two discarded, and the steps after take how many");
    arb_game_free(g);
    g = with_steps(OWED, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1)); g:pset(1, 'owed', 2)", 1);
    CHECK(answer(g, "go") && !logged(g, "p1 discards Ash") && logged(g, "p1 discarded 2")
          && arb_option_count(g) == 2 && is(arb_option_label(g, 0), "go"),
          "the loop's condition fails as it begins: skipped whole, the argument unchanged");
    eval(g, "g:pset(1, 'owed', 3); g:pset(1, 'owed_then', true)", 1);
    CHECK(answer(g, "go") && logged(g, "p1 discards Ash") && logged(g, "p1 discarded 1"),
          "one card for three owed: taken without asking (auto), then none is left");
    eval(g, "g:pset(1, 'owed_then', true)", 1);
    CHECK(answer(g, "go") && logged(g, "p1 discarded 0"), "nothing owed: an argument of 0, nothing asked");
    arb_game_free(g);
    CHECK(refused("{ { arg = 'owed', scope = 'team' } }", "scope must be"), "an arg's scope is a set's");
    /* An each loop's condition too: skipped whole while it fails. */
    g = with_steps("{ { each = 'hand', if_value = 'stack' }, { move = 'card', to = 'heap' }, { again = true },"
                   "  { log = '{p} is done' } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1)); g:new_card('Elm', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "go") && logged(g, "p1 is done") && is(eval(g, HEAP_OF_P1, 0), "\"|Elm,Ash\""),
          "no stack: the each loop skipped, the step after it run");
    eval(g, "g:pset(1, 'stack', true)", 1);
    CHECK(answer(g, "go") && is(eval(g, HEAP_OF_P1, 0), "\"Ash,Elm|\""), "stack: every card moved");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    up_to_two_cards_are_picked_one_at_a_time();
    enough_ends_the_loop_and_an_empty_hand_asks_nothing();
    an_edit_and_a_snapshot_inside_the_loop();
    a_question_is_worded_when_read();
    each_takes_the_cards_the_zone_held_when_it_began();
    steps_that_call_themselves_stop_with_an_error();
    a_stranger_s_loops_are_refused_at_load();
    auto_takes_the_only_card_without_asking();
    arg_takes_a_value_and_a_loop_s_condition_is_asked_once();
    scratch_remove(&dir);
    return check_done();
}
