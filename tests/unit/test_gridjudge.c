/*
 * test_gridjudge.c -- a grid family's judge as data (judge_steps,
 * kernel/lua/grid.c): refuse steps, each a reason and a step's conditions,
 * read by the kernel for the acting player, the card and what reaches it;
 * judge_fn, if the family has one, while a rule of in_play is in play.
 * The rulings read the options and refusals a person would see, then what
 * a stranger's declaration gets wrong, refused at load (a refuse step
 * anywhere else: test_stepfaults.c).
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("gridjudge");

/* A 2x2 board; p1 stands on (0,0), where only its loose Power reaches
 * (base); a King (a foe and a boss) at (0,0), an Ogre (a foe) at (0,1).
 * A duel with a boss once a turn, and none while a face-up Imp is on the
 * board (a shared zone); a foe nothing reaches may be fought only by a
 * player with a Wound (is.damage) in front.  A face-up Drum on the board
 * (in_play fierce) hands the judging to Lua. */
static const char *RULESET =
    "local function name(g, c) return g:name(c) end\n"
    "return ruleset { name = 'gj', zones = function(g)\n"
    "    local z = { { 'board', owner = 0, rows = 2, cols = 2 } }\n"
    "    for p = 1, g:players() do z[#z + 1] = { 'front', owner = p } end\n"
    "    return z end,\n"
    "  setup = function(g) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { grid = 'board', at = { 'r', 'c' }, reach = { zones = { 'front' }, value = 'pw', range = 'range' },\n"
    "      base = function(g, p) return g:pget(p, 'loose') or 0 end,\n"
    "      judge = 'foe', in_play = { 'fierce' }, %s\n"
    "      label = function(g, c) return 'fight ' .. name(g, c) end,\n"
    "      refuse = function(g, p, c, _, why, detail) return 'fight ' .. name(g, c), detail end,\n"
    "      run = function() end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static const char *STEPS =
    "judge_steps = {\n"
    "  { refuse = 'one duel a turn', when = 'boss', if_value = 'dueled' },\n"
    "  { refuse = 'guarded by an Imp', when = 'boss',\n"
    "    if_any = { zones = { 'board' }, has = 'minion', face_up = true } },\n"
    "  { refuse = 'nothing reaches it', unless = 'boss', if_arg_below = 1,\n"
    "    unless_any = { zones = { 'front' }, has = 'is.damage' } } },\n"
    "judge_fn = function(g, p, x, d, reach, in_play) return 'judged in Lua' end,";

static arb_game *with_judge(const char *fields, char *err, size_t n)
{
    char src[4096];
    snprintf(src, sizeof src, RULESET, fields);
    const char *root = scratch_game(&dir, "gj", src, NULL);
    if (!root
        || scratch_file(&dir, "cards/gj/King.lua", "return { name = 'King', foe = true, boss = true, range = 0 }\n")
        || scratch_file(&dir, "cards/gj/Ogre.lua", "return { name = 'Ogre', foe = true, range = 0 }\n")
        || scratch_file(&dir, "cards/gj/Wound.lua", "return { name = 'Wound', is = { damage = true }, range = 0 }\n")
        || scratch_file(&dir, "cards/gj/Drum.lua", "return { name = 'Drum', fierce = true, range = 0 }\n")
        || scratch_file(&dir, "cards/gj/Imp.lua", "return { name = 'Imp', minion = true, range = 0 }\n"))
        return snprintf(err, n, "cannot write the scratch game"), NULL;
    arb_config cfg = { .root = root, .game = "gj", .seed = 1 };
    return arb_game_new(&cfg, err, n);
}

/* The game judged by `fields` (STEPS: the rulings' judge), with the King
 * and the Ogre on the board and p1 at (0,0). */
static arb_game *board_judged_by(const char *fields)
{
    char err[2048] = "";
    arb_game *g = with_judge(fields, err, sizeof err);
    if (!g) { printf("  %s\n", err); return NULL; }
    eval(g, "local b = g:zone('board', 0)\n"
            "g:new_card('King', 0, b, 1, 1); g:new_card('Ogre', 0, b, 1, 2)\n"
            "g:pset(1, 'r', 0); g:pset(1, 'c', 0)", 1);
    return g;
}

static arb_game *board(void) { return board_judged_by(STEPS); }

/* The first refuse step whose conditions hold refuses; none: offered. */
static void the_first_refusal_that_holds_decides(void)
{
    arb_game *g = board();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(is(options(g), "fight King | end turn") && is(refusals(g), "fight Ogre: nothing reaches it"),
          "nothing reaches the Ogre, and p1 has no Wound: refused; the King is a boss, not yet dueled: offered");
    eval(g, "g:pset(1, 'dueled', true)", 1);
    CHECK(is(options(g), "end turn") && is(refusals(g), "fight King: one duel a turn | fight Ogre: nothing reaches it"),
          "a duel this turn: the King is refused by the first step");
    eval(g, "g:new_card('Wound', 1, g:zone('front', 1))", 1);
    CHECK(is(options(g), "fight Ogre | end turn"),
          "unless_any with a path (is.damage): a Wound in front lets p1 fight what nothing reaches");
    arb_game_free(g);
}

/* if_any over a shared grid: every cell is looked at, face-up cards only
 * when it says face_up. */
static void a_shared_grid_s_face_up_cards_guard(void)
{
    arb_game *g = board();
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Imp', 0, g:zone('board', 0), 2, 2)", 1);
    CHECK(is(options(g), "end turn") && is(refusals(g), "fight King: guarded by an Imp | fight Ogre: nothing reaches it"),
          "a face-up Imp in the board's last cell (the third card, cell 4): the King is guarded");
    eval(g, "g:flip(g:cell(g:zone('board', 0), 2, 2), false)", 1);
    CHECK(is(options(g), "fight King | end turn"), "face down, the Imp guards nothing");
    arb_game_free(g);
}

/* if_cards counts a shared zone of that name when the player has none. */
static void if_cards_counts_a_shared_zone(void)
{
    arb_game *g = board_judged_by("judge_steps = { { refuse = 'the board is crowded', if_cards = { board = 3 } } },"
                                  " judge_fn = function() return 'judged in Lua' end,");
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(is(options(g), "fight King | fight Ogre | end turn"), "two cards on the board: not crowded");
    eval(g, "g:new_card('Wound', 0, g:zone('board', 0), 2, 1)", 1);
    CHECK(is(refusals(g), "fight King: the board is crowded | fight Ogre: the board is crowded"),
          "a third card on the shared board: both refused");
    arb_game_free(g);
}

/* The reach is the argument: if_arg_below = 1 holds only while nothing
 * reaches the card. */
static void what_reaches_the_card_is_the_argument(void)
{
    arb_game *g = board();
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:pset(1, 'c', 1)", 1);
    CHECK(is(refusals(g), "fight Ogre: nothing reaches it"), "on the Ogre's cell, with no loose Power: still refused");
    eval(g, "g:pset(1, 'loose', 2)", 1);
    CHECK(is(options(g), "fight King | fight Ogre | end turn") && is(refusals(g), ""),
          "2 loose Power reach the Ogre's own cell: the step is left out");
    arb_game_free(g);
}

/* With no judge_fn the steps judge while a rule is in play too, and
 * if_rule / unless_rule say which of their steps apply. */
static void with_no_function_the_steps_judge_the_rules_too(void)
{
    arb_game *g = board_judged_by("judge_steps = {\n"
                                  "  { refuse = 'the drum beats', when = 'boss', if_rule = 'fierce' },\n"
                                  "  { refuse = 'all is quiet', when = 'boss', unless_rule = 'fierce' } },");
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(is(refusals(g), "fight King: all is quiet"), "no Drum: the unless_rule step refuses the King");
    eval(g, "g:new_card('Drum', 0, g:zone('board', 0), 2, 2)", 1);
    CHECK(is(refusals(g), "fight King: the drum beats"), "a face-up Drum: the if_rule step refuses it");
    CHECK(is(options(g), "fight Ogre | end turn"), "the Ogre: no step refuses it, with no judge_fn to ask");
    arb_game_free(g);
}

/* While a rule of in_play is in play, judge_fn judges every judged card. */
static void a_rule_in_play_hands_the_judging_to_lua(void)
{
    arb_game *g = board();
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Drum', 0, g:zone('board', 0), 2, 2)", 1);
    CHECK(is(options(g), "end turn")
          && is(refusals(g), "fight King: judged in Lua | fight Ogre: judged in Lua"),
          "a face-up Drum: judge_fn answers for the King and the Ogre");
    eval(g, "g:flip(g:cell(g:zone('board', 0), 2, 2), false)", 1);
    CHECK(is(options(g), "fight King | end turn"), "face down, the Drum is no rule: the steps judge again");
    arb_game_free(g);
}

static int refused(const char *fields, const char *want) { return refused_by(with_judge, fields, want); }

static void a_stranger_s_judge_steps_are_refused_at_load(void)
{
    CHECK(refused("judge_steps = { { log = 'hi' } }, judge_fn = function() end,", "a judge's steps are refuse steps"),
          "a judge may only refuse");
    CHECK(refused("judge_steps = 'no', judge_fn = function() end,", "judge_steps = {"), "judge_steps that is no list");
    CHECK(refused("judge_steps = { { refuse = 'no', if_rule = 'loud' } },", "none of the family's in_play fields"),
          "if_rule names an in_play field");
    CHECK(refused("judge_steps = { { refuse = 'no', unless_rule = 'loud' } },", "none of the family's in_play fields"),
          "so does unless_rule");
    CHECK(refused("judge_steps = { { refuse = 'no', target = 'player' } }, judge_fn = function() end,",
                  "a targets family's"), "a target condition is a targets family's");
    char err[2048] = "";
    arb_game *ok = with_judge("judge_steps = { { refuse = 'no', when = 'boss' } }, judge_fn = function() end,",
                              err, sizeof err);
    CHECK(ok != NULL, "steps and a function load");
    if (!ok) printf("  %s\n", err);
    arb_game_free(ok);
}

int main(int argc, char **argv)
{
    (void)argc, (void)argv;
    the_first_refusal_that_holds_decides();
    what_reaches_the_card_is_the_argument();
    a_shared_grid_s_face_up_cards_guard();
    if_cards_counts_a_shared_zone();
    a_rule_in_play_hands_the_judging_to_lua();
    with_no_function_the_steps_judge_the_rules_too();
    a_stranger_s_judge_steps_are_refused_at_load();
    scratch_remove(&dir);
    return check_done();
}
