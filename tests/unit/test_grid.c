/*
 * test_grid.c -- the grid option family (kernel/lua/grid.c), on the fixture
 * tests/fixtures/grid: cards on a 3x3 board reached from the player's cell
 * by Power whose Range reaches, read as the options and refusals a person
 * would see; then what a stranger's declaration gets wrong, refused at load.
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
    snprintf(dir, sizeof dir, "%s/tests/fixtures/grid", root);
    return new_game((arb_config){ .root = dir, .game = "grid", .seed = 1, .quiet = quiet });
}

/* p1 stands on (0,0), with 1 loose Power and two Lamps: 3 Power with
 * Range 1 in play, 2 with Range 1 + 2 in front -- so 6 Power reaches
 * distance 0, 5 distance 1, 2 distances 2 and 3, nothing distance 4.  On
 * the board: a Trinket (cost 3) at distance 1, a Beast (might 4) at 2, a
 * Rock, a Trinket at 4, and a face-down Trinket. */
static const char *BOARD =
    "local b = g:zone('board', 0)\n"
    "local function put(n, r, c) return g:new_card(n, 0, b, r, c) end\n"
    "put('Trinket', 1, 2); put('Beast', 1, 3); put('Rock', 2, 2); put('Trinket', 3, 3)\n"
    "g:flip(put('Trinket', 2, 1), false)\n"
    "g:pset(1, 'row', 0); g:pset(1, 'col', 0); g:pset(1, 'loose', 1)\n"
    "local a = g:new_card('Lamp', 1, g:zone('play', 1)); g:cset(a, 'pw', 3)\n"
    "local f = g:new_card('Lamp', 1, g:zone('front', 1)); g:cset(f, 'pw', 2); g:cset(f, 'bonus', 2)\n";

static arb_game *board(int quiet)
{
    arb_game *g = start(quiet);
    if (g) eval(g, BOARD, 1);
    return g;
}

static void what_reaches_a_card_decides_its_offer(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(options(g), "buy Trinket | end turn"),
          "the Trinket at distance 1 is within the 5 Power reaching it; the face-down one and the Rock are not offered");
    CHECK(is(refusals(g), "fight Beast: too strong at distance 2 (reach 2) | buy Trinket: costs 3"
                          " | buy from the supply: the supply is empty"),
          "the Beast is judged in Lua (its cost is not asked: judging comes first), the far Trinket is out of reach");
    eval(g, "g:cset(g:cell(g:zone('board', 0), 3, 3), 'price', 0)", 1);
    CHECK(is(options(g), "buy Trinket | buy Trinket | end turn"),
          "a card value `price` replaces the cost: the far Trinket, free, is offered, cell by cell");
    arb_game_free(g);
}

static void loose_power_reaches_only_the_player_s_own_cell(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'col', 2)", 1);
    CHECK(is(options(g), "buy Trinket | fight Beast | end turn"),
          "on the Beast's cell 6 Power reaches it (the Lamps' 5 and the loose 1)");
    eval(g, "g:pset(1, 'loose', -3)", 1);
    CHECK(is(options(g), "buy Trinket | end turn") && is(refusals(g), "fight Beast: too strong at distance 0 (reach 2) | buy Trinket: costs 3"
                                                                      " | buy from the supply: the supply is empty"),
          "base counts at distance 0 only: the Trinket next door keeps its 5");
    arb_game_free(g);
}

/* The judge is told which in_play fields a face-up card of the grid has,
 * without asking the game. */
static void the_judge_is_told_what_is_in_play(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'col', 2)", 1);
    CHECK(strstr(options(g), "fight Beast") != NULL, "6 Power reaches the Beast (might 4)");
    eval(g, "g:flip(g:new_card('Drum', 0, g:zone('board', 0), 3, 1), false)", 1);
    CHECK(strstr(options(g), "fight Beast") != NULL, "a face-down Drum is not in play");
    eval(g, "g:flip(g:cell(g:zone('board', 0), 3, 1), true)", 1);
    CHECK(strstr(options(g), "fight Beast") == NULL && strstr(refusals(g), "fight Beast: too strong at distance 0 (reach 6)"),
          "face up, the Drum makes the Beast 4 + 3 mighty, past the 6 that reach it: in_play.fierce");
    eval(g, "g:flip(g:cell(g:zone('board', 0), 3, 1), false)", 1);
    CHECK(strstr(options(g), "fight Beast") != NULL, "face down again, it is out of play");
    arb_game_free(g);
}

/* judge_while: a rule in play makes more cards fought instead of bought. */
static void a_rule_in_play_has_more_cards_judged(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Goat', 0, g:zone('board', 0), 2, 3)", 1);
    CHECK(is(options(g), "buy Trinket | buy Goat | end turn"),
          "a Goat at distance 3 is for sale at 1 within the 2 that reach it (and never judged: no error)");
    eval(g, "g:flip(g:new_card('Horn', 0, g:zone('board', 0), 3, 1), false)", 1);
    CHECK(is(options(g), "buy Trinket | buy Goat | end turn"), "a face-down Horn changes nothing");
    eval(g, "g:flip(g:cell(g:zone('board', 0), 3, 1), true)", 1);
    CHECK(is(options(g), "buy Trinket | fight Goat | end turn"), "a face-up Horn: the Goat is judged (might 1), not bought");
    eval(g, "g:new_card('Drum', 0, g:zone('board', 0), 3, 2)", 1);
    CHECK(is(options(g), "buy Trinket | end turn") && strstr(refusals(g), "fight Goat: too strong at distance 3 (reach 2)"),
          "with a Drum too, in_play holds both: the Goat's might 1 + 3 is past the 2 that reach it");
    arb_game_free(g);
}

static void off_the_grid_nothing_is_offered(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'row', nil)", 1);
    CHECK(is(options(g), "end turn") && arb_refusal_count(g) == 0,
          "a player with no cell is offered and refused nothing");
    /* A stranger's values far outside the grid (distances would overflow). */
    eval(g, "g:pset(1, 'row', math.mininteger); g:pset(1, 'col', math.maxinteger)", 1);
    CHECK(is(options(g), "end turn") && arb_refusal_count(g) == 0, "a cell outside the grid is off it too");
    eval(g, "g:pset(1, 'row', 3); g:pset(1, 'col', 0)", 1);
    CHECK(is(options(g), "end turn"), "one row past the last is outside");
    arb_game_free(g);
}

/* A stranger's Range far past the grid's size costs no more than one that
 * reaches across it, and a cost_mods field that is no function says so. */
static void huge_ranges_and_bad_cost_changers_are_handled(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "for _, c in ipairs(g:cards(g:zone('play', 1))) do g:cset(c, 'bonus', math.maxinteger) end", 1);
    CHECK(is(options(g), "buy Trinket | fight Beast | buy Trinket | end turn")
          && is(refusals(g), "buy from the supply: the supply is empty"),
          "a Range past any distance (its sum would overflow) reaches everything: the Lamp's 3 Power with it");
    eval(g, "for _, c in ipairs(g:cards(g:zone('play', 1))) do g:cset(c, 'pw', 0) end"
            " g:cset(g:new_card('Beacon', 1, g:zone('play', 1)), 'pw', 3)", 1);
    CHECK(is(options(g), "buy Trinket | fight Beast | buy Trinket | end turn"),
          "a definition's Range past any number a grid needs reaches everything too");
    const char *got = eval(g, "g:new_card('Fake', 0, g:zone('board', 0), 3, 1)", 1);
    CHECK(strstr(got, "cost_mods") && strstr(got, "Fake"), "a cost changer that is no function is an error naming the field and the card");
    CHECK(is(options(g), "buy Trinket | fight Beast | buy Trinket | end turn"), "and the edit left nothing behind");
    arb_game_free(g);
}

static void an_option_takes_its_card_and_the_board_is_listed_again(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(answer(g, "buy Trinket"), "the near Trinket is bought");
    CHECK(is(eval(g, "return g:size(g:zone('stash', 1)) .. ',' .. tostring(g:cell(g:zone('board', 0), 1, 2))", 0),
             "\"1,nil\""), "run(g, p, card) took it to p1's stash: its cell is empty");
    CHECK(is(options(g), "end turn"), "nothing else is within reach");
    arb_game_free(g);
}

static void under_a_rule_the_lua_list_lists_the_board(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Law', 0, g:zone('board', 0), 2, 3)", 1);
    CHECK(is(options(g), "law: Trinket | law: Beast | law: Rock | law: Law | law: Trinket | end turn"),
          "a face-up Law hands the family to its Lua list, in its place among the families");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "law: Beast") && is(eval(g, "return g:size(g:zone('stash', 1))", 0), "1"),
          "an option of the list runs its own function");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && is(options(g), "law: Trinket | law: Beast | law: Rock | law: Law | law: Trinket | end turn"),
          "restored at the window, the list's options are listed again");
    arb_snapshot_free(s);
    eval(g, "g:flip(g:cell(g:zone('board', 0), 2, 3), false)", 1);
    CHECK(is(options(g), "buy Trinket | end turn"), "the Law face down, the kernel lists the board again");
    arb_game_free(g);
}

static void a_simulation_lists_the_same_and_records_no_refusal(void)
{
    arb_game *g = board(1);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(options(g), "buy Trinket | end turn") && arb_refusal_count(g) == 0,
          "quiet: the same options, nothing kept for `why`");
    arb_game_free(g);
}

static void the_supply_s_top_card_and_cost_changers(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(refusals(g), "fight Beast: too strong at distance 2 (reach 2) | buy Trinket: costs 3 | "
                          "buy from the supply: the supply is empty"),
          "an empty supply is refused last, with no card");
    eval(g, "g:new_card('Coin', 0, g:zone('supply', 0)); g:new_card('Trinket', 0, g:zone('supply', 0))", 1);
    CHECK(is(options(g), "buy Trinket | buy Trinket | end turn"),
          "the supply's top card (a Trinket) is bought with all 6 Power, after the board's cards");
    eval(g, "g:cset(g:top(g:zone('supply', 0)), 'price', 6)", 1);
    CHECK(is(options(g), "buy Trinket | buy Trinket | end turn"),
          "at 6 it is still within reach: the loose Power counts for the supply too");
    eval(g, "g:cset(g:top(g:zone('supply', 0)), 'price', 7)", 1);
    CHECK(is(options(g), "buy Trinket | end turn") && is(refusals(g), "fight Beast: too strong at distance 2 (reach 2) | "
                                                                      "buy Trinket: costs 3 | buy Trinket: costs 3"),
          "at 7 it is out of reach: refused for its cost");
    eval(g, "g:new_card('Edict', 0, g:zone('board', 0), 3, 1)", 1);
    CHECK(is(options(g), "end turn"), "a face-up Edict makes the near Trinket cost 6: out of reach");
    eval(g, "g:move(g:top(g:zone('supply', 0)), g:zone('stash', 2))", 1);
    CHECK(is(options(g), "buy Coin | end turn"), "the Edict leaves the Coin at 2");
    arb_game_free(g);
}

/* A cost changer may be data the kernel reads at load -- { add =, name = }
 * a card of that name, { add =, has = } a card whose definition has the
 * field -- beside a function; g:buy_cost is the listing's reckoning, for
 * a rule that asks (a label, a purchase). */
static void cost_changers_as_data_and_the_buy_cost_asked_of_the_kernel(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    static const char *NEAR = "return g:buy_cost(1, g:cell(g:zone('board', 0), 1, 2))";
    CHECK(is(eval(g, NEAR, 0), "3"), "the near Trinket costs 3, its definition's cost");
    eval(g, "g:new_card('Tariff', 0, g:zone('board', 0), 3, 1)", 1);
    CHECK(is(eval(g, NEAR, 0), "5") && is(options(g), "buy Trinket | end turn"),
          "a face-up Tariff makes it 5: still within the 5 Power reaching it");
    eval(g, "g:new_card('Levy', 0, g:zone('board', 0), 3, 2)", 1);
    CHECK(is(eval(g, NEAR, 0), "6") && is(options(g), "end turn") && strstr(refusals(g), "buy Trinket: costs 3"),
          "a Levy adds 1 to every card for sale: 6 is out of reach");
    eval(g, "g:flip(g:cell(g:zone('board', 0), 3, 1), false)", 1);
    CHECK(is(eval(g, NEAR, 0), "4"), "a face-down Tariff changes nothing");
    eval(g, "g:new_card('Coin', 0, g:zone('supply', 0))", 1);
    CHECK(is(eval(g, "return g:buy_cost(1, g:top(g:zone('supply', 0)))", 0), "2"),
          "the Coin has no for_sale field and another name: 2, as its definition says");
    eval(g, "g:cset(g:cell(g:zone('board', 0), 1, 2), 'price', 0)", 1);
    CHECK(is(eval(g, NEAR, 0), "1"), "a card value `price` replaces the cost; the changers still apply");
    CHECK(is(eval(g, "return tostring(g:buy_cost(1, g:cell(g:zone('board', 0), 2, 2)))", 0), "\"nil\""),
          "a card with no cost (the Rock) has none");
    CHECK(strstr(eval(g, "return g:buy_cost(1, 999)", 0), "error"), "a card that is not there is an error");
    arb_game_free(g);
}

/* A price changer written as a function only reads, however its price is
 * asked: g:buy_cost from an effect refuses its write as the listing does,
 * naming what refused it, and the effect leaves no trace. */
static void a_price_changer_only_reads(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    uint64_t h = arb_state_hash(g);
    const char *got = eval(g, "g:new_card('Meddler', 0, g:zone('board', 0), 3, 1)\n"
                              "return g:buy_cost(1, g:cell(g:zone('board', 0), 1, 2))", 1);
    if (!strstr(got, "a price change (cost_mods) may only read")) printf("  got: %s\n", got);
    CHECK(strstr(got, "a price change (cost_mods) may only read") != NULL,
          "an effect asking a price: the Meddler's write is refused where the price is reckoned");
    CHECK(arb_state_hash(g) == h && is(eval(g, "return tostring(g:gget('meddled'))", 0), "\"nil\""),
          "and the effect left nothing behind");
    arb_game_free(g);
}

/* The names of the cards g:cards(args) lists, comma-separated, as eval
 * returns them (args: its arguments, Lua source). */
static const char *names_of(arb_game *g, const char *args)
{
    char q[512];
    snprintf(q, sizeof q, "local t = {} for _, c in ipairs(g:cards(%s)) do "
                          "t[#t + 1] = g:name(c) end return table.concat(t, ',')", args);
    return eval(g, q, 0);
}

/* g:near(p, d, filter): the cards of the grid within distance d of p's
 * cell, row by row, kept by a filter as g:cards keeps them; none while p
 * is off the grid.  p1 stands on (0,0): the Trinket at (0,1) and the
 * face-down one at (1,0) are 1 away, the Beast (0,2) and the Rock (1,1) 2. */
static const char *near_of(arb_game *g, const char *args)
{
    char q[512];
    snprintf(q, sizeof q, "local t = {} for _, c in ipairs(g:near(%s)) do "
                          "t[#t + 1] = g:name(c) .. (g:face_up(c) and '' or '?') end return table.concat(t, ',')", args);
    return eval(g, q, 0);
}

static void the_cards_near_a_player_in_one_call(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(near_of(g, "1, 0"), "\"\""), "nothing on p1's own cell");
    CHECK(is(near_of(g, "1, 1"), "\"Trinket,Trinket?\""), "within 1: the Trinket next door, then the face-down one below");
    CHECK(is(near_of(g, "1, 1, { face_down = true }"), "\"Trinket?\""), "filtered: the face-down one alone");
    CHECK(is(near_of(g, "1, 2, SALE"), "\"Trinket,Beast\""), "within 2, a declared filter: what is for sale and face up");
    CHECK(is(near_of(g, "2, 4"), "\"\""), "p2 stands nowhere: none");
    CHECK(!strncmp(near_of(g, "1, 1, { hs = 1 }"), "error", 5), "a filter's typo is an error");
    arb_game_free(g);
}

/* g:cards(z, filter), the query a rule uses to find a few cards of a zone
 * in one call: face up, and whose definition has a field. */
static void cards_of_a_zone_filtered_in_one_call(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(names_of(g, "g:zone('board', 0), nil"), "\"Trinket,Beast,Trinket,Rock,Trinket\""),
          "no filter: every card, row by row");
    CHECK(is(names_of(g, "g:zone('board', 0), { face_up = true }"), "\"Trinket,Beast,Rock,Trinket\""),
          "face_up: the face-down Trinket is left out");
    CHECK(is(names_of(g, "g:zone('board', 0), { face_up = true, has = 'for_sale' }"), "\"Trinket,Beast,Trinket\""),
          "has: only definitions with the field");
    CHECK(is(names_of(g, "g:zone('board', 0), { has = 'beast' }"), "\"Beast\""), "has alone");
    CHECK(is(names_of(g, "g:zone('board', 0), { has = 'kind.wild' }"), "\"Beast\""),
          "has a path: a field of a table field");
    CHECK(is(names_of(g, "g:zone('board', 0), { has = 'cost.wild' }"), "\"\""),
          "a path through a field that is no table: none");
    CHECK(!strncmp(names_of(g, "g:zone('board', 0), 'face_up'"), "error", 5),
          "a filter that is not a table is an error");
    CHECK(is(names_of(g, "g:zone('board', 0), { face_down = true }"), "\"Trinket\""),
          "face_down: only the face-down Trinket");
    CHECK(is(names_of(g, "g:zone('board', 0), FOR_SALE"), "\"Trinket,Beast,Trinket\""),
          "a frozen filter (a ruleset's export) filters as its fields say (a regression: it kept every card)");
    const char *typo = names_of(g, "g:zone('board', 0), { face_up = true, hs = 'for_sale' }");
    CHECK(!strncmp(typo, "error", 5) && strstr(typo, "'hs'"),
          "a field no filter has (a typo) is an error naming it, not a filter that keeps every card");
    eval(g, "local b = g:zone('board', 0) g:cset(g:cell(b, 3, 3), 'mark', 2) g:cset(g:cell(b, 1, 3), 'mark', 0)"
            " g:cset(g:cell(b, 2, 2), 'mark', true)", 1);
    CHECK(is(names_of(g, "g:zone('board', 0), { value = 'mark' }"), "\"Rock,Trinket\""),
          "value: the cards holding it, other than 0");
    CHECK(is(names_of(g, "g:zone('board', 0), { value = 'never_made' }"), "\"\""),
          "a value nobody holds: none");
    CHECK(is(names_of(g, "g:zone('board', 0), SALE"), "\"Trinket,Beast,Trinket\"")
          && is(names_of(g, "g:zone('board', 0), MARKED"), "\"Rock,Trinket\""),
          "a filter declared while loading (filter{}) keeps what its table would");
    CHECK(is(names_of(g, "g:zone('front', 1), NEAR"), "\"Lamp\""),
          "a declared reaches filter too: the Lamp in front reaches distance 1");
    CHECK(strstr(eval(g, "return filter{ has = 'x' }", 0), "while the game loads"),
          "filter{} after the game has loaded is an error");
    CHECK(strstr(eval(g, "return getmetatable(SALE)", 0), "filter"), "its metatable is hidden");
    CHECK(is(eval(g, "return g:name(g:first(g:zone('board', 0), { has = 'beast' }))", 0), "\"Beast\"")
          && is(eval(g, "return tostring(g:first(g:zone('board', 0), { has = 'law' }))", 0), "\"nil\"")
          && is(eval(g, "return g:name(g:first(g:zone('board', 0)))", 0), "\"Trinket\""),
          "g:first: the first card the filter keeps, or nil, without a list");
    arb_game_free(g);
}

/* g:card_defs(filter): the definitions that have a field, found as
 * g:cards finds cards (a setup that makes the Encounters reads no other). */
static void definitions_filtered_by_a_field(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    static const char *ALL = "local t = {} for _, d in ipairs(g:card_defs()) do t[#t + 1] = d.name end "
                             "return #t";
    CHECK(strcmp(eval(g, ALL, 0), "0") && strncmp(eval(g, ALL, 0), "error", 5), "no filter: every definition");
    CHECK(is(eval(g, "local t = {} for _, d in ipairs(g:card_defs({ has = 'beast' })) do t[#t + 1] = d.name end "
                     "return table.concat(t, ',')", 0), "\"Beast\""),
          "has: only the Beast's definition");
    CHECK(is(eval(g, "return #g:card_defs({ has = 'kind.wild' }) == 1 and g:card_defs({ has = 'kind.wild' })[1] "
                     "== g:card_def('Beast')", 0), "true"),
          "a path, and the very definition g:card_def gives");
    CHECK(is(eval(g, "return #g:card_defs({ has = 'no_such_field' })", 0), "0"), "a field no card has: none");
    const char *face = eval(g, "return g:card_defs({ face_up = true })", 0);
    CHECK(!strncmp(face, "error", 5) && strstr(face, "filtered by has only"),
          "face_up is a card's, not a definition's: an error");
    CHECK(!strncmp(eval(g, "return g:card_defs(NEAR)", 0), "error", 5), "so is a declared reaches filter");
    arb_game_free(g);
}

/* zone_list{ ... } at load: a list of zones g:cards and g:first read from
 * the handle, in its order, as they would read the table. */
static void a_list_of_zones_declared_at_load(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(names_of(g, "BOARD_FRONT, nil"), "\"Trinket,Beast,Trinket,Rock,Trinket,Lamp\"")
          && is(names_of(g, "BOARD_FRONT, nil"), names_of(g, "{ g:zone('board', 0), g:zone('front', 1) }, nil")),
          "the board's cards row by row, then p1's front: what the table of the two zones lists");
    CHECK(is(names_of(g, "BOARD_FRONT, SALE"), "\"Trinket,Beast,Trinket\"")
          && is(names_of(g, "BOARD_FRONT, NEAR"), "\"Lamp\""),
          "with a declared filter too");
    CHECK(is(eval(g, "return g:name(g:first(BOARD_FRONT, { has = 'beast' }))", 0), "\"Beast\""),
          "g:first takes it");
    const char *past = names_of(g, "PAST_THE_ZONES, nil");
    CHECK(!strncmp(past, "error", 5) && strstr(past, "bad zone id 99 in a zone list"),
          "a zone the game does not have is an error at the call that reads it");
    CHECK(strstr(eval(g, "return zone_list{ 1 }", 0), "while the game loads"),
          "zone_list{} after the game has loaded is an error");
    CHECK(strstr(eval(g, "return getmetatable(BOARD_FRONT)", 0), "zone_list"), "its metatable is hidden");
    CHECK(!strncmp(names_of(g, "g:zone('board', 0), BOARD_FRONT"), "error", 5),
          "a zone list is no filter");
    arb_game_free(g);
}

/* A game with no grid family (the steps fixture). */
static arb_game *without_grid(void)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/steps", root);
    return new_game((arb_config){ .root = dir, .game = "steps", .seed = 1 });
}

/* g:reach(p, d): what reaches distance d, as the family reckons it for its
 * offers -- a rule (a battle's Power, a Site's price) asks the kernel
 * instead of adding the cards up itself. */
static void what_reaches_a_distance_is_asked_of_the_kernel(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(eval(g, "return g:reach(1, 0)", 0), "6"), "distance 0: both Lamps and the loose Power (the base)");
    CHECK(is(eval(g, "return g:reach(1, 1)", 0), "5"), "distance 1: both Lamps, not the loose Power");
    CHECK(is(eval(g, "return g:reach(1, 2)", 0), "2") && is(eval(g, "return g:reach(1, 3)", 0), "2"),
          "distances 2 and 3: the Lamp whose bonus lengthens its Range");
    CHECK(is(eval(g, "return g:reach(1, 4)", 0), "0") && is(eval(g, "return g:reach(1, 1000000)", 0), "0"),
          "farther: nothing");
    CHECK(is(eval(g, "return g:reach(2, 0)", 0), "0"), "a player with nothing in play: nothing");
    eval(g, "g:cset(g:first(g:zone('play', 1)), 'pw', -4)", 1);
    CHECK(is(eval(g, "return g:reach(1, 1)", 0), "2"), "a card holding less than nothing adds nothing");
    eval(g, "g:cset(g:first(g:zone('front', 1)), 'bonus', 2147483650)", 1);
    CHECK(is(eval(g, "return g:reach(1, 2147483651)", 0), "2") && is(eval(g, "return g:reach(1, 1 << 40)", 0), "0")
          && is(eval(g, "return #g:cards(g:zone('front', 1), { reaches = 1 << 40 })", 0), "0"),
          "a Range past 32 bits is compared whole, not cut");
    eval(g, "g:cset(g:first(g:zone('front', 1)), 'bonus', math.maxinteger)", 1);
    CHECK(is(eval(g, "return g:reach(1, math.maxinteger)", 0), "2"), "a Range at the integers' end reaches every distance");
    eval(g, "g:cset(g:first(g:zone('front', 1)), 'bonus', -5)", 1);
    CHECK(is(eval(g, "return g:reach(1, 0)", 0), "1"), "a Range below 0 reaches nothing, not even distance 0");
    CHECK(!strncmp(eval(g, "return g:reach(1, -1)", 0), "error", 5)
          && !strncmp(eval(g, "return g:reach(3, 0)", 0), "error", 5)
          && !strncmp(eval(g, "return g:reach(1)", 0), "error", 5),
          "a distance below 0, a player the game has not, no distance: errors");
    arb_game_free(g);
    g = without_grid();
    CHECK(g && strstr(eval(g, "return g:reach(1, 0)", 0), "no grid family"), "a game with no grid family: an error that says so");
    arb_game_free(g);
}

/* g:distance(p, c): rows apart plus columns apart from p's cell to a card
 * of the grid, as the family measures it for its offers. */
static void how_far_a_card_is_is_asked_of_the_kernel(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    static const char *AT = "local b = g:zone('board', 0) return g:distance(1, g:cell(b, %d, %d))";
    char q[200];
    int want[][3] = { { 1, 2, 1 }, { 1, 3, 2 }, { 2, 2, 2 }, { 3, 3, 4 }, { 2, 1, 1 } };
    int right = 1;
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        char n[16];
        snprintf(q, sizeof q, AT, want[i][0], want[i][1]);
        snprintf(n, sizeof n, "%d", want[i][2]);
        right &= is(eval(g, q, 0), n);
    }
    CHECK(right, "each card of the board, face up or down, by rows plus columns from (0,0)");
    CHECK(is(eval(g, "return tostring(g:distance(1, g:first(g:zone('play', 1))))", 0), "\"nil\""),
          "a card that is not on the grid: nil");
    CHECK(is(eval(g, "return tostring(g:distance(2, g:cell(g:zone('board', 0), 1, 2)))", 0), "\"nil\""),
          "a player with no cell: nil");
    eval(g, "g:pset(1, 'row', 3)", 1);
    CHECK(is(eval(g, "return tostring(g:distance(1, g:cell(g:zone('board', 0), 1, 2)))", 0), "\"nil\""),
          "a player whose cell is outside the grid: nil, as the family lists nothing for them");
    eval(g, "g:pset(1, 'row', 2); g:pset(1, 'col', 2)", 1);
    CHECK(is(eval(g, "return g:distance(1, g:cell(g:zone('board', 0), 1, 2))", 0), "3"), "from another cell");
    CHECK(!strncmp(eval(g, "return g:distance(1, 9999)", 0), "error", 5), "a card the game has not: an error");
    arb_game_free(g);
    g = without_grid();
    CHECK(g && strstr(eval(g, "return g:distance(1, 1)", 0), "no grid family")
          && strstr(eval(g, "return g:cards(1, { reaches = 0 })", 0), "no grid family"),
          "a game with no grid family: an error that says so (g:distance, g:cards' reaches)");
    arb_game_free(g);
}

/* g:cards and g:first of a list of zones: one call reads them in the
 * list's order (a player's cards in play and in front, each player's
 * Assists in turn order), filtered as one zone is. */
static void cards_of_several_zones_in_one_call(void)
{
    arb_game *g = board(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Rock', 1, g:zone('front', 1))", 1);
    CHECK(is(names_of(g, "{ g:zone('play', 1), g:zone('front', 1) }"), "\"Lamp,Rock,Lamp\""),
          "the zones' cards follow one another, each zone top first");
    CHECK(is(names_of(g, "{ g:zone('front', 1), g:zone('play', 1) }"), "\"Rock,Lamp,Lamp\""),
          "in the list's order");
    CHECK(is(names_of(g, "{ g:zone('play', 1), g:zone('board', 0) }, { has = 'beast' }"), "\"Beast\""),
          "a filter applies to every zone of the list");
    CHECK(is(names_of(g, "{ g:zone('play', 1), g:zone('front', 1) }, { value = 'pw' }"), "\"Lamp,Lamp\""),
          "a value filter too");
    CHECK(is(names_of(g, "{}"), "\"\""), "no zones: no cards");
    CHECK(is(eval(g, "return g:zone('board', 0) == BOARD_ZONES[1]", 0), "true")
          && is(names_of(g, "BOARD_ZONES, FOR_SALE"), "\"Trinket,Beast,Trinket\""),
          "a frozen list of zones (a ruleset's export) is read through, as a frozen filter is");
    CHECK(is(eval(g, "return g:name(g:first({ g:zone('stash', 1), g:zone('front', 1) }))", 0), "\"Rock\"")
          && is(eval(g, "return g:name(g:first({ g:zone('stash', 1), g:zone('front', 1) }, { value = 'pw' }))", 0),
                "\"Lamp\"")
          && is(eval(g, "return tostring(g:first({ g:zone('stash', 1), g:zone('stash', 2) }))", 0), "\"nil\""),
          "g:first: the first card of the first zone that has one the filter keeps");
    CHECK(is(names_of(g, "{ g:zone('play', 1), g:zone('front', 1) }, { reaches = 1 }"), "\"Lamp,Lamp\""),
          "reaches: the cards whose Range (the grid family's) reaches 1");
    CHECK(is(names_of(g, "{ g:zone('play', 1), g:zone('front', 1) }, { reaches = 2 }"), "\"Lamp\""),
          "... 2: only the Lamp whose bonus lengthens its Range");
    CHECK(is(names_of(g, "{ g:zone('play', 1), g:zone('front', 1) }, { reaches = 4, value = 'pw' }"), "\"\""),
          "... 4: none");
    CHECK(!strncmp(eval(g, "return g:cards(g:zone('play', 1), { reaches = 'far' })", 0), "error", 5),
          "reaches that is not a distance: an error");
    CHECK(!strncmp(eval(g, "return g:cards({ g:zone('play', 1), 9999 })", 0), "error", 5)
          && !strncmp(eval(g, "return g:cards({ g:zone('play', 1), 'front' })", 0), "error", 5),
          "a list holding what is no zone is an error");
    CHECK(!strncmp(eval(g, "local z = {} for i = 1, 17 do z[i] = g:zone('play', 1) end return g:cards(z)", 0),
                   "error", 5), "more than 16 zones is an error");
    arb_game_free(g);
}

/* ---- a stranger's declarations ------------------------------------------------ */

static scratch dir = SCRATCH("grid");

static arb_game *with_grid(const char *fields, char *err, size_t n)
{
    char src[2048];
    snprintf(src, sizeof src,
             "return ruleset { name = 'g2', zones = { { 'board', owner = 0, rows = 2, cols = 2 } },\n"
             "  exports = { SHINY = filter{ has = 'shiny' } },\n"
             "  setup = function(g) g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { grid = 'board', run = function() end, %s },\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", fields);
    return scratch_new(&dir, "g2", src, (const char *const[]){ "Ash", NULL }, 1, err, n);
}

static int refused(const char *fields, const char *want) { return refused_by(with_grid, fields, want); }

/* g:pay_reach(p, n, d): n taken from what reaches distance d, as g:reach
 * counts it -- at distance 0 the base's values first (as data, in the
 * order declared, each while its condition holds), then the cards' values,
 * the shortest Range first -- and what is left unpaid returned.  A Far card
 * (Range 2) holds 3, a Near one (Range 0) 2; p1 has 1 character Power
 * (cpw) and 5 static Power (spw, counted while in "bot" mode). */
static void paying_from_what_reaches(void)
{
    char err[2048] = "";
    const char *at = scratch_game(&dir, "g2",
        "return ruleset { name = 'g2', zones = { { 'board', owner = 0, rows = 1, cols = 1 }, { 'play', owner = 1 } },\n"
        "  setup = function(g) g:set_active(1) g:pset(1, 'row', 0) g:pset(1, 'col', 0) end,\n"
        "  turn = { { name = 'main', window = { options = {\n"
        "    { grid = 'board', at = { 'row', 'col' }, reach = { zones = { 'play' }, value = 'pw', range = 'range', bonus = 'bonus' },\n"
        "      base = { { value = 'spw', if_value = 'mode', is = 'bot' }, { value = 'cpw' } }, run = function() end },\n"
        "    { label = 'end turn', run = function() return true end } } } } } }\n", NULL);
    if (!at || scratch_file(&dir, "cards/g2/Far.lua", "return { name = 'Far', range = 2 }\n")
        || scratch_file(&dir, "cards/g2/Near.lua", "return { name = 'Near', range = 0 }\n")) {
        CHECK(0, "the scratch game is written");
        return;
    }
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = "g2", .seed = 1 }, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "local pl = g:zone('play', 1) g:cset(g:new_card('Far', 1, pl), 'pw', 3, 'power')"
            " g:cset(g:new_card('Near', 1, pl), 'pw', 2, 'power') g:pset(1, 'cpw', 1) g:pset(1, 'spw', 5)"
            " g:pset(1, 'mode', 'alt')", 1);
    const char *left = "local t = {} for _, c in ipairs(g:cards(g:zone('play', 1))) do t[#t + 1] = g:name(c) .. '=' .."
                       " (g:cget(c, 'pw') or 0) end return table.concat(t, ' ') .. ' cpw=' .. (g:pget(1, 'cpw') or 0)"
                       " .. ' spw=' .. (g:pget(1, 'spw') or 0)";
    uint64_t h = arb_state_hash(g);
    CHECK(!strncmp(eval(g, "return g:pay_reach(1, 1, 0)", 0), "error", 5) && arb_state_hash(g) == h,
          "a query may not pay: an error, and no trace");
    CHECK(is(eval(g, "return g:pay_reach(1, 4, 0)", 1), "0"), "4 at distance 0: all paid");
    CHECK(is(eval(g, left, 0), "\"Near=0 Far=2 cpw=0 spw=5\""),
          "the character Power first (the static Power counts only in bot mode), then Near (Range 0), then Far");
    eval(g, "g:pset(1, 'mode', 'bot')", 1);
    CHECK(is(eval(g, "return g:pay_reach(1, 6, 0)", 1), "0") && is(eval(g, left, 0), "\"Near=0 Far=1 cpw=0 spw=0\""),
          "in bot mode the static Power is paid from first");
    CHECK(is(eval(g, "return g:pay_reach(1, 3, 1)", 1), "2") && is(eval(g, left, 0), "\"Near=0 Far=0 cpw=0 spw=0\""),
          "at distance 1 only Far reaches: what it holds is taken, the rest (2) is returned unpaid");
    CHECK(strstr(eval(g, "g:pay_reach(1, 1, -1)", 1), "a distance is 0 or more") != NULL, "a negative distance");
    eval(g, "for _, c in ipairs(g:cards(g:zone('play', 1))) do if g:name(c) == 'Far' then g:cset(c, 'pw', 3, 'power') end end", 1);
    CHECK(is(eval(g, "return g:pay_reach(1, 1, 2)", 1), "0") && strstr(eval(g, left, 0), "Far=2"), "Far pays 1 of 3");
    eval(g, "g:expire('power')", 1);
    CHECK(strstr(eval(g, left, 0), "Far=0") != NULL, "what is left keeps its expiry tag: it expires with it");
    arb_game_free(g);
}

#define REACH "reach = { zones = { 'board' }, value = 'pw', range = 'range' }"

static void a_stranger_s_grid_family_is_refused_at_load(void)
{
    char err[2048] = "";
    arb_game *g = with_grid("at = { 'r', 'c' }, " REACH, err, sizeof err);
    CHECK(g != NULL, "a grid family with at and reach loads");
    if (!g) printf("  %s\n", err);
    arb_game_free(g);
    CHECK(refused(REACH, "option family 1: a grid family needs at = {"), "no cell values");
    CHECK(refused("at = { 'r' }, " REACH, "a grid family needs at = {"), "half a cell");
    CHECK(refused("at = { 'r', 'c' }", "a grid family needs reach = {"), "no reach");
    CHECK(refused("at = { 'r', 'c' }, reach = { zones = { 'board' }, value = 'pw' }", "range = \"field\""),
          "a reach with no range");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", buy = 'sale'", "a grid family that buys needs cost"),
          "buying with no cost");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", judge = 'foe'", "needs judge_fn"), "a judge with no function");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", rules = 'law'", "needs list = function"), "rules with no list");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", in_play = 'law'", "in_play = { 1 to 4"), "in_play that is no list");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", in_play = { 'a', 'b', 'c', 'd', 'e' }", "in_play = { 1 to 4"),
          "in_play past 4 fields");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", judge_while = { horn = 'tame' }", "needs judge_fn"),
          "judge_while with no judge");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", judge_fn = function() end, judge_while = 'horn'", "judge_while = {"),
          "judge_while that is no table");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", judge_fn = function() end, judge_while = { horn = true }", "judge_while = {"),
          "judge_while naming no field");
    CHECK(refused("at = { 'r', 'c' }, " REACH ", judge_fn = function() end, in_play = { 'a', 'b', 'c', 'd' },"
                  " judge_while = { horn = 'tame' }", "4 fields at most"), "in_play and judge_while past 4 fields");
    char err2[2048] = "";
    arb_game *ok = with_grid("at = { 'r', 'c' }, " REACH ", judge_fn = function() end, in_play = { 'a', 'b', 'c', 'horn' },"
                             " judge_while = { horn = 'tame' }", err2, sizeof err2);
    CHECK(ok != NULL, "a judge_while field already in in_play takes no room of its own");
    arb_game_free(ok);
}

/* A stranger's cost changer as data is read at load: one that is not
 * what the kernel reads (no add; a name no card has; a has that is no
 * string) is refused then, naming the file, the line, the card and the
 * field. */
static int changer_refused(const char *dearer, const char *want)
{
    char src[1024], card[512], err[2048] = "";
    snprintf(src, sizeof src,
             "return ruleset { name = 'g2', zones = { { 'board', owner = 0, rows = 2, cols = 2 } },\n"
             "  setup = function(g) g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { grid = 'board', at = { 'r', 'c' }, " REACH ", buy = 'sale', cost = 'cost',\n"
             "      cost_mods = 'dearer', run = function() end },\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n");
    snprintf(card, sizeof card, "return { name = 'Tax', dearer = %s }\n", dearer);
    const char *at = scratch_game(&dir, "g2", src, (const char *const[]){ "Ash", NULL });
    arb_game *g = at && scratch_file(&dir, "cards/g2/Tax.lua", card) == 0
        ? arb_game_new(&(arb_config){ .root = at, .game = "g2", .players = 1, .seed = 1 }, err, sizeof err) : NULL;
    int ok = want ? !g && strstr(err, want) != NULL : g != NULL;
    if (!ok) printf("  %s: %s\n", dearer, g ? "loaded" : err);
    arb_game_free(g);
    return ok;
}

static void a_stranger_s_cost_changer_is_refused_at_load(void)
{
    CHECK(changer_refused("{ add = 1, name = 'Ash' }", NULL) && changer_refused("{ add = -2, has = 'sale' }", NULL)
          && changer_refused("function() return 1 end", NULL), "data with add and name or has loads, and a function");
    CHECK(changer_refused("{ has = 'sale' }", "cards/g2/Tax.lua:1: Tax: dearer.add must be an integer"),
          "no add: the error names the file and the line");
    CHECK(changer_refused("{ add = 1.5 }", "Tax: dearer.add must be an integer"), "an add that is no integer");
    CHECK(changer_refused("{ add = 1, name = 'Nobody' }", "Tax: dearer.name: no card named 'Nobody'"),
          "a name no card has");
    CHECK(changer_refused("{ add = 1, has = 3 }", "Tax: dearer.has must be a string"), "a has that is no string");
    CHECK(changer_refused("{ add = 1000000000000 }", "Tax: dearer.add is out of range"), "an add past 32 bits");
    char path[200];
    snprintf(path, sizeof path, "%s/cards/g2/Tax.lua", dir.dir);
    unlink(path);                                  /* (the next rulings' game has no Tax) */
}

/* g:cards' `has` reads each definition's field once: a reload that gives
 * a card the field is seen at once, by a filter declared at load too (it
 * keeps which marks are its own only until they are read again). */
static void a_reloaded_card_is_filtered_by_its_new_fields(void)
{
    char err[2048] = "";
    arb_game *g = with_grid("at = { 'r', 'c' }, " REACH, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Ash', 0, g:zone('board', 0), 1, 1)", 1);
    static const char *Q = "return #g:cards(g:zone('board', 0), { has = 'shiny' })";
    static const char *DECLARED = "return #g:cards(g:zone('board', 0), SHINY)";
    CHECK(is(eval(g, Q, 0), "0") && is(eval(g, DECLARED, 0), "0"), "no Ash is shiny");
    CHECK(scratch_file(&dir, "cards/g2/Ash.lua", "return { name = 'Ash', shiny = true }\n") == 0
          && arb_reload_card(g, "Ash") == ARB_OK, "Ash is reloaded, shiny");
    CHECK(is(eval(g, DECLARED, 0), "1"), "the declared filter sees the new field");
    CHECK(is(eval(g, Q, 0), "1"), "the filter sees the new field");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    what_reaches_a_card_decides_its_offer();
    loose_power_reaches_only_the_player_s_own_cell();
    the_judge_is_told_what_is_in_play();
    a_rule_in_play_has_more_cards_judged();
    off_the_grid_nothing_is_offered();
    huge_ranges_and_bad_cost_changers_are_handled();
    an_option_takes_its_card_and_the_board_is_listed_again();
    under_a_rule_the_lua_list_lists_the_board();
    a_simulation_lists_the_same_and_records_no_refusal();
    cards_of_a_zone_filtered_in_one_call();
    the_cards_near_a_player_in_one_call();
    a_list_of_zones_declared_at_load();
    definitions_filtered_by_a_field();
    cards_of_several_zones_in_one_call();
    what_reaches_a_distance_is_asked_of_the_kernel();
    paying_from_what_reaches();
    how_far_a_card_is_is_asked_of_the_kernel();
    the_supply_s_top_card_and_cost_changers();
    cost_changers_as_data_and_the_buy_cost_asked_of_the_kernel();
    a_price_changer_only_reads();
    a_stranger_s_grid_family_is_refused_at_load();
    a_stranger_s_cost_changer_is_refused_at_load();
    a_reloaded_card_is_filtered_by_its_new_fields();
    scratch_remove(&dir);
    return check_done();
}
