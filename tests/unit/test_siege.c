/*
 * test_siege.c -- a targets family's run on a card target, as kernel steps
 * (kernel/lua/steprun.c): what a full or a partial option spends, the
 * damage left on a card until it reaches the card's need (met = false,
 * {left}), and a card whose need is met going to its owner's zone (a move
 * on = "target") and told to listeners with its owner (an emit's q_as).
 * Star Realms' attacks on bases are these steps; here a stranger's game,
 * "siege", says them with its own words.  Last, a step's zone found again
 * once a player's zone of a shared zone's name is made (the kernel keeps
 * where each step found its zones: kernel/src/card.c, `owned`).
 */
#include "arbiter.h"
#include "check.h"
#include "byname.h"
#include "logtext.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("siege");

/* p1 has 5 might; p2 holds a Keep (wall 3) under a Gate (wall 9), and a
 * Watcher in the tower hears every fall. */
static const char *RULESET =
    "local SIEGE = {\n"
    "  { choose_number = 'Hit {card} for how much?', less = 1, auto = true, target = 'card', partial = true },\n"
    "  { pay = 'might', of = 'arg', target = 'card' },\n"
    "  { add = 'dents', scope = 'card', by = 'arg', expiry = 'turn', target = 'card' },\n"
    "  { log = '{p} dents {card} ({left} to go)', target = 'card', met = false },\n"
    "  { clear = 'dents', scope = 'card', target = 'card', met = true },\n"
    "  { move = 'card', to = 'rubble', on = 'target', target = 'card', met = true },\n"
    "  { log = '{q} loses {card} to {p}', target = 'card', met = true },\n"
    "  { emit = 'fallen', q_as = 'owner', target = 'card', met = true },\n"
    "}\n"
    "return ruleset { name = 'siege', trigger_zones = { 'tower' },\n"
    "  setup = function(g)\n"
    "    for p = 1, 2 do for _, z in ipairs({ 'keeps', 'rubble', 'tower' }) do g:new_zone(z, p, { vis = 'public' }) end end\n"
    "    g:new_card('Keep', 2, g:zone('keeps', 2)); g:new_card('Gate', 2, g:zone('keeps', 2))\n"
    "    g:new_card('Watcher', 1, g:zone('tower', 1))\n"
    "    g:pset(1, 'might', 5); g:set_active(1)\n"
    "  end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { targets = 'keeps', pool = 'might', need = 'wall', spent = 'dents', allow = { team = 'side' },\n"
    "      label = function(g, p, q, c, partial) return (partial and 'part ' or 'hit ') .. g:name(c) end, run = SIEGE },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static const char *CARDS[][2] = {
    { "Keep", "return { name = 'Keep', wall = 3 }\n" },
    { "Gate", "return { name = 'Gate', wall = 9 }\n" },
    { "Watcher", "return { name = 'Watcher', on = { fallen = function(g, _, a)\n"
                 "  g:pset(1, 'heard', g:name(a.card) .. ' of p' .. a.owner) end } }\n" },
};

static arb_game *siege(void)
{
    char err[2048] = "";
    if (!scratch_game(&dir, "siege", RULESET, NULL)) { printf("  cannot write %s\n", dir.dir); return NULL; }
    for (size_t i = 0; i < sizeof CARDS / sizeof CARDS[0]; i++) {
        char rel[100];
        snprintf(rel, sizeof rel, "cards/siege/%s.lua", CARDS[i][0]);
        if (scratch_file(&dir, rel, CARDS[i][1])) return NULL;
    }
    arb_game *g = arb_game_new(&(arb_config){ .root = dir.dir, .game = "siege", .players = 2, .seed = 1 },
                               err, sizeof err);
    if (!g) printf("  %s\n", err);
    return g;
}

/* Where p2's cards are, and p1's might and what the Watcher heard. */
static const char *STATE =
    "local function names(z) local t = {} for _, c in ipairs(g:cards(z)) do t[#t+1] = g:name(c) end "
    "return table.concat(t, ',') end "
    "return names(g:zone('keeps', 2)) .. '|' .. names(g:zone('rubble', 2)) .. '|' .. g:pget(1, 'might') "
    ".. '|' .. tostring(g:pget(1, 'heard'))";

static void a_full_hit_spends_what_the_card_still_needs_and_it_falls(void)
{
    arb_game *g = siege();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(is(options(g), "hit Gate | part Gate | hit Keep | part Keep | end turn"),
          "each card is offered whole and in part");
    int first = arb_log_count(g);
    CHECK(answer(g, "hit Keep") && is(log_since(g, first), "p2 loses Keep to p1"),
          "a full hit spends the Keep's 3 wall: it falls (met), and no dent is logged");
    CHECK(is(eval(g, STATE, 0), "\"Gate|Keep|2|Keep of p2\""),
          "the Keep is in its owner's rubble (on = 'target'), 3 might spent, the Watcher heard its owner (q_as)");
    CHECK(is(eval(g, "return tostring(g:cget(g:cards(g:zone('rubble', 2))[1] or 0, 'dents'))", 0), "\"nil\""),
          "a fallen card keeps no dents");
    arb_game_free(g);
}

static void a_partial_hit_leaves_dents_and_says_what_is_left(void)
{
    arb_game *g = siege();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "part Keep") && is(arb_decision_prompt(g), "Hit Keep for how much?")
          && is(options(g), "1 | 2"), "a partial hit asks for less than the 3 a full one spends");
    CHECK(answer(g, "2") && is(log_since(g, first), "p1 dents Keep (1 to go)"),
          "2 dents: not met, {left} is the wall less the dents");
    CHECK(is(eval(g, STATE, 0), "\"Gate,Keep||3|nil\""), "the Keep stands; 2 might spent; nobody heard a fall");
    first = arb_log_count(g);
    CHECK(is(options(g), "hit Gate | part Gate | hit Keep | end turn"),
          "1 more is all the Keep needs: no partial hit on it");
    CHECK(answer(g, "hit Keep") && is(log_since(g, first), "p2 loses Keep to p1"),
          "the last dent meets the wall: the Keep falls");
    CHECK(is(eval(g, STATE, 0), "\"Gate|Keep|2|Keep of p2\""), "it went to p2's rubble, told with its owner");
    arb_game_free(g);
}

static void a_card_that_needs_more_than_the_pool_takes_it_all(void)
{
    arb_game *g = siege();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "hit Gate") && is(log_since(g, first), "p1 dents Gate (4 to go)"),
          "a full hit on the Gate (wall 9) spends all 5 might");
    CHECK(is(eval(g, STATE, 0), "\"Gate,Keep||0|nil\"") && is(options(g), "end turn"),
          "no might left: nothing more to hit");
    arb_game_free(g);
}

static arb_game *with_run(const char *run, char *err, size_t n)
{
    char src[1024];
    snprintf(src, sizeof src, "return ruleset { name = 'bad', setup = function(g) g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = { { label = 'x', run = %s } } } } } }\n", run);
    return scratch_new(&dir, "bad", src, NULL, 1, err, n);
}

static void a_stranger_s_target_words_are_refused_where_they_mean_nothing(void)
{
    CHECK(refused_by(with_run, "{ { log = 'a', met = 'yes' } }", "met = true or false"), "met of no boolean");
    CHECK(refused_by(with_run, "{ { log = 'a', q_as = 'owner' } }", "q_as = \"name\" is an emit's"),
          "q_as on a step that tells nobody");
    CHECK(refused_by(with_run, "{ { log = 'a', on = 'target' } }", "is a set's, an add's, a pay's or a move's"),
          "on = 'target' on a log");
    CHECK(refused_by(with_run, "{ { emit = 'e', met = true } }", "partial = and met = are a targets family's"),
          "met outside a targets family");
    CHECK(refused_by(with_run, "{ { emit = 'e', q_as = 'owner' } }", "q_as = name a target"),
          "q_as outside a targets family, with no player picked before it");
}

/* p1 tosses its hand onto "pile": the shared one, until p1 has its own. */
static const char *TOSS =
    "return ruleset { name = 'toss', setup = function(g)\n"
    "    g:new_zone('hand', 1, { vis = 'public' }); g:new_zone('pile', 0, { vis = 'public' })\n"
    "    g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'toss', run = { { move_all = 'hand', to = 'pile' } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void a_step_s_zone_follows_a_player_s_zone_made_later(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "toss", TOSS, (const char *const[]){ "Ash", NULL }, 1, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    static const char *Q = "return #g:cards(g:zone('pile', 0)) .. '|' .. "
                           "(g:zone('pile', 1) and #g:cards(g:zone('pile', 1)) or 'none')";
    eval(g, "g:new_card('Ash', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "toss") && is(eval(g, Q, 0), "\"1|none\""), "p1 has no pile: the shared one takes the card");
    eval(g, "g:new_zone('pile', 1, { vis = 'public' }); g:new_card('Ash', 1, g:zone('hand', 1))", 1);
    CHECK(answer(g, "toss") && is(eval(g, Q, 0), "\"1|1\""), "p1's own pile, made since, takes the next");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    (void)argc; (void)argv;
    a_full_hit_spends_what_the_card_still_needs_and_it_falls();
    a_partial_hit_leaves_dents_and_says_what_is_left();
    a_card_that_needs_more_than_the_pool_takes_it_all();
    a_stranger_s_target_words_are_refused_where_they_mean_nothing();
    a_step_s_zone_follows_a_player_s_zone_made_later();
    scratch_remove(&dir);
    return check_done();
}
