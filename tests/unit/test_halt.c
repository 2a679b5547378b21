/*
 * test_halt.c -- g:halt(): once g:finish has ended the game, the scripts
 * that run for the kernel stop at once, whatever called them -- an
 * option's function, a pcall inside it, a step's Lua -- and the kernel
 * ends the unit as if it had returned.  Before the game is over it is an
 * error that leaves no trace.  (Transformers' "the game ends at once",
 * TF.end_game, is g:finish and g:halt.)
 */
#include "arbiter.h"
#include "check.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("halt");

static const char *RULESET =
    "local function win(g, p) g:finish({ p }, 'p' .. p .. ' wins at once'); g:halt() end\n"
    "return ruleset { name = 'ht', zones = function() return { { 'pile', owner = 0 } } end,\n"
    "  setup = function(g) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'halt too soon', run = function(g) g:gset('before', 1); g:halt() end },\n"
    "    { label = 'win inside a pcall', run = function(g, p)\n"
    "        local ok = pcall(win, g, p)\n"
    "        g:gset('after', ok and 1 or 2)\n"
    "      end },\n"
    "    { label = 'win in a step', run = {\n"
    "        { add = 'n', by = 1, scope = 'game' },\n"
    "        { call = function(g, p) win(g, p) end },\n"
    "        { add = 'n', by = 10, scope = 'game' } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static arb_game *fresh(void)
{
    char err[1024] = "";
    arb_game *g = scratch_new(&dir, "ht", RULESET, NULL, 2, err, sizeof err);
    if (!g) printf("  %s\n", err);
    return g;
}

/* Before g:finish there is nothing to stop: an error, and the answer
 * leaves no trace (the value set before it is rolled back). */
static void halting_a_game_that_goes_on_is_an_error(void)
{
    arb_game *g = fresh();
    if (!g) { CHECK(0, "the game starts"); return; }
    uint64_t h = arb_state_hash(g);
    int rc = -1;
    for (int i = 0; i < arb_option_count(g); i++)
        if (!strcmp(arb_option_label(g, i), "halt too soon")) rc = arb_answer(g, i);
    CHECK(rc == ARB_ESCRIPT && strstr(arb_errmsg(g), "g:halt(): the game is not over"),
          "g:halt() before the game is over fails the answer, saying why");
    CHECK(!arb_over(g) && arb_state_hash(g) == h && is(eval(g, "return g:gget('before')", 0), "nil"),
          "and leaves no trace: the game goes on, as it was");
    arb_game_free(g);
}

/* A pcall does not catch it (as it does not catch the budget): nothing
 * after the pcall runs, and the answer succeeds with the game over. */
static void a_pcall_does_not_catch_the_halt(void)
{
    arb_game *g = fresh();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(answer(g, "win inside a pcall"), "the answer that ends the game succeeds");
    CHECK(arb_over(g) && is(arb_result(g), "p1 wins at once") && arb_winners(g) == 1u,
          "the game is over, p1 the winner");
    CHECK(is(eval(g, "return g:gget('after')", 0), "nil"), "the line after the pcall never ran");
    arb_game_free(g);
}

/* In a step's Lua: the steps after it do not run. */
static void the_steps_after_a_halt_do_not_run(void)
{
    arb_game *g = fresh();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(answer(g, "win in a step"), "the answer that ends the game in a step succeeds");
    CHECK(arb_over(g) && is(eval(g, "return g:gget('n')", 0), "1"),
          "the step before the call ran, the one after it did not");
    arb_game_free(g);
}

int main(void)
{
    halting_a_game_that_goes_on_is_an_error();
    a_pcall_does_not_catch_the_halt();
    the_steps_after_a_halt_do_not_run();
    scratch_remove(&dir);
    return check_done();
}
