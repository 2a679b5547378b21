/*
 * test_rollback.c -- an answer that fails leaves no trace: not while its
 * own steps or Lua run, and not while the window it leads to lists its
 * options (the checkpoint is taken once a window's options are listed:
 * kernel/lua/driver.c, flow.c).  A stranger's game, "fall", whose list
 * fails once the counter reaches 2.
 */
#include "arbiter.h"
#include "check.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("rollback");

static const char *RULESET =
    "return ruleset { name = 'fall', setup = function(g) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'tick', run = { { add = 'n', by = 1 }, { log = 'tick' } } },\n"
    "    { label = 'boom', run = function(g, p) g:padd(p, 'n', 5); g:log('boom'); error('boom') end },\n"
    "    { list = function(g, p) if (g:pget(p, 'n') or 0) >= 2 then error('the list fails at 2') end end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* Everything a failed answer must leave as it was. */
typedef struct seen { uint64_t hash; int logs, inputs; char options[256], n[32]; } seen;

static seen look(arb_game *g)
{
    seen s = { arb_state_hash(g), arb_log_count(g), arb_input_count(g), "", "" };
    snprintf(s.options, sizeof s.options, "%s", options(g));
    snprintf(s.n, sizeof s.n, "%s", eval(g, "return g:pget(1, 'n')", 0));
    return s;
}

static int same(const seen *a, const seen *b)
{
    if (a->hash == b->hash && a->logs == b->logs && a->inputs == b->inputs
        && !strcmp(a->options, b->options) && !strcmp(a->n, b->n))
        return 1;
    printf("  before: %d lines, %d inputs, n %s, '%s'\n  after:  %d lines, %d inputs, n %s, '%s'\n",
           a->logs, a->inputs, a->n, a->options, b->logs, b->inputs, b->n, b->options);
    return 0;
}

/* Answers by label; 1 when the answer was refused with an error. */
static int fails(arb_game *g, const char *label)
{
    for (int i = 0; i < arb_option_count(g); i++)
        if (!strcmp(arb_option_label(g, i), label)) return arb_answer(g, i) != ARB_OK;
    printf("  no option '%s'\n", label);
    return 0;
}

static void a_failed_answer_leaves_no_trace(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "fall", RULESET, NULL, 1, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    CHECK(!fails(g, "tick") && is(eval(g, "return g:pget(1, 'n')", 0), "1"), "a tick that lists fine is taken");
    seen before = look(g);
    CHECK(fails(g, "boom") && strstr(arb_errmsg(g), "boom"), "an answer whose Lua fails is refused, saying why");
    seen after = look(g);
    CHECK(same(&before, &after), "... and the game is as it was: state, log, inputs, options");
    CHECK(fails(g, "tick") && strstr(arb_errmsg(g), "the list fails at 2"),
          "an answer whose next window fails to list is refused, saying why");
    after = look(g);
    CHECK(same(&before, &after), "... and the game is as it was before that answer, not at the window it reached");
    CHECK(!fails(g, "end turn") && is(options(g), "tick | boom | end turn"), "the game goes on from there");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    (void)argc; (void)argv;
    a_failed_answer_leaves_no_trace();
    scratch_remove(&dir);
    return check_done();
}
