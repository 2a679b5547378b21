/*
 * test_walk.c -- the walk and player option families and a list's
 * while_any (kernel/lua/walk.c, options.c), on the fixture
 * tests/fixtures/walk: a player's steps on a 3x3 board while a card of
 * theirs holds Move, an act on the cell they stand on, an option for each
 * player with coins, and a Lua list the kernel calls only while a face-up
 * Crate is on the board; read as the options and refusals a person would
 * see; then what a stranger's declaration gets wrong, refused at load.
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
    snprintf(dir, sizeof dir, "%s/tests/fixtures/walk", root);
    return new_game((arb_config){ .root = dir, .game = "walk", .seed = 1, .quiet = quiet });
}

/* p1 stands in the middle (1,1) with Boots in play holding 1 Move; a
 * face-down Rock lies under p1; nobody has coins. */
static arb_game *middle(int quiet)
{
    arb_game *g = start(quiet);
    if (g) eval(g, "g:pset(1, 'row', 1); g:pset(1, 'col', 1)\n"
                   "g:cset(g:new_card('Boots', 1, g:zone('play', 1)), 'mv', 1)\n"
                   "g:flip(g:new_card('Rock', 0, g:zone('board', 0), 2, 2), false)", 1);
    return g;
}

static void a_step_goes_to_each_neighbour_inside_the_board(void)
{
    arb_game *g = middle(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(is(options(g), "step to (0,1) | step to (2,1) | step to (1,0) | step to (1,2) | open (1,1) | end turn"),
          "Boots holding Move: up, down, left, right, then the face-down Rock under p1 may be opened");
    CHECK(is(refusals(g), "fly: no Wings hold Move | p1: tip: no coins | p2: cheer: no coins (asked while p1 acts)"),
          "no diagonal without Wings, no coins to tip or cheer with");
    eval(g, "g:pset(1, 'row', 0); g:pset(1, 'col', 0)", 1);
    CHECK(is(options(g), "step to (1,0) | step to (0,1) | end turn"), "in a corner, only the two cells inside");
    CHECK(answer(g, "step to (0,1)")
          && is(eval(g, "return g:pget(1, 'row') .. ',' .. g:pget(1, 'col')", 0), "\"0,1\""),
          "run(g, p, row, col) gets the cell 0-based");
    arb_game_free(g);
}

static void wings_holding_move_fly_diagonally(void)
{
    arb_game *g = middle(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Wings', 1, g:zone('front', 1))", 1);
    CHECK(strstr(refusals(g), "fly: no Wings hold Move") != NULL, "Wings holding no Move do not fly");
    eval(g, "g:cset(g:first(g:zone('front', 1)), 'mv', 2)", 1);
    CHECK(is(options(g), "step to (0,1) | step to (2,1) | step to (1,0) | step to (1,2) | fly to (0,0) | fly to (0,2)"
                         " | fly to (2,0) | fly to (2,2) | open (1,1) | end turn"),
          "Wings in front holding Move: up-left, up-right, down-left, down-right");
    eval(g, "g:cset(g:first(g:zone('play', 1)), 'mv', 0)", 1);
    CHECK(strstr(options(g), "step to (0,1)") && strstr(options(g), "fly to (0,0)"),
          "the Wings' Move steps orthogonally too, with the Boots' at 0");
    arb_game_free(g);
}

static void base_is_asked_only_when_no_card_holds_move(void)
{
    arb_game *g = middle(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'no_base', true)", 1);
    CHECK(strstr(options(g), "step to (0,1)") != NULL, "the Boots hold Move: base is never called");
    eval(g, "g:pset(1, 'no_base', nil); g:cset(g:first(g:zone('play', 1)), 'mv', 0)", 1);
    CHECK(is(options(g), "end turn")
          && is(refusals(g), "step: no Move | open: no Move | p1: tip: no coins | p2: cheer: no coins (asked while p1 acts)"),
          "no Move anywhere: steps and opening refused; no diagonal refusal for a player who cannot step at all");
    eval(g, "g:pset(1, 'legs', 1)", 1);
    CHECK(is(options(g), "step to (0,1) | step to (2,1) | step to (1,0) | step to (1,2) | open (1,1) | end turn"),
          "base(g, p) above 0: p steps");
    arb_game_free(g);
}

static void opening_needs_a_face_down_card_here(void)
{
    arb_game *g = middle(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(answer(g, "open (1,1)") && is(eval(g, "return g:face_up(g:cell(g:zone('board', 0), 2, 2))", 0), "true"),
          "run(g, p, row, col) on p's own cell");
    CHECK(!strstr(options(g), "open") && strstr(refusals(g), "open: nothing face down here |"),
          "a face-up card is not opened again (and the refusal gets no cell)");
    eval(g, "g:move(g:cell(g:zone('board', 0), 2, 2), g:zone('front', 2))", 1);
    CHECK(strstr(refusals(g), "open: nothing face down here |") != NULL, "an empty cell neither");
    arb_game_free(g);
}

static void off_the_board_nothing_is_offered(void)
{
    arb_game *g = middle(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'row', nil)", 1);
    CHECK(is(options(g), "end turn") && is(refusals(g), "p1: tip: no coins | p2: cheer: no coins (asked while p1 acts)"),
          "a player with no cell is offered and refused no step");
    eval(g, "g:pset(1, 'row', 3)", 1);
    CHECK(is(options(g), "end turn"), "one row past the last is off the board too");
    eval(g, "g:pset(1, 'row', 'top')", 1);
    CHECK(is(options(g), "end turn"), "a row that is no number: off the board");
    arb_game_free(g);
}

static void each_player_with_coins_is_offered_their_own_option(void)
{
    arb_game *g = start(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'coins', 1); g:pset(2, 'coins', 2)", 1);
    CHECK(is(options(g), "p1: tip | end turn | p2: cheer"), "p1 tips on their turn; p2 cheers at any time");
    CHECK(arb_option_player(g, 0) == 1 && arb_option_player(g, 2) == 2, "each option is its own player's to take");
    CHECK(answer(g, "p2: cheer") && is(eval(g, "return g:pget(2, 'coins') .. ',' .. g:pget(2, 'tipped')", 0), "\"1,1\""),
          "run(g, q) runs for the player who took it");
    eval(g, "g:pset(1, 'coins', 0)", 1);
    CHECK(is(options(g), "end turn | p2: cheer") && is(refusals(g), "p1: tip: no coins"),
          "a player with no coins is refused, worded with their number");
    arb_game_free(g);
}

static void others_are_listed_from_the_acting_player_s_left(void)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/walk", root);
    arb_game *g = new_game((arb_config){ .root = dir, .game = "walk", .seed = 1, .players = 3 });
    if (!g) { CHECK(0, "the fixture starts with 3"); return; }
    eval(g, "for p = 1, 3 do g:pset(p, 'coins', 1) end; g:set_active(2)", 1);
    CHECK(is(options(g), "p2: tip | end turn | p3: cheer | p1: cheer"), "p2 acts: p3, then p1");
    arb_game_free(g);
}

static void a_list_is_called_only_while_a_face_up_crate_is_on_the_board(void)
{
    arb_game *g = middle(0);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:pset(1, 'no_list', true); g:flip(g:new_card('Crate', 0, g:zone('board', 0), 1, 1), false)", 1);
    CHECK(is(eval(g, "return g:pget(1, 'no_list')", 0), "true") && strstr(options(g), "end turn") != NULL,
          "a face-down Crate: the list is not called (the edit went through)");
    const char *got = eval(g, "g:flip(g:cell(g:zone('board', 0), 1, 1), true)", 1);
    CHECK(strstr(got, "the list was called") != NULL, "face up, it is: the edit fails on the list's error");
    CHECK(strstr(options(g), "loot") == NULL, "and leaves nothing behind");
    eval(g, "g:pset(1, 'no_list', nil); g:flip(g:cell(g:zone('board', 0), 1, 1), true)", 1);
    CHECK(strstr(options(g), "open (1,1) | loot Crate | end turn") != NULL, "the list offers the loot in its place");
    arb_game_free(g);
}

static void a_simulation_lists_the_same_and_asks_base_nothing_more(void)
{
    arb_game *g = middle(1);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:cset(g:first(g:zone('play', 1)), 'mv', 0); g:pset(1, 'legs', 1)", 1);
    CHECK(is(options(g), "step to (0,1) | step to (2,1) | step to (1,0) | step to (1,2) | open (1,1) | end turn")
          && arb_refusal_count(g) == 0, "quiet: the same options, nothing kept for `why`");
    arb_game_free(g);
}

/* ---- a stranger's declarations ------------------------------------------------ */

static scratch dir = SCRATCH("walk");

static arb_game *with_family(const char *family, char *err, size_t n)
{
    char src[2048];
    snprintf(src, sizeof src,
             "return ruleset { name = 'w2', zones = { { 'board', owner = 0, rows = 2, cols = 2 } },\n"
             "  setup = function(g) g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { run = function() end, label = function() return 'x' end, %s },\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", family);
    return scratch_new(&dir, "w2", src, (const char *const[]){ "Ash", NULL }, 1, err, n);
}

static int refused(const char *family, const char *want) { return refused_by(with_family, family, want); }

#define MV "move = { zones = { 'board' }, value = 'mv' }"

static void a_stranger_s_families_are_refused_at_load(void)
{
    char err[2048] = "";
    arb_game *g = with_family("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV, err, sizeof err);
    CHECK(g != NULL, "a walk family with at, to and move loads");
    if (!g) printf("  %s\n", err);
    arb_game_free(g);
    CHECK(refused("walk = 'board', to = 'orthogonal', " MV, "option family 1: a walk family needs at = {"), "no cell");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, " MV, "needs to = \"orthogonal\""), "no to");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'north', " MV, "needs to = \"orthogonal\""), "a to it does not know");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'here', " MV, "exactly when to = \"here\""), "here with no card kind");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', here = 'card', " MV, "exactly when to = \"here\""),
          "a card kind for a step");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal'", "needs move = {"), "no move");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', move = { value = 'mv' }", "1 to 4 zone names"),
          "a move with no zones");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'diagonal', " MV, "needs move.diagonal"),
          "diagonal steps with no field that allows them");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ", run = { { close = true } }",
                  "steps run a cards, abilities, fixed or targets family"), "a walk's run as steps");
    CHECK(refused("player = 'everyone'", "needs player = \"active\" or \"others\""), "a player family's who");
    CHECK(refused("list = function() end, while_any = { zone = 'board' }", "while_any = { zone ="), "while_any with no field");
    CHECK(refused("walk = 'board', player = 'active'", "a family is one of"), "two kinds at once");
}

/* while_any's at: such a card must be on the acting player's cell for
 * the list to offer anything, so a simulation calls it only then; a game
 * a person reads still calls it anywhere, for the refusals it explains. */
static arb_game *crate_game(int quiet)
{
    static const char *src =
        "return ruleset { name = 'w3', zones = { { 'board', owner = 0, rows = 2, cols = 2 } },\n"
        "  setup = function(g) g:set_active(1); g:pset(1, 'r', 0); g:pset(1, 'c', 0) end,\n"
        "  turn = { { name = 'main', window = { options = {\n"
        "    { list = function(g, p, acts)\n"
        "        if g:pget(p, 'no_list') then error('the list was called') end\n"
        "      end, while_any = { zone = 'board', shared = true, face_up = true, has = 'loot', at = { 'r', 'c' } } },\n"
        "    { label = 'end turn', run = function() return true end } } } } } }\n";
    const char *at = scratch_game(&dir, "w3", src, NULL);
    if (!at || scratch_file(&dir, "cards/w3/Crate.lua", "return { name = 'Crate', loot = true }\n")) return NULL;
    return new_game((arb_config){ .root = at, .game = "w3", .seed = 1, .quiet = quiet });
}

static void a_list_at_the_player_s_cell_is_skipped_elsewhere_in_a_simulation(void)
{
    arb_game *g = crate_game(1);
    if (!g) { CHECK(0, "the game starts"); return; }
    const char *got = eval(g, "g:pset(1, 'no_list', true); g:new_card('Crate', 0, g:zone('board', 0), 2, 2)", 1);
    CHECK(strstr(got, "the list was called") == NULL && is(options(g), "end turn"),
          "a simulation, the Crate one cell away from p1: the list is not called");
    got = eval(g, "g:pset(1, 'r', 1); g:pset(1, 'c', 1)", 1);
    CHECK(strstr(got, "the list was called") != NULL, "on the Crate's cell, it is");
    arb_game_free(g);
    g = crate_game(0);
    if (!g) { CHECK(0, "the game starts"); return; }
    got = eval(g, "g:pset(1, 'no_list', true); g:new_card('Crate', 0, g:zone('board', 0), 2, 2)", 1);
    CHECK(strstr(got, "the list was called") != NULL, "a game a person reads: called anywhere (it may refuse)");
    arb_game_free(g);
    CHECK(refused("list = function() end, while_any = { zone = 'board', has = 'loot', at = 'r' }", "while_any.at = {"),
          "at names the row and column values");
}

/* base as data: a sum of the player's values, some only while another
 * value is (or is not) a text. */
static void a_base_as_data_adds_the_player_s_values(void)
{
    char err[2048] = "";
    arb_game *g = with_family("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ",\n"
                              "  base = { { value = 'legs', if_value = 'form', is = 'tall' },\n"
                              "           { value = 'wheels', if_value = 'form', is_not = 'tall' }, { value = 'jets' } }",
                              err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:pset(1, 'r', 0); g:pset(1, 'c', 0); g:pset(1, 'legs', 1)", 1);
    CHECK(is(options(g), "end turn"), "legs count only while the form is tall: none set");
    eval(g, "g:pset(1, 'form', 'tall')", 1);
    CHECK(is(options(g), "x | x | end turn"), "tall: the legs step (two cells from the corner)");
    eval(g, "g:pset(1, 'legs', -3); g:pset(1, 'wheels', 5)", 1);
    CHECK(is(options(g), "end turn"), "a term below 0 counts nothing, and wheels only while not tall");
    eval(g, "g:pset(1, 'form', 'short')", 1);
    CHECK(is(options(g), "x | x | end turn"), "short: the wheels step");
    eval(g, "g:pset(1, 'wheels', 0); g:pset(1, 'jets', 1)", 1);
    CHECK(is(options(g), "x | x | end turn"), "a term with no condition always counts");
    eval(g, "g:pset(1, 'jets', 'many')", 1);
    CHECK(is(options(g), "end turn"), "a value that is no number counts nothing");
    arb_game_free(g);
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ", base = 5", "base is a function(g, p) or"),
          "a base that is neither");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ", base = {}", "1 to 4 terms"), "no terms");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ", base = { { if_value = 'f', is = 'x' } }",
                  "a base term needs value"), "a term with no value");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ", base = { { value = 'v', if_value = 'f' } }",
                  "a base term needs value"), "a condition with no text");
    CHECK(refused("walk = 'board', at = { 'r', 'c' }, to = 'orthogonal', " MV ", base = { 'v' }",
                  "each term of a family's base is a table"), "a term that is no table");
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    a_step_goes_to_each_neighbour_inside_the_board();
    wings_holding_move_fly_diagonally();
    base_is_asked_only_when_no_card_holds_move();
    opening_needs_a_face_down_card_here();
    off_the_board_nothing_is_offered();
    each_player_with_coins_is_offered_their_own_option();
    others_are_listed_from_the_acting_player_s_left();
    a_list_is_called_only_while_a_face_up_crate_is_on_the_board();
    a_simulation_lists_the_same_and_asks_base_nothing_more();
    a_stranger_s_families_are_refused_at_load();
    a_base_as_data_adds_the_player_s_values();
    a_list_at_the_player_s_cell_is_skipped_elsewhere_in_a_simulation();
    scratch_remove(&dir);
    return check_done();
}
