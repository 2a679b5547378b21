/*
 * test_gridact.c -- a grid family's acts (kernel/lua/gridact.c): what a
 * face-up card of the grid lets the acting player do to it for a price its
 * definition states as data -- from its own cell (near), with what reaches
 * it (reach), from a player value (cost), or by its own check -- offered
 * while they hold and refused saying which does not, in that order.  The
 * rulings read the options and refusals a person would see, then what a
 * stranger's declaration or card gets wrong, refused at load.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("gridact");

/* A 2x2 board; p1 stands on (0,0) with loose Power (base) and gold.  The
 * family's act is a card's `deed`; its refusals say the reason code. */
static const char *RULESET =
    "local function name(g, c) return g:name(c) end\n"
    "return ruleset { name = 'ga', zones = function(g)\n"
    "    local z = { { 'board', owner = 0, rows = 2, cols = 2 } }\n"
    "    for p = 1, g:players() do z[#z + 1] = { 'front', owner = p } end\n"
    "    return z end,\n"
    "  setup = function(g) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { grid = 'board', at = { 'r', 'c' }, reach = { zones = { 'front' }, value = 'pw', range = 'range' },\n"
    "      base = { { value = 'loose' } }, %s\n"
    "      label = function(g, c) return 'do ' .. name(g, c) end,\n"
    "      refuse = function(g, p, c, _, why) return 'do ' .. name(g, c), why end,\n"
    "      run = function(g, p, c) g:padd(p, 'done', 1) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static const char *ACT = "act = { field = 'deed', near = 'here', reach = 'power', cost = 'gold', check = 'test' }, pool = 'gold',";

static const char *const CARDS[][2] = {
    { "Shrine", "return { name = 'Shrine', range = 0, deed = { here = true, power = 3 } }\n" },
    { "Tower", "return { name = 'Tower', range = 0, deed = { power = 2 } }\n" },
    { "Toll", "return { name = 'Toll', range = 0, deed = { here = true, gold = 2 } }\n" },
    { "Vault", "return { name = 'Vault', range = 0, deed = { test = function(g, x, p) return g:pget(p, 'key') end } }\n" },
    { "Statue", "return { name = 'Statue', range = 0, deed = { text = 'a deed with no price' } }\n" },
    { "Spear", "return { name = 'Spear', range = 2 }\n" },
};

static arb_game *make(const char *fields, const char *extra, char *err, size_t n)
{
    char src[4096];
    snprintf(src, sizeof src, RULESET, fields);
    const char *root = scratch_game(&dir, "ga", src, NULL);
    if (!root) return snprintf(err, n, "cannot write the scratch game"), NULL;
    for (size_t i = 0; i < sizeof CARDS / sizeof *CARDS; i++) {
        char path[128];
        snprintf(path, sizeof path, "cards/ga/%s.lua", CARDS[i][0]);
        if (scratch_file(&dir, path, CARDS[i][1])) return snprintf(err, n, "cannot write %s", path), NULL;
    }
    if (scratch_file(&dir, "cards/ga/Odd.lua", extra ? extra : "return { name = 'Odd', range = 0 }\n"))
        return snprintf(err, n, "cannot write Odd"), NULL;
    arb_config cfg = { .root = root, .game = "ga", .seed = 1 };
    return arb_game_new(&cfg, err, n);
}

static arb_game *with_family(const char *fields, char *err, size_t n) { return make(fields, NULL, err, n); }
static arb_game *with_odd_card(const char *card, char *err, size_t n) { return make(ACT, card, err, n); }

/* The game with the card named at (1,1) and p1 at (0,0). */
static arb_game *board_with(const char *card)
{
    char err[2048] = "", src[256];
    arb_game *g = with_family(ACT, err, sizeof err);
    if (!g) { printf("  %s\n", err); return NULL; }
    snprintf(src, sizeof src, "g:new_card('%s', 0, g:zone('board', 0), 2, 2); g:pset(1, 'r', 0); g:pset(1, 'c', 0)", card);
    eval(g, src, 1);
    return g;
}

/* near: only from the card's own cell; there, its Power price is what
 * reaches distance 0 -- the base included. */
static void a_near_act_is_done_from_the_card_s_cell(void)
{
    arb_game *g = board_with("Shrine");
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:pset(1, 'loose', 5)", 1);
    CHECK(is(options(g), "end turn") && is(refusals(g), "do Shrine: far"), "two cells away: refused, far");
    eval(g, "g:pset(1, 'r', 1); g:pset(1, 'c', 1); g:pset(1, 'loose', 2)", 1);
    CHECK(is(refusals(g), "do Shrine: reach"), "on its cell with 2 loose Power of the 3 it asks: refused, reach");
    eval(g, "g:pset(1, 'loose', 3)", 1);
    CHECK(is(options(g), "do Shrine | end turn") && is(refusals(g), ""), "3 loose Power on its cell: offered");
    arb_game_free(g);
}

/* reach at a distance: only the Power whose range reaches the card counts
 * (the base reaches distance 0 alone). */
static void a_reach_price_counts_what_reaches_the_card(void)
{
    arb_game *g = board_with("Tower");
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:pset(1, 'loose', 9)", 1);
    CHECK(is(refusals(g), "do Tower: reach"), "9 loose Power, none of it reaching 2 cells: refused");
    eval(g, "local s = g:new_card('Spear', 1, g:zone('front', 1)); g:cset(s, 'pw', 2)", 1);
    CHECK(is(options(g), "do Tower | end turn"), "a Spear of range 2 holding 2 Power reaches it: offered");
    eval(g, "g:cset(g:first(g:zone('front', 1)), 'range_bonus', -1)", 1);
    CHECK(is(options(g), "do Tower | end turn"), "(a bonus the family does not declare changes nothing)");
    arb_game_free(g);
}

/* cost: the player's pool value, once the card's place holds. */
static void a_cost_is_paid_from_the_pool(void)
{
    arb_game *g = board_with("Toll");
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:pset(1, 'r', 1); g:pset(1, 'c', 1); g:pset(1, 'gold', 1)", 1);
    CHECK(is(refusals(g), "do Toll: cost"), "1 gold of 2: refused, cost");
    eval(g, "g:pset(1, 'gold', 2)", 1);
    CHECK(is(options(g), "do Toll | end turn"), "2 gold: offered");
    eval(g, "g:pset(1, 'r', 0)", 1);
    CHECK(is(refusals(g), "do Toll: far"), "off its cell the place is judged first: far, not cost");
    arb_game_free(g);
}

/* check: the card's own test, asked as it is listed; the option runs the
 * family's run with the card. */
static void a_check_is_the_card_s_own_test(void)
{
    arb_game *g = board_with("Vault");
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(is(refusals(g), "do Vault: check"), "no key: its test says no");
    eval(g, "g:pset(1, 'key', true)", 1);
    CHECK(is(options(g), "do Vault | end turn"), "with the key: offered, from anywhere on the board");
    CHECK(answer(g, "do Vault") && !strcmp(eval(g, "return g:pget(1, 'done')", 0), "1"),
          "taken: the family's run, told the card");
    arb_game_free(g);
}

/* A deed that names no place, price or test is not an act; nor is a
 * face-down card's. */
static void what_is_not_an_act_is_neither_offered_nor_refused(void)
{
    arb_game *g = board_with("Statue");
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(is(options(g), "end turn") && is(refusals(g), ""), "a deed with only words: nothing");
    eval(g, "g:new_card('Vault', 0, g:zone('board', 0), 1, 2); g:flip(g:cell(g:zone('board', 0), 1, 2), false)", 1);
    CHECK(is(options(g), "end turn") && is(refusals(g), ""), "a face-down Vault: nothing");
    eval(g, "g:pset(1, 'r', nil)", 1);
    eval(g, "g:flip(g:cell(g:zone('board', 0), 1, 2), true)", 1);
    CHECK(is(options(g), "end turn") && is(refusals(g), ""), "off the board: no act at all");
    arb_game_free(g);
}

static int family_refused(const char *fields, const char *want) { return refused_by(with_family, fields, want); }
static int card_refused(const char *card, const char *want) { return refused_by(with_odd_card, card, want); }

static void a_stranger_s_acts_are_refused_at_load(void)
{
    CHECK(family_refused("act = 'deed',", "a grid family's act = { field ="), "act is a table");
    CHECK(family_refused("act = { near = 'here' },", "a grid family's act = { field ="), "naming its field");
    CHECK(family_refused("act = { field = 'deed', cost = 'gold' },", "needs pool = \"player value\""),
          "a cost needs the pool it is paid from");
    CHECK(card_refused("return { name = 'Odd', range = 0, deed = { power = 'three' } }\n",
                       "card 'Odd': deed.power must be a whole number from 0"), "a price that is no number");
    CHECK(card_refused("return { name = 'Odd', range = 0, deed = { gold = -1 } }\n",
                       "card 'Odd': deed.gold must be a whole number from 0"), "a price below 0");
    CHECK(card_refused("return { name = 'Odd', range = 0, deed = { test = 'yes' } }\n",
                       "card 'Odd': deed.test must be a function(g, card, p)"), "a test that is no function");
    CHECK(card_refused("return { name = 'Odd', range = 0, deed = { here = 1 } }\n",
                       "card 'Odd': deed.here must be true or false"), "a place that is no boolean");
}

int main(int argc, char **argv)
{
    (void)argc, (void)argv;
    a_near_act_is_done_from_the_card_s_cell();
    a_reach_price_counts_what_reaches_the_card();
    a_cost_is_paid_from_the_pool();
    a_check_is_the_card_s_own_test();
    what_is_not_an_act_is_neither_offered_nor_refused();
    a_stranger_s_acts_are_refused_at_load();
    scratch_remove(&dir);
    return check_done();
}
