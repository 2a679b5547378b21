/*
 * test_ckpt_faults.c -- a checkpoint that cannot be made fails the answer.
 *
 * Each answer of the game "grow" adds a value the game never had, so the
 * checkpoint taken when the next window is listed must grow too.  With
 * every allocation of such an answer failing in turn, the ruling: either
 * the answer is refused and the game is as it was, or it went through and
 * an answer that fails afterwards (its Lua raises) rolls back to exactly
 * the state after it -- which needs the checkpoint to be that state, not
 * one whose copy failed unnoticed.
 */
#include "arbiter.h"
#include "faults.h"
#include "../unit/check.h"
#include "../unit/scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("ckpt-faults");

static const char *RULESET =
    "return ruleset { name = 'grow', setup = function(g) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'grow', run = function(g, p)\n"
    "        local n = (g:pget(p, 'n') or 0) + 1\n"
    "        g:pset(p, 'n', n); g:pset(p, 'v' .. n, n) end },\n"
    "    { label = 'fail', run = function(g, p) g:pset(p, 'lost', 1); error('this answer fails') end },\n"
    "  } } } } }\n";

static arb_game *grown(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "grow", RULESET, NULL, 1, err, sizeof err);
    if (!g) { printf("  %s\n", err); return NULL; }
    for (int i = 0; i < 3; i++) arb_answer(g, 0);
    return g;
}

/* Answers "grow" with allocation n failing; 0 when the ruling held. */
static int one(long n, long *went, long *refused)
{
    arb_game *g = grown();
    if (!g) return -1;
    uint64_t before = arb_state_hash(g);
    int inputs = arb_input_count(g);
    faults_arm((faults){ .fail_at = n });
    arb_status st = arb_answer(g, 0);
    faults_disarm();
    int ok;
    if (st != ARB_OK) {
        ++*refused;
        ok = arb_state_hash(g) == before && arb_input_count(g) == inputs && arb_answer(g, 0) == ARB_OK;
    } else {
        ++*went;
        uint64_t after = arb_state_hash(g);
        inputs = arb_input_count(g);
        ok = arb_answer(g, 1) != ARB_OK && arb_state_hash(g) == after && arb_input_count(g) == inputs;
    }
    if (!ok) printf("  allocation %ld failing: answered %s, then %s\n", n, st == ARB_OK ? "ok" : "refused", arb_errmsg(g));
    arb_game_free(g);
    return ok ? 0 : -1;
}

int main(void)
{
    arb_game *g = grown();
    if (!g) { CHECK(0, "the game starts"); return check_done(); }
    faults_arm((faults){0});
    arb_answer(g, 0);
    long count = faults_disarm(), went = 0, refused = 0, bad = 0;
    arb_game_free(g);
    for (long n = 1; n <= count; n++) bad += one(n, &went, &refused) != 0;
    printf("an answer that grows the state: %ld allocations, %ld went through, %ld refused\n",
           count, went, refused);
    CHECK(count > 0 && bad == 0, "with any one allocation failing, the answer is refused or its checkpoint is whole");
    scratch_remove(&dir);
    return check_done();
}
