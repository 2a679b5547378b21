/*
 * test_history.c -- undo within a memory budget (arb_history, kernel/lua/
 * history.c).  A long game of Star Realms keeps its undo history under a
 * budget far smaller than a snapshot per step would take, and every step
 * stays reachable, as it was played: state hash, inputs, log and options.
 * A dropped step is rebuilt with the cards as they were, when a card was
 * reloaded since.  A snapshot holds only what the state uses.
 */
#include "arbiter.h"
#include "byname.h"
#include "check.h"
#include "newgame.h"
#include "scratch.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STEPS = 1200 };
#define BUDGET ((size_t)1 << 20)

static const char *root;
static scratch dir = SCRATCH("history");

/* What a step looked like when it was played. */
typedef struct seen { uint64_t hash; int inputs, logs; char options[160]; } seen;

static seen look(arb_game *g)
{
    seen s = { arb_state_hash(g), arb_input_count(g), arb_log_count(g), "" };
    snprintf(s.options, sizeof s.options, "%s", options(g));
    return s;
}

static int same(const seen *a, const seen *b)
{
    return a->hash == b->hash && a->inputs == b->inputs && a->logs == b->logs
        && !strcmp(a->options, b->options);
}

/* The answer played at step n: the last option or the one before it, in
 * turn ("end turn" is last: nobody attacks much, and the game is long). */
static int pick(arb_game *g, int n)
{
    int k = arb_option_count(g);
    return k - 1 - (n % 2) * (k > 2);
}

/* Plays up to STEPS answers (pick), pushing each step. */
static int play(arb_game *g, arb_history *h, seen *at, size_t *peak)
{
    int n = 0;
    at[n++] = look(g);
    if (arb_history_push(h, g) != ARB_OK) return 0;
    while (n < STEPS && !arb_over(g)) {
        if (arb_answer(g, pick(g, n)) != ARB_OK
            || arb_history_push(h, g) != ARB_OK) return 0;
        at[n++] = look(g);
        if (arb_history_memory(h) > *peak) *peak = arb_history_memory(h);
    }
    return n;
}

/* Goes to step k; whether it is the step that was played. */
static int back_at(arb_game *g, arb_history *h, const seen *at, int k)
{
    if (arb_history_goto(h, g, k) != ARB_OK) {
        printf("  step %d: %s\n", k, arb_errmsg(g));
        return 0;
    }
    seen now = look(g);
    if (same(&now, &at[k]) && arb_history_current(h) == k) return 1;
    printf("  step %d: hash %016llx inputs %d logs %d, played %016llx %d %d\n", k,
           (unsigned long long)now.hash, now.inputs, now.logs,
           (unsigned long long)at[k].hash, at[k].inputs, at[k].logs);
    return 0;
}

static void a_long_game_stays_within_its_budget_and_every_step_is_reachable(void)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = "star-realms", .seed = 7 });
    arb_history *h = arb_history_new(BUDGET);
    seen *at = malloc(sizeof *at * STEPS);
    size_t peak = 0, slack = 64 << 10;               /* the step list itself */
    int n = g && h && at ? play(g, h, at, &peak) : 0;
    CHECK(n > 600, "a long game is played, each answer a step of the history");
    CHECK(arb_history_steps(h) == n && arb_history_current(h) == n - 1, "... the newest step is the present");
    CHECK(peak <= BUDGET + slack, "... and the history never takes more than its budget");
    CHECK(arb_history_kept(h) < n / 4, "... so most steps keep no snapshot");
    int ok = 1;
    for (int k = n - 1; k >= 0 && ok; k--) ok = back_at(g, h, at, k);
    CHECK(ok, "undo one step at a time to the start: every step is as it was played");
    CHECK(arb_history_memory(h) <= BUDGET + slack, "... still within the budget");
    ok = 1;
    for (int k = 0; k < 300 && ok; k++) ok = back_at(g, h, at, (int)((k * 2654435761u) % (unsigned)n));
    CHECK(ok, "any step, in any order, is as it was played");
    int mid = n / 3;
    ok = back_at(g, h, at, mid) && arb_answer(g, pick(g, mid + 1)) == ARB_OK
         && arb_history_push(h, g) == ARB_OK;
    seen now = look(g);
    CHECK(ok && same(&now, &at[mid + 1]) && arb_history_steps(h) == mid + 2,
          "the same answer from an old step reaches the step played after it, and the redo steps are gone");
    CHECK(arb_history_goto(h, g, mid + 2) == ARB_EARG && back_at(g, h, at, mid + 1),
          "a step past the newest is refused, and the game stays where it was");
    CHECK(back_at(g, h, at, 0) && back_at(g, h, at, mid + 1), "... and the line is walked as before");
    free(at);
    arb_history_free(h);
    arb_game_free(g);
}

/* A snapshot keeps only what the state uses -- each pile's cards, not the
 * room every pile keeps to grow -- and, at a window, the state once: its
 * checkpoint is the same state. */
static void a_snapshot_holds_only_what_is_used(void)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = "transformers-dbg", .seed = 3 });
    for (int k = 0; g && k < 100 && !arb_over(g); k++) arb_answer(g, k % arb_option_count(g));
    arb_snapshot *s = g ? arb_snapshot_take(g) : NULL;
    size_t bytes = s ? arb_snapshot_memory(s) : 0;
    printf("  a Transformers snapshot after 100 answers: %zu bytes\n", bytes);
    CHECK(s && arb_flow(g) == ARB_FLOW_WINDOW && bytes < 12 * 1024,
          "a Transformers game's snapshot at a window takes under 12 KB (it took 81 KB with every pile's room)");
    uint64_t h = g ? arb_state_hash(g) : 0;
    int ok = s && arb_answer(g, 0) == ARB_OK && arb_snapshot_restore(g, s) == ARB_OK && arb_state_hash(g) == h
             && arb_answer(g, 0) == ARB_OK;
    CHECK(ok, "... and it restores the game, which goes on from there");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* A stranger's game whose 'make' makes 300 cards and then asks. */
static const char *MAKER =
    "return ruleset { name = 'maker', setup = function(g) g:new_zone('heap', 0); g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'make', run = function(g, p)\n"
    "        for i = 1, 300 do g:new_card('Ash', 0, g:zone('heap', 0)) end\n"
    "        g:choose(p, 'which?', { 'this', 'that' }) end },\n"
    "    { label = 'tick', run = function(g, p) g:padd(p, 'n', 1) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* Regression: restoring a window's snapshot (kept without its checkpoint)
 * while a unit had written cards past the snapshot's room left the live
 * state's marks of them, and the next checkpoint copied those cards -- out
 * of the smaller array the restore made (ASan: heap-buffer-overflow). */
static void a_window_snapshot_restored_from_inside_a_unit(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "maker", MAKER, (const char *[]){ "Ash", NULL }, 1, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    arb_snapshot *s = arb_snapshot_take(g);
    uint64_t h = arb_state_hash(g);
    int ok = s && answer(g, "make") && arb_flow(g) == ARB_FLOW_UNIT;
    CHECK(ok, "'make' makes 300 cards and waits on its question");
    ok = ok && arb_snapshot_restore(g, s) == ARB_OK && arb_state_hash(g) == h;
    CHECK(ok, "the window's snapshot restores the game before them");
    ok = ok && answer(g, "tick") && answer(g, "tick") && is(eval(g, "return g:pget(1, 'n')", 0), "2")
         && is(eval(g, "return g:size(g:zone('heap', 0))", 0), "0");
    CHECK(ok, "... and the game goes on from there: two ticks, no card made");
    arb_snapshot_free(s);
    arb_game_free(g);
}

static const char *RULESET =
    "return ruleset { name = 'hist', setup = function(g) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'tick', run = function(g, p) g:padd(p, 'n', g:card_def('Ash').worth) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* n ticks (the card Ash's worth each), a step each; at[] gets them from k. */
static int ticks(arb_game *g, arb_history *h, seen *at, int k, int n)
{
    for (int i = 0; i < n; i++) {
        if (arb_answer(g, 0) != ARB_OK || arb_history_push(h, g) != ARB_OK) return 0;
        at[k + i] = look(g);
    }
    return 1;
}

/* Writes Ash worth w and reloads it. */
static int ash_worth(arb_game *g, int w)
{
    char text[64];
    snprintf(text, sizeof text, "return { name = 'Ash', worth = %d }\n", w);
    return scratch_file(&dir, "cards/hist/Ash.lua", text) == 0 && arb_reload_card(g, "Ash") == ARB_OK;
}

static void a_dropped_step_is_rebuilt_with_the_cards_as_they_were(void)
{
    char err[2048] = "";
    arb_game *g = scratch_new(&dir, "hist", RULESET, (const char *[]){ "Ash", NULL }, 1, err, sizeof err);
    if (!g || !ash_worth(g, 1)) {
        printf("  %s %s\n", err, g ? arb_errmsg(g) : "");
        CHECK(0, "the game starts");
        arb_game_free(g);
        return;
    }
    arb_history *h = arb_history_new(1);             /* no room: only the kept few stay */
    seen at[120];
    int ok = arb_history_push(h, g) == ARB_OK;
    at[0] = look(g);
    ok = ok && ticks(g, h, at, 1, 79);
    CHECK(ok && arb_history_kept(h) < 40, "eighty ticks of 1, most steps without a snapshot");
    CHECK(back_at(g, h, at, 10), "a dropped step is rebuilt by replay");
    CHECK(back_at(g, h, at, 79), "... and the newest is restored");
    ok = ash_worth(g, 5) && ticks(g, h, at, 80, 40);
    CHECK(ok && is(eval(g, "return g:pget(1, 'n')", 0), "279"), "Ash reloaded worth 5: forty ticks of 5 (79 + 200)");
    CHECK(back_at(g, h, at, 20), "a dropped step from before the reload is rebuilt with Ash worth 1, as played");
    CHECK(is(eval(g, "return g:card_def('Ash').worth", 0), "5"), "... and Ash is worth 5 again once there");
    /* (a budget of 1 keeps step 0, the present and the newest 32: 88 to 119) */
    CHECK(back_at(g, h, at, 85) && back_at(g, h, at, 60) && back_at(g, h, at, 83),
          "steps on either side of the reload, rebuilt from step 0 or 60 across it, as played");
    char path[200], lerr[1024] = "";
    snprintf(path, sizeof path, "%s/at83.sav", dir.dir);
    arb_game *l = arb_save(g, path) == ARB_OK ? arb_load(dir.dir, path, lerr, sizeof lerr) : NULL;
    if (!l) printf("  %s\n", lerr);
    CHECK(l && arb_state_hash(l) == at[83].hash && arb_input_count(l) == 83,
          "a save there loads as that step: the reload in its place among the inputs it followed");
    arb_game_free(l);
    ok = answer(g, "tick") && is(eval(g, "return g:pget(1, 'n')", 0), "104");
    CHECK(ok, "a tick from there is worth 5: the cards are as they are now (step 83: 79 + 20; then + 5)");
    CHECK(back_at(g, h, at, 0), "a step that kept its snapshot is restored as before");
    arb_history_free(h);
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    a_long_game_stays_within_its_budget_and_every_step_is_reachable();
    a_dropped_step_is_rebuilt_with_the_cards_as_they_were();
    a_snapshot_holds_only_what_is_used();
    a_window_snapshot_restored_from_inside_a_unit();
    scratch_remove(&dir);
    return check_done();
}
