/*
 * test_stepplayers.c -- "target opponent ..." as kernel steps: a
 * choose_player step asks the acting player for another player (or any
 * player, themselves first), in seat order, leaving out those whose
 * skip value is set and those of their team; the player picked is the
 * target of the steps after it (on = "target", {q}).  One player to offer
 * is taken without asking (auto); nobody to offer ends the steps there.
 * Played on a stranger's game of four players; what a stranger could get
 * wrong is refused at load.
 */
#include "arbiter.h"
#include "check.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("stepplayers");

/* Four players; p1 may "hex" another (the target's hexed grows) or "jinx"
 * anybody, themselves too. */
static const char RULESET[] =
    "return ruleset { name = 'pick',\n"
    "  setup = function(g) for p = 1, g:players() do g:new_zone('hand', p) end g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'hex', run = {\n"
    "      { choose_player = 'other', prompt = '{p}: whom to hex?', reason = 'a hex needs a victim',\n"
    "        skip = 'out', team = 'team', auto = true },\n"
    "      { add = 'hexed', by = 1, on = 'target' }, { log = '{p} hexes {q}' } } },\n"
    "    { label = 'jinx', run = { { choose_player = 'any', prompt = 'jinx whom?' },\n"
    "      { add = 'jinxed', by = 2, on = 'target' } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static arb_game *four(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "pick", RULESET, NULL, 4, err, sizeof err);
    if (!g) printf("%s\n", err);
    return g;
}

/* The values `key` of p1..p4, "a,b,c,d" (nil as 0). */
static const char *values(arb_game *g, const char *key)
{
    char src[256];
    snprintf(src, sizeof src, "local t = {} for p = 1, 4 do t[p] = g:pget(p, '%s') or 0 end "
             "return table.concat(t, ',')", key);
    return eval(g, src, 0);
}

static int waits_on_a_player(arb_game *g)
{
    arb_frame_info f[2];
    int n = arb_flow_frames(g, f, 2);
    if (n == 1 && !strcmp(f[0].step, "choose_player") && f[0].waits && !strcmp(f[0].waits, "player")) return 1;
    printf("  %d frames, the first at %s\n", n, n ? f[0].step : "-");
    return 0;
}

static void the_player_picked_is_the_target_of_the_steps_after(void)
{
    arb_game *g = four();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(answer(g, "hex") && is(arb_decision_prompt(g), "p1: whom to hex?")
          && is(arb_decision_reason(g), "a hex needs a victim") && is(options(g), "p2 | p3 | p4")
          && arb_decision_player(g) == 1 && waits_on_a_player(g),
          "the others in seat order, asked of p1 as the kernel's frame");
    CHECK(answer(g, "p3") && is(values(g, "hexed"), "\"0,0,1,0\"") && logged(g, "p1 hexes p3")
          && is(options(g), "hex | jinx | end turn"), "p3 picked: p3's value, {q} in the log");
    eval(g, "g:pset(2, 'out', true); g:pset(1, 'team', 7); g:pset(4, 'team', 7)", 1);
    CHECK(answer(g, "hex") && is(values(g, "hexed"), "\"0,0,2,0\"") && is(options(g), "hex | jinx | end turn"),
          "p2 out, p4 p1's teammate: p3 alone, taken without asking (auto)");
    eval(g, "g:pset(3, 'out', true)", 1);
    CHECK(answer(g, "hex") && is(values(g, "hexed"), "\"0,0,2,0\"") && !logged(g, "p1 hexes p4")
          && is(options(g), "hex | jinx | end turn"), "nobody to hex: the steps after it are not run");
    CHECK(answer(g, "jinx") && is(options(g), "p1 | p2 | p3 | p4") && answer(g, "p1")
          && is(values(g, "jinxed"), "\"2,0,0,0\""), "any: p1 first, then the others, out or not");
    eval(g, "g:set_active(3)", 1);
    CHECK(answer(g, "jinx") && arb_decision_player(g) == 3 && is(options(g), "p3 | p1 | p2 | p4"),
          "p3 acting: p3 first, then the others in seat order (a targets family's)");
    arb_game_free(g);
}

/* A question of a choose_player step is plain data: a snapshot taken while
 * it waits is restored, and the same answer gives the same game. */
static void a_snapshot_at_the_question(void)
{
    arb_game *g = four();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(answer(g, "hex"), "asked");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(s && answer(g, "p4") && is(values(g, "hexed"), "\"0,0,0,1\""), "p4 picked");
    uint64_t h = arb_state_hash(g);
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && is(options(g), "p2 | p3 | p4") && waits_on_a_player(g)
          && is(values(g, "hexed"), "\"0,0,0,0\""), "restored: the question again, nothing of the answer");
    CHECK(answer(g, "p4") && arb_state_hash(g) == h, "the same answer: the same state");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* A two-player game whose one option runs `run` (steps), or NULL with
 * what the kernel refused in err. */
static arb_game *with_run(const char *run, char *err, size_t n)
{
    char src[2048];
    snprintf(src, sizeof src, "return ruleset { name = 'bad', setup = function(g) g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = { { label = 'go', run = %s },\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", run);
    return scratch_new(&dir, "bad", src, NULL, 2, err, n);
}

static int refused(const char *run, const char *want) { return refused_by(with_run, run, want); }

static void a_stranger_s_choose_player_is_refused_at_load(void)
{
    CHECK(refused("{ { choose_player = 'me', prompt = 'who?' } }", "choose_player = \"other\""), "neither other nor any");
    CHECK(refused("{ { choose_player = 'other' } }", "choose_player needs prompt"), "no prompt");
    CHECK(refused("{ { add = 'hexed', by = 1, on = 'target' }, { choose_player = 'other', prompt = 'who?' } }",
                  "step 1: on = \"target\" and q_as = name a target"), "a target named before anybody is picked");
    CHECK(refused("{ { choose_player = 'other', prompt = 'who?' }, { log = 'x', target = 'player' } }",
                  "step 2: target =, partial = and met = are a targets family's"), "a targets family's condition");
}

int main(void)
{
    the_player_picked_is_the_target_of_the_steps_after();
    a_snapshot_at_the_question();
    a_stranger_s_choose_player_is_refused_at_load();
    scratch_remove(&dir);
    return check_done();
}
