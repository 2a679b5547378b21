/*
 * test_costed.c -- the costed option family (kernel/lua/costed.c), on the
 * fixture tests/fixtures/costed: the abilities a card's definition lists,
 * each within the player's gems, unused this turn, with a function, no
 * Block and no tag, and passing its own usable test -- a hero's only in
 * its tall form; read as the options a person would see; then what a
 * stranger's declaration gets wrong, refused at load.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static const char *root;

static arb_game *start(int quiet)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/costed", root);
    return new_game((arb_config){ .root = dir, .game = "costed", .seed = 1, .quiet = quiet });
}

/* p1 has 2 gems, a Shield and a Lamp (on top) in play, a Horn in front. */
static arb_game *table(int quiet)
{
    arb_game *g = start(quiet);
    if (g) eval(g, "g:pset(1, 'gems', 2)\n"
                   "for _, n in ipairs({ 'Shield', 'Lamp' }) do g:new_card(n, 1, g:zone('play', 1)) end\n"
                   "g:new_card('Horn', 1, g:zone('front', 1))", 1);
    return g;
}

static void each_ability_within_the_pool_is_offered_card_by_card(void)
{
    arb_game *g = table(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(options(g), "use Lamp: shine | use Horn: toot | end turn"),
          "in play then in front, top first: the Lamp's 1-gem ability, the Horn's 2-gem one; not the Lamp's 3-gem one,"
          " the Shield's Block and empty one, the Horn's tagged one or its one with no price");
    CHECK(arb_refusal_count(g) == 0, "it refuses nothing");
    eval(g, "g:pset(1, 'gems', 3)", 1);
    CHECK(is(options(g), "use Lamp: shine | use Lamp: blaze | use Horn: toot | end turn"), "with 3 gems, the blaze too");
    eval(g, "g:pset(1, 'gems', nil)", 1);
    CHECK(is(options(g), "end turn"), "no gems at all: nothing with a price above 0");
    arb_game_free(g);
}

static void a_used_ability_waits_for_the_next_turn(void)
{
    arb_game *g = table(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'gems', 5)", 1);
    CHECK(answer(g, "use Lamp: shine") && logged(g, "p1 uses Lamp's ability 1"), "run(g, p, card, i)");
    CHECK(is(options(g), "use Lamp: blaze | use Horn: toot | end turn"), "shine is used (eu1); 4 gems left");
    CHECK(answer(g, "end turn") && answer(g, "end turn") && is(options(g), "use Lamp: shine | use Lamp: blaze | use Horn: toot | end turn"),
          "the mark expired with the turn: p1's next turn offers the shine again");
    arb_game_free(g);
}

static void the_hero_counts_only_in_its_tall_form(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'gems', 2); g:new_card('Hero', 1, g:zone('hero', 1))", 1);
    CHECK(is(options(g), "end turn"), "no form: the hero's zone does not count");
    eval(g, "g:pset(1, 'form', 'tall')", 1);
    CHECK(is(options(g), "use Hero: rally | end turn"), "tall: its rally is offered");
    eval(g, "g:pset(1, 'form', 'short')", 1);
    CHECK(is(options(g), "end turn"), "short: not");
    arb_game_free(g);
}

static void an_ability_with_its_own_test_asks_it(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Well', 1, g:zone('front', 1))", 1);
    CHECK(is(options(g), "end turn"), "a dry Well: its usable(g, card, p) says no");
    eval(g, "g:cset(g:first(g:zone('front', 1)), 'water', 2)", 1);
    CHECK(is(options(g), "use Well: draw water | end turn"), "with water: yes (free, and p is the active player)");
    arb_game_free(g);
}

static void a_simulation_lists_the_same(void)
{
    arb_game *g = table(1);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(options(g), "use Lamp: shine | use Horn: toot | end turn"), "quiet: the same options");
    arb_game_free(g);
}

/* ---- a stranger's declarations ------------------------------------------------ */

static scratch dir = SCRATCH("costed");

static arb_game *with_family(const char *family, char *err, size_t n)
{
    char src[2048];
    snprintf(src, sizeof src,
             "return ruleset { name = 'c2', setup = function(g) g:new_zone('play', 1); g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { run = function() end, label = function() return 'x' end, %s },\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", family);
    return scratch_new(&dir, "c2", src, (const char *const[]){ "Ash", NULL }, 1, err, n);
}

static int refused(const char *family, const char *want) { return refused_by(with_family, family, want); }

#define OK_FAMILY "costed = 'abilities', zones = { 'play' }, price = 'cost', pool = 'gems', used = 'eu'"

static void a_stranger_s_costed_family_is_refused_at_load(void)
{
    char err[2048] = "";
    arb_game *g = with_family(OK_FAMILY, err, sizeof err);
    CHECK(g != NULL, "a costed family with zones, price, pool and used loads (Ash lists nothing)");
    if (!g) printf("  %s\n", err);
    if (g) CHECK(is(options(g), "end turn"), "and offers nothing of a card with no list");
    arb_game_free(g);
    CHECK(refused("costed = 'abilities', price = 'cost', pool = 'gems', used = 'eu'", "needs zones = {"), "no zones");
    CHECK(refused("costed = 'abilities', zones = { 'play' }, pool = 'gems', used = 'eu'", "price = \"field\""), "no price");
    CHECK(refused("costed = 'abilities', zones = { 'play' }, price = 'cost', used = 'eu'", "pool = \"value\""), "no pool");
    CHECK(refused("costed = 'abilities', zones = { 'play' }, price = 'cost', pool = 'gems'", "used = \"prefix\""), "no used");
    CHECK(refused("costed = 'abilities', zones = { { 'play', if_value = 'form' } }, price = 'cost', pool = 'gems', used = 'eu'",
                  "a costed family's zone {"), "a zone's condition with no text");
    CHECK(refused("costed = 'abilities', zones = { 7 }, price = 'cost', pool = 'gems', used = 'eu'",
                  "each of a costed family's zones"), "a zone that is neither a name nor a table");
    CHECK(refused(OK_FAMILY ", skip = { 'a', 'b', 'c', 'd', 'e' }", "skip = { up to 4"), "skip past 4 fields");
    CHECK(refused(OK_FAMILY ", run = { { close = true } }", "steps run a cards, abilities, fixed or targets family"),
          "a costed family's run as steps");
    char big[1024] = "return { name = 'Ash', abilities = {";
    for (int i = 0; i < 17; i++) strcat(big, " { cost = 1, fn = function() end },");
    strcat(big, " } }\n");
    g = with_family(OK_FAMILY, err, sizeof err);
    CHECK(g && scratch_file(&dir, "cards/c2/Ash.lua", big) == 0 && arb_reload_card(g, "Ash") != ARB_OK
          && strstr(arb_errmsg(g), "Ash lists 17 abilities in 'abilities': a costed family reads at most 16"),
          "a card listing 17 abilities is refused, named, not silently cut");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    each_ability_within_the_pool_is_offered_card_by_card();
    a_used_ability_waits_for_the_next_turn();
    the_hero_counts_only_in_its_tall_form();
    an_ability_with_its_own_test_asks_it();
    a_simulation_lists_the_same();
    a_stranger_s_costed_family_is_refused_at_load();
    scratch_remove(&dir);
    return check_done();
}
