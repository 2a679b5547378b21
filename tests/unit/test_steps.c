/*
 * test_steps.c -- rules declared as kernel steps (kernel/lua/steps.c): the
 * fixture tests/fixtures/steps plays a card and ends its turn by steps, and
 * each step's effect is read back as a person would (zones, values, log).
 * (What is refused at load, and steps that fail: test_stepfaults.c.)
 */
#include "arbiter.h"
#include "check.h"
#include "stepgames.h"
#include "logtext.h"
#include <stdio.h>
#include <string.h>


/* A query's helper: names(zone), the names of its cards, top first, joined by commas. */
#define NAMES "local function names(z) local t = {} for _, c in ipairs(g:cards(z)) do t[#t+1] = g:name(c) end " \
              "return table.concat(t, ',') end "
static const char *SHOW =
    NAMES
    "return names(g:zone('gems', 1)) .. '|' .. names(g:zone('rocks', 1)) .. '|' .. names(g:zone('hand', 1)) "
    ".. '|' .. tostring(g:pget(1, 'played_red')) .. ',' .. tostring(g:pget(1, 'seen.Ruby')) "
    ".. ',' .. tostring(g:pget(1, 'sparkle')) .. ',' .. tostring(g:pget(1, 'heard')) .. ',' .. tostring(g:gget('last'))";

static void a_play_moves_counts_tells_and_shines(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, DEAL, 1);
    CHECK(answer(g, "play Rock"), "the Rock is played");
    CHECK(is(eval(g, SHOW, 0), "\"|Rock|Pebble,Ruby|nil,nil,nil,1,play\""),
          "a rock goes to rocks by its kind, hears its own play, shines nothing");
    CHECK(answer(g, "play Ruby"), "the Ruby is played");
    CHECK(is(eval(g, SHOW, 0), "\"Ruby|Rock|Pebble|1,2,3,2,play\""),
          "a gem goes to gems, counts its colour and its name (by 2), shines 3, the Rock hears it");
    CHECK(logged(g, "p1 plays Ruby"), "the play is logged with the player and the card");
    CHECK(answer(g, "play Pebble"), "a card with no colour is played");
    CHECK(is(eval(g, "return tostring(g:pget(1, 'played_nil'))", 0), "\"nil\""),
          "a value named from a missing field is no step at all");
    arb_game_free(g);
}

static void a_phase_of_steps_cleans_up_draws_and_expires(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, DEAL, 1);
    eval(g, "g:new_card('Rock', 1, g:zone('deck', 1))", 1);
    CHECK(answer(g, "play Ruby") && answer(g, "end turn"), "a play, then the turn ends (a close step)");
    CHECK(is(eval(g, "return g:size(g:zone('hand', 1)) .. ',' .. g:size(g:zone('deck', 1)) .. ','"
                     " .. g:size(g:zone('discard', 1)) .. ',' .. tostring(g:pget(1, 'played_red'))"
                     " .. ',' .. tostring(g:pget(1, 'seen.Ruby'))", 0), "\"2,2,0,nil,2\""),
          "all 3 cards to the discard pile; the deck's 1 drawn, then the pile shuffled in as the "
          "deck and 1 more drawn; the turn's values dropped, the others kept");
    CHECK(logged(g, "p1 shuffles") && logged(g, "p1 draws 2 cards"), "the draw logs its refill and its cards");
    arb_game_free(g);
}

static void a_card_s_verbs_are_steps_for_its_player_and_card(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Opal', 1, g:zone('hand', 1)); g:new_card('Rock', 1, g:zone('deck', 1))", 1);
    CHECK(answer(g, "play Opal"), "the Opal is played: its shine uses the verbs");
    CHECK(is(eval(g, "return g:pget(1, 'glow') .. ',' .. g:size(g:zone('hand', 1))", 0), "\"2,1\""),
          "glow adds its argument for the context's player; pull draws 1 card");
    CHECK(logged(g, "p1 glows 2 (now 2) with Opal") && logged(g, "p1 pulls 1 card"),
          "the log names the argument, the value after the add and the card");
    int glows = 0;
    for (int i = 0; i < arb_log_count(g); i++) glows += strstr(arb_log_line(g, i), "glows") != NULL;
    CHECK(glows == 1, "glow(0) adds nothing and logs nothing (unless_zero)");
    CHECK(strstr(eval(g, "local c = g:cards(g:zone('gems', 1))[1] "
                         "return g:use(c, 1, function(x) x:glow(5) end)", 0), "error") != NULL
          && is(eval(g, "return g:pget(1, 'glow')", 0), "2"),
          "a query cannot use a verb, and leaves no trace");
    CHECK(strstr(eval(g, "return verb{ { log = 'x' } }", 1), "while the game loads") != NULL,
          "verbs are declared while the game loads, never after");
    arb_game_free(g);
}

/* An abilities family's steps: `ability = true` is the one the option
 * names, `slot =` limits a step to one ability's options, and `borrow`
 * uses the definition a card value names, read when the steps begin: the
 * crack's call ends the mimicry and asks a choice before the ability, which
 * stays Onyx's. */
static void an_ability_use_runs_the_named_ability_of_the_borrowed_definition(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Quartz', 1, g:zone('gems', 1)); g:new_card('Quartz', 1, g:zone('gems', 1))", 1);
    CHECK(answer(g, "crack Quartz") && answer(g, "hard"), "a Quartz is cracked, hard");
    CHECK(is(eval(g, "return g:pget(1, 'shards') .. ',' .. g:size(g:zone('discard', 1))", 0), "\"2,1\""),
          "its own crack gives 2 shards; the crack's call put it in the discard pile");
    CHECK(logged(g, "p1 cracks Quartz"), "the crack's log line, and no other ability's");
    for (int i = 0; i < arb_log_count(g); i++) CHECK(!strstr(arb_log_line(g, i), "shines"), "no shine logged");
    eval(g, "g:cset(g:cards(g:zone('gems', 1))[1], 'mimic', 'Onyx')", 1);
    CHECK(answer(g, "crack Quartz") && answer(g, "soft"), "the Quartz that mimics Onyx is cracked, softly");
    CHECK(is(eval(g, "return g:pget(1, 'shards')", 0), "7"),
          "Onyx's crack (5), though the call ended the mimicry and waited on a choice before it");
    eval(g, "local c = g:new_card('Quartz', 1, g:zone('gems', 1)) g:cset(c, 'mimic', 'Ruby')", 1);
    CHECK(answer(g, "shine Quartz"), "a Quartz mimicking Ruby has Ruby's shine");
    CHECK(is(eval(g, "return g:pget(1, 'sparkle')", 0), "3") && logged(g, "p1 shines Quartz"),
          "Ruby's shine runs; the log names the card itself");
    arb_game_free(g);
}

/* Abilities written as verbs (kernel/lua/dabilities.c): Amber's shine is
 * { glow = 3 }, its crack { { glow = 1 }, { pull = 1 } }; the kernel runs
 * them for the player and the card with no Lua, and g:use runs them too. */
static void an_ability_written_as_verbs_runs_them_in_order_for_its_player(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Amber', 1, g:zone('hand', 1)); g:new_card('Rock', 1, g:zone('deck', 1))", 1);
    CHECK(answer(g, "play Amber") && is(eval(g, "return g:pget(1, 'glow')", 0), "3")
          && logged(g, "p1 glows 3 (now 3) with Amber"), "playing it shines: glow 3, logged with the card");
    CHECK(answer(g, "crack Amber") && answer(g, "hard"), "it is cracked (the crack's call asks how)");
    CHECK(is(eval(g, "return g:pget(1, 'glow') .. ',' .. g:size(g:zone('hand', 1))", 0), "\"4,1\"")
          && logged(g, "p1 pulls 1 card"), "glow 1, then pull 1: the verbs in their order");
    eval(g, "g:new_card('Amber', 2, g:zone('gems', 2))", 1);
    CHECK(is(eval(g, "local c = g:cards(g:zone('gems', 2))[1] g:use(c, nil, g:def(c).shine) "
                     "return g:pget(2, 'glow')", 1), "3"),
          "g:use runs one from Lua, for the card's controller when no player is named");
    uint64_t before = arb_state_hash(g);
    CHECK(strstr(eval(g, "local c = g:cards(g:zone('gems', 2))[1] return g:use(c, 2, g:def(c).shine)", 0),
                 "error") != NULL && arb_state_hash(g) == before,
          "a query cannot run its verbs, and leaves no trace");
    CHECK(strstr(eval(g, "local c = g:cards(g:zone('gems', 2))[1] return g:use(c, 2, { glow = 1 })", 1),
                 "a function, or a card's verb list") != NULL,
          "a table that is no card's ability is refused");
    arb_game_free(g);
}



/* A verb's step may add to the pool of the player p's value names
 * (holder: a team's shared pool), and run only for some arguments: Jade's
 * { share = 2 } is data, since the Lua step runs only for a loss. */
static void a_verb_adds_to_a_holder_s_pool_and_runs_lua_only_for_its_arguments(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'partner', 2); g:new_card('Jade', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "play Jade") && is(eval(g, "return tostring(g:pget(1, 'shared')) .. ',' "
                                               ".. tostring(g:pget(2, 'shared'))", 0), "\"nil,2\"")
          && logged(g, "p1 shares 2 (now 2)"), "Jade's share goes to p1's partner's pool, logged for p1");
    CHECK(is(eval(g, "local c = g:cards(g:zone('gems', 1))[1] g:use(c, 2, function(x) x:share(-1) end) "
                     "return g:pget(2, 'shared') .. ',' .. g:pget(2, 'lost')", 1), "\"1,-1\""),
          "p2 has no partner: its own pool; a loss runs the verb's Lua step, with the argument");
    CHECK(is(eval(g, "return tostring(g:pget(1, 'lost'))", 0), "\"nil\""), "a gain never ran it");
    arb_game_free(g);
}


static void every_state_interns_a_card_s_event_names_in_one_order(void)
{
    static const char *Q = "local t = {} for _, k in ipairs({ 'zz_a', 'zz_c', 'zz_f', 'zz_h', 'zz_j', 'zz_l' }) "
                           "do t[#t + 1] = g:key(k) end return table.concat(t, ',')";
    char first[128] = "";
    int same = 1;
    for (int k = 0; k < 8; k++) {                 /* each game a new Lua state, a new string seed */
        arb_game *g = start(0);
        if (!g) { CHECK(0, "the fixture starts"); return; }
        const char *ids = eval(g, Q, 0);
        if (k == 0) snprintf(first, sizeof first, "%s", ids);
        else if (strcmp(first, ids)) { same = 0; printf("  game 1: %s\n  game %d: %s\n", first, k + 1, ids); }
        arb_game_free(g);
    }
    CHECK(same, "the names a card's `on` lists get the same ids in every game (a clone's hash depends on it)");
}

static const char *TURN = "return g:active() .. ',' .. g:turn() .. ',' .. tostring(g:pget(1, 'woken'))"
    " .. ',' .. tostring(g:pget(2, 'woken'))";

static void the_next_seat_skips_a_player_out_and_a_call_runs_while_its_value_is_set(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(eval(g, TURN, 0), "\"1,1,nil,nil\""), "p1's first turn; nobody is sleepy");
    eval(g, "g:pset(2, 'sleepy', true)", 1);
    CHECK(answer(g, "end turn") && is(eval(g, TURN, 0), "\"2,2,nil,1\""),
          "the next seat's turn; p2 is sleepy, so the call step runs for p2");
    eval(g, "g:pset(2, 'out', true)", 1);
    CHECK(answer(g, "end turn") && is(eval(g, TURN, 0), "\"1,3,nil,1\""), "back to p1, who is not sleepy");
    CHECK(answer(g, "end turn") && is(eval(g, TURN, 0), "\"1,4,nil,1\""),
          "p2 is out: p1 plays again (no other seat)");
    arb_game_free(g);
}


static void a_quiet_game_plays_the_same(void)
{
    arb_game *loud = start(0), *quiet = start(1);
    if (!loud || !quiet) { CHECK(0, "the fixture starts"); return; }
    eval(loud, DEAL, 1);
    eval(quiet, DEAL, 1);
    CHECK(answer(loud, "play Ruby") && answer(quiet, "play Ruby"), "both play");
    CHECK(arb_state_hash(loud) == arb_state_hash(quiet), "a simulation (no log) reaches the same state");
    CHECK(arb_log_count(quiet) == 0 || !logged(quiet, "p1 plays Ruby"), "and writes no log");
    arb_game_free(loud);
    arb_game_free(quiet);
}

static const char *GLOW_HEAP =
    NAMES
    "return tostring(g:pget(1, 'glow')) .. '|' .. names(g:zone('heap', 0)) .. '|' .. names(g:zone('hand', 1))";

/* Whether the game waits on Garnet's pick: the play's ability step (the
 * 7th), and above it the pick verb's choose step, waiting on a card. */
static int waits_on_pick(arb_game *g)
{
    arb_frame_info f[4];
    int n = arb_flow_frames(g, f, 4);
    if (n == 2 && !strcmp(f[0].step, "ability") && f[0].index == 7 && !f[0].waits && f[0].player == 1
        && !strcmp(f[1].step, "choose") && f[1].index == 1 && f[1].waits && !strcmp(f[1].waits, "card")
        && f[1].card == f[0].card && arb_flow(g) == ARB_FLOW_UNIT)
        return 1;
    printf("  %d frames:", n);
    for (int i = 0; i < n && i < 4; i++) printf(" [%s %d p%d card %d %s]", f[i].step, f[i].index, f[i].player, f[i].card, f[i].waits ? f[i].waits : "-");
    printf("\n");
    return 0;
}

/* An ability written as data may use a verb that asks (pick: a choose
 * step): it runs inside the unit, the verbs before it first; the steps
 * after the choice act on the card picked; "none" ends that verb only. */
static void a_verb_that_asks_waits_for_its_card_inside_an_ability_written_as_data(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "for _, n in ipairs({ 'Garnet', 'Rock', 'Pebble' }) do g:new_card(n, 1, g:zone('hand', 1)) end "
            "g:new_card('Opal', 0, g:zone('row', 0))", 1);
    CHECK(answer(g, "play Garnet") && is(arb_decision_prompt(g), "Garnet: pick a card for the heap")
          && is(arb_decision_reason(g), "Garnet lets you"), "the choice, worded for the ability's card");
    CHECK(arb_option_count(g) == 4 && is(arb_option_label(g, 0), "Pebble (hand)")
          && is(arb_option_label(g, 2), "Opal (row)") && is(arb_option_label(g, 3), "keep them"),
          "the cards of p's hand, then of the shared row, then none");
    CHECK(is(eval(g, GLOW_HEAP, 0), "\"1||Pebble,Rock\""), "the verb before the choice ran");
    CHECK(eval(g, "g:move(g:cards(g:zone('hand', 1))[1], g:zone('discard', 1))", 1)
          && arb_option_count(g) == 3 && is(arb_option_label(g, 0), "Rock (hand)"),
          "an edit while it waits: the same question, the cards as they are now");
    CHECK(waits_on_pick(g), "the kernel's steps wait on the pick as frames: the play's ability step, the verb's choose");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "Opal (row)") && is(eval(g, GLOW_HEAP, 0), "\"3|Opal|Rock\"") && logged(g, "p1 heaps Opal"),
          "the card picked is heaped, then the verb after it runs");
    CHECK(arb_flow_frames(g, NULL, 0) == 0, "at the window again, no frames");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && waits_on_pick(g),
          "restored at the choice, the frames are back as they were: a copy, nothing re-run");
    CHECK(arb_option_count(g) == 3 && answer(g, "keep them") && is(eval(g, GLOW_HEAP, 0), "\"3||Rock\""),
          "restored at the choice: none ends the pick, and the ability goes on");
    arb_snapshot_free(s);
    CHECK(answer(g, "shine again") && is(arb_decision_prompt(g), "Garnet: pick a card for the heap")
          && answer(g, "Rock (hand)") && is(eval(g, GLOW_HEAP, 0), "\"6|Rock|\""),
          "from Lua (g:use with the card's verbs) the same, inside the unit");
    CHECK(answer(g, "shine again") && arb_option_count(g) == 2 && answer(g, "Opal (row)")
          && is(eval(g, GLOW_HEAP, 0), "\"9|Opal,Rock|\""), "the row's card, once the hand is empty");
    CHECK(answer(g, "shine again") && is(eval(g, GLOW_HEAP, 0), "\"12|Opal,Rock|\"")
          && is(arb_decision_prompt(g), "main: choose an action"),
          "no card to pick: nothing is asked, and the verbs around it run");
    arb_game_free(g);
}

/* An ability written as data may offer a choice among verbs: the kernel
 * asks "Card: choose one" inside the unit, the verbs before it done. */
static void a_choice_among_verbs_is_asked_by_the_kernel(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Topaz', 1, g:zone('hand', 1)) g:new_card('Rock', 1, g:zone('deck', 1))", 1);
    CHECK(answer(g, "play Topaz") && is(arb_decision_prompt(g), "Topaz: choose one")
          && is(arb_decision_reason(g), "the ability offers a choice; take exactly one")
          && arb_option_count(g) == 2 && is(arb_option_label(g, 0), "glow 3 more")
          && is(arb_option_label(g, 1), "pull a card"), "the branches' labels, in order");
    CHECK(is(eval(g, "return g:pget(1, 'glow')", 0), "1"), "the verb before the choice ran");
    CHECK(eval(g, "g:pset(1, 'edited', true)", 1) && arb_option_count(g) == 2
          && is(arb_decision_prompt(g), "Topaz: choose one"), "an edit: the same choice again");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "glow 3 more") && is(eval(g, "return g:pget(1, 'glow')", 0), "4"), "the branch picked runs");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && answer(g, "pull a card")
          && is(eval(g, "return g:pget(1, 'glow') .. ',' .. g:size(g:zone('hand', 1))", 0), "\"1,1\""),
          "restored at the choice, the other branch");
    arb_snapshot_free(s);
    CHECK(answer(g, "shine again") && is(arb_decision_prompt(g), "Topaz: choose one") && answer(g, "glow 3 more")
          && is(eval(g, "return g:pget(1, 'glow')", 0), "5"), "from Lua (g:use), the same choice");
    arb_game_free(g);
    CHECK(card_refused("{ choose = { { glow = 1 } } }", "starts with its label"), "a branch with no label");
    CHECK(card_refused("{ choose = { { 'a', glow = 1, dip = 1 } } }", "runs one verb"), "a branch of two verbs");
    char err[2048] = "";
    g = with_card("{ choose = { { 'a', shout = 1 } } }", err, sizeof err);
    CHECK(g != NULL, "a branch whose verb calls Lua loads (it runs as the kernel's frames: unit.steploops)");
    arb_game_free(g);
    CHECK(card_refused("{ choose = 3 }", "choose = { { \"label\", verb = n }"), "a choice of no branches");
}

/* choose_number: p picks a number below the full amount (less = 1); the
 * steps after it spend that number; an edit asks again; a snapshot at the
 * question restores it; with one number possible (auto) nobody is asked. */
static void a_partial_zap_asks_how_much(arb_game *g)
{
    CHECK(is(arb_decision_prompt(g), "Zap p2 for how much?") && arb_option_count(g) == 2
          && is(arb_option_label(g, 0), "1") && is(arb_option_label(g, 1), "2"),
          "choose_number: from 1 to the full amount less 1");
    CHECK(eval(g, "g:pset(1, 'edited', true)", 1) && arb_option_count(g) == 2
          && is(arb_decision_prompt(g), "Zap p2 for how much?"), "an edit: the same question again");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "2") && is(eval(g, "return g:pget(1, 'spark') .. ',' .. g:pget(2, 'life')", 0), "\"3,1\"")
          && logged(g, "p1 zaps p2 for 2") && logged(g, "p2 has 1 life left"),
          "the steps after it spend the number chosen");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && answer(g, "1")
          && is(eval(g, "return g:pget(1, 'spark') .. ',' .. g:pget(2, 'life')", 0), "\"4,2\""),
          "restored at the question, another number");
    arb_snapshot_free(s);
    CHECK(answer(g, "part-zap p2") && is(eval(g, "return g:pget(1, 'spark') .. ',' .. g:pget(2, 'life')", 0), "\"3,1\"")
          && logged(g, "p1 zaps p2 for 1"), "one number possible (life 2: a full zap is 2): taken, not asked");
}

/* A targets family's run may be steps: they act on the target (its card,
 * {q} its player, on = "target" its values) for the amount the kernel
 * offered, and Lua told the target does the rest. */
static void a_targets_option_runs_steps_on_its_target(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'spark', 5) g:pset(2, 'life', 3) g:new_card('Ruby', 2, g:zone('gems', 2))", 1);
    CHECK(answer(g, "part-zap p2") && is(eval(g, "return g:pget(1, 'zapped')", 0), "\"p2 part 3\""),
          "Lua told of a partial zap hears the target player and the full amount");
    a_partial_zap_asks_how_much(g);
    eval(g, "g:pset(1, 'spark', 5) g:pset(2, 'life', 3)", 1);
    CHECK(answer(g, "zap Ruby") && is(eval(g, "return g:pget(1, 'zapped')", 0), "\"gem Ruby 4\""),
          "a zap on a card is Lua's, told the card and the amount: what the card needs");
    CHECK(answer(g, "zap p2") && is(eval(g, "return g:pget(1, 'spark') .. ',' .. g:pget(2, 'life') .. ','"
                                            " .. tostring(g:pget(2, 'fallen'))", 0), "\"2,0,true\"")
          && logged(g, "p1 zaps p2 for 3") && logged(g, "p2 has 0 life left"),
          "a full zap spends what the target needs, from p's pool and the target's life; under 1 it falls");
    arb_game_free(g);
}

/* How many log lines are `line`. */
static int lines_of(arb_game *g, const char *line)
{
    int n = 0;
    for (int i = 0; i < arb_log_count(g); i++) n += !strcmp(arb_log_line(g, i), line);
    return n;
}

static const char *MARKET =
    "g:new_card('Opal', 0, g:zone('row', 0)) "
    "for _, n in ipairs({ 'Pebble', 'Jade', 'Amber', 'Ruby' }) do g:new_card(n, 0, g:zone('stock', 0)) end";
static const char *STALLS =
    NAMES
    "return names(g:zone('row', 0)) .. '|' .. names(g:zone('stock', 0)) .. '|' .. names(g:zone('hand', 1)) "
    ".. '|' .. names(g:zone('heap', 0)) .. '|' .. names(g:zone('discard', 1)) .. '|' .. tostring(g:pget(1, 'tossed'))";

/* The market's answers, in order, for a game people play and a simulation alike. */
static int trade(arb_game *g, int upto)
{
    static const char *seq[] = { "grab Opal (row)", "toss Ruby (row)", "toss Opal", "grab Jade (row)",
                                 "grab Amber (row)", "grab Pebble (row)", "toss Pebble" };
    for (int i = 0; i < upto; i++) if (!answer(g, seq[i])) return 0;
    return 1;
}

static void a_market_restocks_upto_its_size_and_says_once_when_its_stock_is_out(void)
{
    arb_game *g = start(0), *quiet = start(1);
    if (!g || !quiet) { CHECK(0, "the fixture starts"); return; }
    eval(g, MARKET, 1);
    eval(quiet, MARKET, 1);
    CHECK(trade(g, 1) && is(eval(g, STALLS, 0), "\"Amber,Ruby|Jade,Pebble|Opal|||nil\""),
          "a grab takes the card into the hand; the empty row is restocked to two, top card first");
    CHECK(logged(g, "Ruby restocks the row") && logged(g, "Amber restocks the row"), "one line per card");
    CHECK(is(eval(g, "return g:owner(g:cards(g:zone('hand', 1))[1])", 0), "1"), "the grabbed card is p1's");
    eval(g, "g:cset(g:cards(g:zone('hand', 1))[1], 'mimic', 'Ruby')", 1);
    CHECK(answer(g, "toss Ruby (row)") && is(eval(g, STALLS, 0), "\"Jade,Amber|Pebble|Opal|Ruby||nil\""),
          "a coloured card tossed from the row goes to the heap, uncounted, and the gap is restocked");
    CHECK(answer(g, "toss Opal") && is(eval(g, STALLS, 0), "\"Jade,Amber|Pebble||Opal,Ruby||1\""),
          "a toss from the hand counts; the full row takes nothing");
    CHECK(is(eval(g, "local c = g:cards(g:zone('heap', 0))[1] return g:owner(c) .. ',' .. tostring(g:cget(c, 'mimic'))", 0),
             "\"0,nil\""), "a tossed card is nobody's, and its mimicry is over");
    CHECK(answer(g, "grab Jade (row)") && answer(g, "grab Amber (row)") && answer(g, "grab Pebble (row)"),
          "the row is bought out");
    CHECK(lines_of(g, "the stock is out") == 1 && is(eval(g, "return g:gget('stock_out')", 0), "true"),
          "the stock running out is said once, and the game remembers it");
    CHECK(answer(g, "toss Pebble") && is(eval(g, STALLS, 0), "\"||Amber,Jade|Opal,Ruby|Pebble|2\""),
          "a colourless card tossed goes to the discard pile");
    CHECK(trade(quiet, 7) && arb_state_hash(quiet) == arb_state_hash(g),
          "a simulation, which logs nothing, reaches the same state (the stock's note too)");
    arb_game_free(g);
    arb_game_free(quiet);
}






/* Steps the kernel does in C hand over to the unit at the first one that
 * needs Lua: a call that asks a choice waits on it, and the steps after it
 * go on in Lua with what the C ones left ({v}: the last add's value). */
static void c_steps_hand_over_to_the_unit_at_a_step_that_asks(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ label = 'go', run = { { add = 'n', by = 5 }, "
                             "{ call = function(g, p) g:pset(p, 'pick', g:choose(p, 'pick', { 'a', 'b' })) end }, "
                             "{ log = 'n is {v}' }, { add = 'n', by = 2 } } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    CHECK(arb_answer(g, 0) == ARB_OK && arb_option_count(g) == 2 && !strcmp(arb_option_label(g, 1), "b"),
          "the call's choice is pending after the add done in C");
    CHECK(is(eval(g, "return g:pget(1, 'n')", 0), "5"), "the first add is done, the second waits");
    CHECK(arb_answer(g, 1) == ARB_OK && is(eval(g, "return g:pget(1, 'n'), g:pget(1, 'pick')", 0), "7, \"b\""),
          "the answer goes to the call, then the steps after it run");
    CHECK(logged(g, "n is 5"), "{v} is the value the add done in C left");
    arb_game_free(g);
}


/* A log step's text: its fields filled in for the actor, a "{" that opens
 * no field kept as written, and a line past 511 bytes cut there. */
static void a_log_step_fills_its_fields_keeps_other_braces_and_cuts_long_lines(void)
{
    char err[2048] = "", family[1200], tail[700];
    memset(tail, 'y', 600);
    tail[600] = 0;
    snprintf(family, sizeof family, "{ label = 'log', run = { { add = 'n', by = 3 }, "
             "{ log = '{p} has {v} {x} {p' }, { log = '{v}-%s' } } }", tail);
    arb_game *g = with_steps(family, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    CHECK(arb_answer(g, 0) == ARB_OK && logged(g, "p1 has 3 {x} {p"),
          "{p} and {v} are filled in; {x} and a lone {p are kept as written");
    const char *last = arb_log_line(g, arb_log_count(g) - 1);
    CHECK(last && strlen(last) == 511 && !strncmp(last, "3-yyy", 5) && last[510] == 'y',
          "a line past 511 bytes is cut at 511");
    arb_game_free(g);
}


/* The floor fixture as steps (tests/fixtures/floor, game floor-steps): each
 * answer adds 1 to n, and { win = ..., if_at_least = { n = 1000 } } ends
 * the game at the 1,000th answer, not before. */
static void a_win_step_ends_the_game_once_the_value_reaches_its_threshold(void)
{
    char dir[1100], err[2048] = "";
    snprintf(dir, sizeof dir, "%s/tests/fixtures/floor", root);
    arb_game *g = arb_game_new(&(arb_config){ .root = dir, .game = "floor-steps", .seed = 3 }, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the floor-steps fixture loads"); return; }
    int k = 0;
    while (!arb_over(g) && k < 2000 && arb_answer(g, k % 10) == ARB_OK) k++;
    CHECK(k == 1000 && is(eval(g, "return g:pget(1, 'n')", 0), "1000"), "the 1,000th answer ends it: the steps before 1,000 did not win");
    CHECK(arb_winners(g) == 1u, "the player whose value reached it wins");
    arb_game_free(g);
}

/* A call that ends the game (g:finish) ends its steps too: nothing runs
 * after the end, in C or in Lua, nor in the verb that called it. */
static void no_step_runs_after_a_call_ends_the_game(void)
{
    char err[2048] = "";
    arb_game *g = with_steps("{ label = 'go', run = { { add = 'n', by = 1 }, "
                             "{ call = function(g, p) g:finish({ p }, 'done') end }, "
                             "{ add = 'n', by = 10 }, { log = 'after the end' }, "
                             "{ call = function(g, p) g:pset(p, 'late', true) end } } }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    CHECK(arb_answer(g, 0) == ARB_OK && arb_over(g) && arb_winners(g) == 1u, "the call ends the game, p1 the winner");
    CHECK(is(eval(g, "return g:pget(1, 'n'), g:pget(1, 'late')", 0), "1, nil") && !logged(g, "after the end"),
          "the add before it is done; the add, the log and the call after it are not");
    arb_game_free(g);
}

static void an_add_by_a_field_and_steps_while_any_card_has_one(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, DEAL, 1);
    static const char *LUSTER =
        "local t = {} for _, c in ipairs(g:cards(g:zone('hand', 1))) do t[#t+1] = g:name(c) .. '=' .. tostring(g:cget(c, 'luster')) end "
        "return table.concat(t, ',')";
    CHECK(answer(g, "polish Ruby") && is(eval(g, LUSTER, 0), "\"Pebble=nil,Rock=nil,Ruby=4\"")
          && logged(g, "p1 polishes Ruby alone"),
          "by = \"hard\": the Ruby's hardness, 4; nothing coloured in play: alone (unless_any)");
    CHECK(answer(g, "polish Rock") && is(eval(g, LUSTER, 0), "\"Pebble=nil,Rock=nil,Ruby=4\""),
          "the Rock has no hardness: unless_zero makes no value of 0");
    CHECK(answer(g, "play Pebble") && answer(g, "polish Ruby") && logged(g, "p1 polishes Ruby alone")
          && !logged(g, "p1 polishes Ruby beside a coloured stone"), "a Pebble in the rocks has no colour: still alone");
    CHECK(answer(g, "play Rock") && answer(g, "polish Ruby") && logged(g, "p1 polishes Ruby beside a coloured stone")
          && is(eval(g, LUSTER, 0), "\"Ruby=12\""),
          "the grey Rock in the rocks: beside a coloured stone (if_any); 4 more luster each time");
    arb_game_free(g);
}

/* if_cards = { zone = n }: a step runs only while the player's zone holds
 * at least n cards (Star Realms' Embassy Yacht: "if you have two or more
 * bases in play, draw two cards"); a stranger's wrong one is refused. */
static void a_step_runs_while_a_zone_holds_enough_cards(void)
{
    char err[2048] = "";
    static const char RULESET[] =
        "return ruleset { name = 'count', setup = function(g) g:new_zone('hand', 1); g:set_active(1) end,\n"
        "  turn = { { name = 'main', window = { options = { { label = 'count', run = {\n"
        "    { log = '{p} holds two', if_cards = { hand = 2 } }, { add = 'n', by = 1, if_cards = { deck = 1 } } } },\n"
        "    { label = 'end turn', run = function() return true end } } } } } }\n";
    arb_game *g = scratch_new(&dir, "count", RULESET, (const char *const[]){ "Ash", "Elm", NULL }, 1, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "count") && !logged(g, "p1 holds two"), "one card in hand: not two");
    eval(g, "g:new_card('Elm', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "count") && logged(g, "p1 holds two") && is(eval(g, "return g:pget(1, 'n')", 0), "nil"),
          "two cards: the log runs; no zone deck of p1's: its add does not");
    arb_game_free(g);
    CHECK(refused("{ label = 'x', run = { { log = 'a', if_cards = { hand = 'two' } } } }", "if_cards = { zone = n } (an integer)"),
          "a count that is no integer");
    CHECK(refused("{ label = 'x', run = { { log = 'a', if_cards = { hand = 1, deck = 2 } } } }", "(one zone)"),
          "two zones");
}

/* every_player = true: a move_all or a draw for each player, p1 first, in
 * that player's own zones, {p} in its lines being that player. */
static void a_pile_step_for_every_player(void)
{
    char err[2048] = "";
    static const char RULESET[] =
        "return ruleset { name = 'every', players = { min = 3, max = 3, default = 3 },\n"
        "  setup = function(g) for p = 1, 3 do g:new_zone('hand', p); g:new_zone('deck', p); g:new_zone('discard', p) end\n"
        "    g:set_active(2) end,\n"
        "  turn = { { name = 'main', window = { options = { { label = 'renew', run = {\n"
        "    { move_all = 'hand', to = 'discard', every_player = true },\n"
        "    { draw = 'deck', to = 'hand', n = 2, every_player = true, log_drawn = '{p} draws {n}' } } },\n"
        "    { label = 'end turn', run = function() return true end } } } } } }\n";
    arb_game *g = scratch_new(&dir, "every", RULESET, (const char *const[]){ "Ash", NULL }, 3, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "for p = 1, 3 do g:new_card('Ash', p, g:zone('hand', p))\n"
            "  for _ = 1, p do g:new_card('Ash', p, g:zone('deck', p)) end end", 1);
    int first = arb_log_count(g);
    CHECK(answer(g, "renew"), "renew");
    CHECK(is(eval(g, "local t = {} for p = 1, 3 do t[p] = g:size(g:zone('discard', p)) .. '/' .. "
                     "g:size(g:zone('hand', p)) end return table.concat(t, ' ')", 0), "\"1/1 1/2 1/2\""),
          "every hand went to its own discard pile; each drew from its own deck, what it held");
    CHECK(is(log_since(g, first), "p1 draws 1 | p2 draws 2 | p3 draws 2"), "p1 first, each line its player's");
    arb_game_free(g);
    CHECK(refused("{ label = 'x', run = { { set = 'n', value = 1, every_player = true } } }",
                  "every_player = true goes with a move_all or a draw"),
          "every_player on another step is refused at load");
}

/* fill = "grid", from = "pile": the empty places of a grid, row by row,
 * each get the pile's top card (Transformers' Matrix refill, EOT.2); the
 * steps after it take how many it placed, -1 when the pile ran out first
 * (a deck-out: the places it could fill are filled, nothing is logged). */
static void a_grid_s_empty_places_are_filled_from_a_pile(void)
{
    char err[2048] = "";
    static const char RULESET[] =
        "return ruleset { name = 'fill', setup = function(g) g:new_zone('board', 0, { rows = 2, cols = 2 })\n"
        "    g:new_zone('deck', 1, { vis = 'hidden' }); g:new_zone('bag', 1); g:set_active(1) end,\n"
        "  turn = { { name = 'main', window = { options = { { label = 'refill', run = {\n"
        "    { fill = 'board', from = 'deck', log_drawn = 'the board is refilled ({n} card{s})' },\n"
        "    { call = function(g, p, c, n) g:gset('placed', n) end } } },\n"
        "    { label = 'pour', run = { { fill = 'bag', from = 'deck' } } },\n"
        "    { label = 'fold', run = { { fill = 'board', from = 'board' } } },\n"
        "    { label = 'end turn', run = function() return true end } } } } } }\n";
    arb_game *g = scratch_new(&dir, "fill", RULESET, (const char *const[]){ "Ash", "Elm", NULL }, 1, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    static const char BOARD[] = "local b, t = g:zone('board', 0), {} for r = 1, 2 do for c = 1, 2 do "
                                "local x = g:cell(b, r, c) t[#t + 1] = x and g:name(x) or '-' end end "
                                "return table.concat(t, ' ') .. ' / ' .. g:size(g:zone('deck', 1)) .. ' / ' .. "
                                "tostring(g:gget('placed'))";
    eval(g, "local b, d = g:zone('board', 0), g:zone('deck', 1)\n"
            "g:new_card('Ash', 0, b, 1, 1); g:new_card('Ash', 0, b, 2, 1)\n"
            "for _, n in ipairs({ 'Elm', 'Ash', 'Elm' }) do g:new_card(n, 1, d) end", 1);
    int first = arb_log_count(g);
    CHECK(answer(g, "refill") && is(eval(g, BOARD, 0), "\"Ash Elm Ash Ash / 1 / 2\""),
          "the two empty places, row by row, get the deck's top cards (the Elm made last, then the Ash); "
          "the step after takes 2");
    CHECK(is(log_since(g, first), "the board is refilled (2 cards)"), "the line says how many");
    CHECK(is(eval(g, "return g:face_up(g:cell(g:zone('board', 0), 1, 2))", 0), "true"),
          "a card placed shows as the board shows its cards (a public zone: face up)");
    first = arb_log_count(g);
    CHECK(answer(g, "refill") && is(eval(g, BOARD, 0), "\"Ash Elm Ash Ash / 1 / 0\"")
          && is(log_since(g, first), ""),
          "a full board: nothing moves, nothing is logged, the step after takes 0");
    eval(g, "local b = g:zone('board', 0) g:move(g:cell(b, 1, 1), g:zone('bag', 1))"
            " g:move(g:cell(b, 2, 2), g:zone('bag', 1))", 1);
    first = arb_log_count(g);
    CHECK(answer(g, "refill") && is(eval(g, BOARD, 0), "\"Elm Elm Ash - / 0 / -1\"")
          && is(log_since(g, first), ""),
          "two empty places and one card left: the first is filled, the step after takes -1 (a deck-out), "
          "no line");
    CHECK(!answer(g, "pour") && strstr(arb_errmsg(g), "fill = \"bag\" is not a grid"),
          "a fill of a pile is an error at the step");
    CHECK(!answer(g, "fold") && strstr(arb_errmsg(g), "from = \"board\" is a grid, not a pile"),
          "so is a fill from a grid (a grid has no top card)");
    arb_game_free(g);
    CHECK(refused("{ label = 'x', run = { { fill = 'board' } } }", "needs from = \"pile\""), "a fill from nowhere");
}

/* top = "pile": the pile's top card is the card of the steps after it,
 * which take 1 (0 and no card: an empty pile); flip = "up" | "down" turns
 * it (Transformers' full Matrix: the main deck's top card is revealed,
 * then destroyed, EOT.2b). */
static void the_top_card_of_a_pile_is_revealed_by_steps(void)
{
    char err[2048] = "";
    static const char RULESET[] =
        "return ruleset { name = 'top', setup = function(g) g:new_zone('deck', 1, { vis = 'hidden' })\n"
        "    g:new_zone('shown', 1); g:new_zone('grid', 1, { rows = 2, cols = 2 }); g:set_active(1) end,\n"
        "  turn = { { name = 'main', window = { options = { { label = 'reveal', run = {\n"
        "    { top = 'deck' },\n"
        "    { call = function(g, p, c, n) g:gset('n', n); g:gset('c', c and g:name(c) or 'none') end },\n"
        "    { flip = 'up', if_in = 'deck' }, { log = 'revealed {card}', if_in = 'deck' },\n"
        "    { call = function(g, p, c) g:gset('up', g:face_up(c)) end, if_in = 'deck' },\n"
        "    { move = 'card', to = 'shown', if_in = 'deck' } } },\n"
        "    { label = 'bury', run = { { top = 'shown' }, { flip = 'down', if_in = 'shown' } } },\n"
        "    { label = 'flip nothing', run = { { flip = 'up' } } },\n"
        "    { label = 'top of a grid', run = { { top = 'grid' } } },\n"
        "    { label = 'end turn', run = function() return true end } } } } } }\n";
    arb_game *g = scratch_new(&dir, "top", RULESET, (const char *const[]){ "Ash", "Elm", NULL }, 1, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "local d = g:zone('deck', 1) g:new_card('Ash', 1, d); g:new_card('Elm', 1, d)", 1);
    static const char SHOWN[] = "local x = g:top(g:zone('shown', 1)) return g:gget('n') .. ' ' .. g:gget('c') .. ' ' .. "
                                "(x and g:name(x) .. (g:face_up(x) and ' up' or ' down') or '-') .. ' ' .. "
                                "g:size(g:zone('deck', 1))";
    int first = arb_log_count(g);
    CHECK(answer(g, "reveal") && is(eval(g, SHOWN, 0), "\"1 Elm Elm up 1\"")
          && is(log_since(g, first), "revealed Elm") && is(eval(g, "return g:gget('up')", 0), "true"),
          "the top card (the Elm, made last) is the steps' card: the call takes 1, it is turned up in the "
          "hidden deck, logged, moved");
    CHECK(answer(g, "bury") && is(eval(g, SHOWN, 0), "\"1 Elm Elm down 1\""), "flip = \"down\" turns it back");
    CHECK(answer(g, "reveal") && answer(g, "reveal") && is(eval(g, SHOWN, 0), "\"0 none Ash up 0\""),
          "an empty pile: no card, the argument 0, and the steps that want the card in the pile do nothing");
    CHECK(!answer(g, "flip nothing") && strstr(arb_errmsg(g), "flip outside a card's option"),
          "a flip with no card is an error at the step");
    CHECK(!answer(g, "top of a grid") && strstr(arb_errmsg(g), "top = \"grid\" is a grid, which has no top card"),
          "a grid has no top card: an error at the step");
    arb_game_free(g);
    CHECK(refused("{ label = 'x', run = { { flip = 'sideways' } } }", "flip = \"up\" or flip = \"down\""),
          "a face that is neither up nor down is refused at load");
}

/* set with by = "field": the value is the card's definition's, a path
 * into a table of it too (Transformers' Alt Move for the turn, the
 * character's alt.move); an add's by takes a path as well. */
static void a_set_takes_its_value_from_the_card_s_definition(void)
{
    char err[2048] = "";
    static const char RULESET[] =
        "return ruleset { name = 'side', setup = function(g) g:new_zone('seat', 1); g:set_active(1) end,\n"
        "  turn = { { name = 'main', window = { options = { { label = 'turn on', run = {\n"
        "    { each = 'seat' }, { set = 'speed', by = 'alt.move', expiry = 'turn' },\n"
        "    { add = 'power', by = 'bot.power' }, { again = true } } },\n"
        "    { label = 'end turn', run = { { expire = 'turn' }, { close = true } } } } } } } }\n";
    arb_game *g = scratch_new(&dir, "side", RULESET, NULL, 1, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    scratch_file(&dir, "cards/side/Hauler.lua", "return { name = 'Hauler', alt = { move = 3 }, bot = { power = 2 } }\n");
    arb_game_free(g);
    g = arb_game_new(&(arb_config){ .root = dir.dir, .game = "side", .players = 1, .seed = 1 }, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts with its card"); return; }
    eval(g, "g:pset(1, 'speed', 9); g:new_card('Hauler', 1, g:zone('seat', 1))", 1);
    CHECK(answer(g, "turn on") && is(eval(g, "return g:pget(1, 'speed'), g:pget(1, 'power')", 0), "3, 2"),
          "the speed is set to the Hauler's alt.move (not added to the 9 there), and bot.power added");
    CHECK(answer(g, "end turn") && is(eval(g, "return g:pget(1, 'speed')", 0), "nil"),
          "the set's expiry tag holds: the turn's values expire with it");
    arb_game_free(g);
}

/* An add's bonus = { zones =, field = }: "each Technology you play has
 * +1 Power" written as data on the cards that give it, summed by the
 * kernel: has (a path), where (fields equal), if_value with is / is_not
 * (a side that must show), a list of bonuses; the card itself gives none;
 * the bonus is the argument of the steps after it.  A bonus field the
 * kernel does not know is refused with the card's file. */
static const char BONUS_RULESET[] =
    "return ruleset { name = 'bonus', setup = function(g) g:new_zone('hand', 1); g:new_zone('play', 1)\n"
    "    g:new_zone('hero', 1); g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { cards = 'hand', label = function(g, c) return 'play ' .. g:name(c) end, run = {\n"
    "      { move = 'card', to = 'play' },\n"
    "      { add = 'pw', by = 'power', scope = 'card', unless_zero = true,\n"
    "        bonus = { zones = { 'play', 'hero' }, field = 'gives' } },\n"
    "      { log = '{p} plays {card}', if_arg_below = 1 },\n"
    "      { log = '{p} plays {card} (+{arg})', if_arg_at_least = 1 } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static arb_game *bonus_game(const char *gadget, char *err, size_t n)
{
    char card[512];
    snprintf(card, sizeof card, "return { name = 'Gadget', power = 0, is = { tech = true }, gives = %s }\n", gadget);
    if (!scratch_game(&dir, "bonus", BONUS_RULESET, NULL)
        || scratch_file(&dir, "cards/bonus/Gadget.lua", card)
        || scratch_file(&dir, "cards/bonus/Widget.lua", "return { name = 'Widget', power = 2, is = { tech = true } }\n")
        || scratch_file(&dir, "cards/bonus/Rock.lua", "return { name = 'Rock', power = 0, kind = 'stone' }\n")
        || scratch_file(&dir, "cards/bonus/Hero.lua",
                        "return { name = 'Hero', power = 0, gives = { { plus = 2, where = { kind = 'stone' },\n"
                        "  if_value = 'mode', is = 'bot' }, { plus = 1, where = { name = 'Widget' }, if_value = 'mode', is_not = 'bot' } } }\n"))
        return snprintf(err, n, "cannot write the scratch game"), NULL;
    return arb_game_new(&(arb_config){ .root = dir.dir, .game = "bonus", .players = 1, .seed = 1 }, err, n);
}

static const char *power_of(arb_game *g, const char *name)
{
    static char q[200];
    snprintf(q, sizeof q, "for _, c in ipairs(g:cards(g:zone('play', 1))) do if g:name(c) == '%s' then "
                          "return g:cget(c, 'pw') end end", name);
    return eval(g, q, 0);
}

static void an_add_s_bonus_is_data_the_kernel_sums(void)
{
    char err[2048] = "";
    arb_game *g = bonus_game("{ plus = 1, has = 'is.tech' }", err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "local h = g:zone('hand', 1)\n"
            "for _, n in ipairs({ 'Rock', 'Widget', 'Widget', 'Gadget' }) do g:new_card(n, 1, h) end\n"
            "g:new_card('Hero', 1, g:zone('hero', 1))", 1);
    CHECK(answer(g, "play Gadget") && is(power_of(g, "Gadget"), "nil") && logged(g, "p1 plays Gadget"),
          "the Gadget gives itself nothing: power 0, no bonus, no value (unless_zero)");
    CHECK(answer(g, "play Widget") && is(power_of(g, "Widget"), "4") && logged(g, "p1 plays Widget (+2)"),
          "a Widget (has is.tech) gets the Gadget's +1, and the Hero's +1 for a Widget while not in bot mode");
    eval(g, "g:pset(1, 'mode', 'bot')", 1);
    CHECK(answer(g, "play Rock") && is(power_of(g, "Rock"), "2") && logged(g, "p1 plays Rock (+2)"),
          "in bot mode the Hero's other side gives a stone +2; the Gadget gives a Rock nothing");
    eval(g, "for _, c in ipairs(g:cards(g:zone('hero', 1))) do local _ = g:def(c).gives[1].where end\n"
            "g:new_card('Widget', 1, g:zone('hand', 1)); g:pset(1, 'mode', nil)", 1);
    CHECK(arb_reload_card(g, "Gadget") == ARB_OK && answer(g, "play Widget") && is(power_of(g, "Widget"), "4"),
          "after a script read the Hero's definition (frozen) and a reload read the bonuses again, the same "
          "bonuses: +1 from the Gadget, +1 from the Hero's side for a Widget (a regression: read through the "
          "frozen view, the Hero's list was one bonus of no plus)");
    arb_game_free(g);
    g = bonus_game("{ plus = 1, hass = 'is.tech' }", err, sizeof err);
    CHECK(!g && strstr(err, "Gadget.lua") && strstr(err, "'hass' is no bonus field"),
          "a misspelt bonus field is refused, naming the card's file");
    if (g) arb_game_free(g);
    else if (!strstr(err, "hass")) printf("  %s\n", err);
    char many[1024] = "{ ";
    for (int i = 0; i < 17; i++) strcat(many, "{ plus = 1 }, ");
    strcat(many, "}");
    g = bonus_game(many, err, sizeof err);
    CHECK(!g && strstr(err, "Gadget.lua") && strstr(err, "at most 16 bonuses a card"),
          "a stranger's card with more bonuses than the kernel keeps is refused (its memory is outside the cap)");
    if (g) arb_game_free(g);
    CHECK(refused("{ label = 'x', run = (function() for _ = 1, 5000 do filter{ has = 'x' } end\n"
                  "  return function() end end)() }", "at most 4096 filters a game"),
          "so is a ruleset declaring more filters than the kernel keeps");
    CHECK(refused("{ label = 'x', run = { { set = 'n', value = 1, bonus = { zones = { 'hand' }, field = 'f' } } } }",
                  "bonus = { ... } is an add's"), "a bonus on a set is refused");
    CHECK(refused("{ label = 'x', run = { { add = 'n', by = 1, bonus = { zones = { 'hand' }, field = 'f' } } } }",
                  "an add's, by = \"field\""), "a bonus on an add of a fixed number is refused");
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    an_add_s_bonus_is_data_the_kernel_sums();
    a_set_takes_its_value_from_the_card_s_definition();
    a_play_moves_counts_tells_and_shines();
    a_log_step_fills_its_fields_keeps_other_braces_and_cuts_long_lines();
    a_phase_of_steps_cleans_up_draws_and_expires();
    a_card_s_verbs_are_steps_for_its_player_and_card();
    an_ability_use_runs_the_named_ability_of_the_borrowed_definition();
    an_ability_written_as_verbs_runs_them_in_order_for_its_player();
    a_verb_adds_to_a_holder_s_pool_and_runs_lua_only_for_its_arguments();
    every_state_interns_a_card_s_event_names_in_one_order();
    a_quiet_game_plays_the_same();
    a_market_restocks_upto_its_size_and_says_once_when_its_stock_is_out();
    a_verb_that_asks_waits_for_its_card_inside_an_ability_written_as_data();
    a_choice_among_verbs_is_asked_by_the_kernel();
    a_targets_option_runs_steps_on_its_target();
    the_next_seat_skips_a_player_out_and_a_call_runs_while_its_value_is_set();
    a_win_step_ends_the_game_once_the_value_reaches_its_threshold();
    c_steps_hand_over_to_the_unit_at_a_step_that_asks();
    no_step_runs_after_a_call_ends_the_game();
    an_add_by_a_field_and_steps_while_any_card_has_one();
    a_step_runs_while_a_zone_holds_enough_cards();
    a_pile_step_for_every_player();
    a_grid_s_empty_places_are_filled_from_a_pile();
    the_top_card_of_a_pile_is_revealed_by_steps();
    scratch_remove(&dir);
    return check_done();
}
