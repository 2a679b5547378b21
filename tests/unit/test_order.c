/*
 * test_order.c -- the trigger orders that are not a sort: the players
 * choose (active_chooses: the active player picks the next handler until
 * one is left; apnap: the active player orders theirs, then each other
 * player theirs), or a function of the ruleset sorts the handlers (the
 * game's trigger_order, or an event's own order).  The kernel asks the
 * choices as decisions: labelled with the cards' names, one option per
 * handler still waiting, restored by a snapshot taken while it waits.
 */
#include "arbiter.h"
#include "check.h"
#include "logtext.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("order");

/* Three players, p1 active; "chime" (active_chooses), "toll" (apnap),
 * "peal" (the game's function: newest first) and "knell" (its own
 * function: oldest first) are emitted by options of the main window. */
static const char ORDER[] =
    "return ruleset { name = 'order', players = { min = 3, max = 3, default = 3 },\n"
    "  trigger_zones = { 'table' }, context = {},\n"
    "  trigger_order = function(g, hs) table.sort(hs, function(a, b) return a.stamp > b.stamp end) end,\n"
    "  events = {\n"
    "    chime = { order = 'active_chooses', prompt = 'Which chime first?', reason = 'you choose' },\n"
    "    toll = { order = 'apnap' },\n"
    "    knell = { order = function(g, hs) table.sort(hs, function(a, b) return a.stamp < b.stamp end) end },\n"
    "  },\n"
    "  setup = function(g) for p = 1, 3 do g:new_zone('table', p) end g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'chime', run = function(g) g:log('heard by ' .. g:emit('chime')) end },\n"
    "    { label = 'toll', run = function(g) g:emit('toll') end },\n"
    "    { label = 'peal', run = function(g) g:emit('peal') end },\n"
    "    { label = 'knell', run = function(g) g:emit('knell') end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* A Bell, a Horn and a Drum each log their id and the player they act for. */
static const char *const CARDS[][2] = {
    { "cards/order/bell.lua", "local function say(c) c.g:log(c.g:name(c.card) .. ' ' .. c.card .. ' for p' .. c.player) end\n"
      "return { name = 'Bell', on = { chime = say, toll = say, peal = say, knell = say } }\n" },
    { "cards/order/horn.lua", "local function say(c) c.g:log(c.g:name(c.card) .. ' ' .. c.card .. ' for p' .. c.player) end\n"
      "return { name = 'Horn', on = { chime = say, toll = say, peal = say, knell = say } }\n" },
    { "cards/order/drum.lua", "local function say(c) c.g:log(c.g:name(c.card) .. ' ' .. c.card .. ' for p' .. c.player) end\n"
      "return { name = 'Drum', on = { chime = say, toll = say, peal = say, knell = say } }\n" },
    { NULL, NULL } };

/* The game with p1's Bell (1), p2's Horn (2), p1's Drum (3), p3's Bell (4). */
static arb_game *ordering(void)
{
    const char *at = scratch_game(&dir, "order", ORDER, NULL);
    for (int i = 0; at && CARDS[i][0]; i++) if (scratch_file(&dir, CARDS[i][0], CARDS[i][1])) at = NULL;
    char err[2048] = "";
    arb_game *g = at ? arb_game_new(&(arb_config){ .root = at, .game = "order", .seed = 1 }, err, sizeof err) : NULL;
    if (!g) { printf("  %s\n", err); return NULL; }
    eval(g, "g:new_card('Bell', 1, g:zone('table', 1)); g:new_card('Horn', 2, g:zone('table', 2))\n"
            "g:new_card('Drum', 1, g:zone('table', 1)); g:new_card('Bell', 3, g:zone('table', 3))", 1);
    return g;
}

/* active_chooses: p1 is asked, with the event's prompt, among the handlers
 * still waiting (oldest first); the one picked runs first; with one left
 * nobody is asked.  g:emit returns how many heard it. */
static void the_active_player_chooses_the_order(void)
{
    arb_game *g = ordering();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "chime"), "chime");
    CHECK(is(arb_decision_prompt(g), "Which chime first?") && arb_decision_player(g) == 1,
          "p1 (active) is asked with the event's prompt");
    CHECK(is(options(g), "Bell | Horn | Drum | Bell"), "one option per handler, oldest first, by name");
    CHECK(answer(g, "Drum"), "the Drum first");
    CHECK(is(options(g), "Bell | Horn | Bell"), "the others are left, in their order");
    CHECK(answer(g, "Bell"), "p1's Bell next");
    CHECK(is(options(g), "Horn | Bell"), "two left");
    CHECK(answer(g, "Bell"), "p3's Bell next");
    CHECK(is(log_since(g, first), "Drum 3 for p1 | Bell 1 for p1 | Bell 4 for p3 | Horn 2 for p2 | heard by 4"),
          "they run in the order chosen, each for its controller; the last without asking");
    arb_game_free(g);
}

/* A snapshot taken while the order is being chosen restores that question,
 * and the answers after it give the same game. */
static void a_snapshot_restores_the_order_being_chosen(void)
{
    arb_game *g = ordering();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(answer(g, "chime") && answer(g, "Horn"), "chime; the Horn first");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(s != NULL, "a snapshot at the second question");
    CHECK(answer(g, "Drum") && answer(g, "Bell"), "the Drum, then p1's Bell");
    uint64_t h = arb_state_hash(g);
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK, "restored");
    CHECK(is(options(g), "Bell | Drum | Bell"), "the same question, the Horn gone from it");
    CHECK(answer(g, "Drum") && answer(g, "Bell") && arb_state_hash(g) == h, "the same answers: the same game");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* apnap: the active player orders their own handlers (asked only with two
 * or more), then the others theirs in turn order: p2 and p3 have one each. */
static void each_player_orders_their_own(void)
{
    arb_game *g = ordering();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "toll"), "toll");
    CHECK(arb_decision_player(g) == 1 && is(options(g), "Bell | Drum"), "p1 orders their Bell and Drum");
    CHECK(strstr(arb_decision_prompt(g), "which toll trigger resolves next") != NULL, "the default prompt");
    CHECK(answer(g, "Drum"), "the Drum first");
    CHECK(is(log_since(g, first), "Drum 3 for p1 | Bell 1 for p1 | Horn 2 for p2 | Bell 4 for p3"),
          "p1's in the order chosen, then p2's, then p3's");
    arb_game_free(g);
}

/* A function orders the handlers: the game's (newest first) for an event
 * without its own order, and an event's own function (oldest first) for
 * that event -- not the game's. */
static void a_function_orders_them(void)
{
    arb_game *g = ordering();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "peal") && is(log_since(g, first), "Bell 4 for p3 | Drum 3 for p1 | Horn 2 for p2 | Bell 1 for p1"),
          "the game's function: newest first");
    first = arb_log_count(g);
    CHECK(answer(g, "knell") && is(log_since(g, first), "Bell 1 for p1 | Horn 2 for p2 | Drum 3 for p1 | Bell 4 for p3"),
          "the event's own function: oldest first");
    arb_game_free(g);
}

/* Emitting is a rule's or an effect's: a query (a reader) may not, and
 * the attempt leaves no trace. */
static void a_reader_may_not_emit(void)
{
    arb_game *g = ordering();
    if (!g) { CHECK(0, "the game starts"); return; }
    uint64_t h = arb_state_hash(g);
    int lines = arb_log_count(g);
    const char *got = eval(g, "return g:emit('peal')", 0);
    CHECK(strstr(got, "error") && strstr(got, "emit"), got);
    CHECK(arb_state_hash(g) == h && arb_log_count(g) == lines, "no handler ran, nothing logged");
    arb_game_free(g);
}

/* The trigger queue's label function words an option only: a write there
 * fails the answer that asked, and leaves no trace. */
static const char QUEUE[] =
    "return ruleset { name = 'echoes', players = { min = 2, max = 2, default = 2 },\n"
    "  trigger_zones = { 'table' }, queue = { order = 'apnap',\n"
    "    label = function(g, c) g:gset('labelled', true) return g:name(c) end },\n"
    "  setup = function(g) for p = 1, 2 do g:new_zone('table', p) end g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'ping', run = function(g) g:log('pinged') g:raise('ping', {}) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void a_queue_label_that_writes_leaves_no_trace(void)
{
    const char *at = scratch_game(&dir, "echoes", QUEUE, NULL);
    if (!at || scratch_file(&dir, "cards/echoes/echo.lua",
                            "return { name = 'Echo', on = { ping = function(g, self) g:enqueue(self, 'answer', 0) end },\n"
                            "  handlers = { answer = function() end } }\n")) {
        CHECK(0, "the scratch game is written");
        return;
    }
    char err[2048] = "";
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = "echoes", .seed = 1 }, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Echo', 1, g:zone('table', 1)); g:new_card('Echo', 1, g:zone('table', 1))", 1);
    uint64_t h = arb_state_hash(g);
    int lines = arb_log_count(g);
    CHECK(arb_answer(g, 0) != ARB_OK && strstr(arb_errmsg(g), "gset"), arb_errmsg(g));
    CHECK(arb_state_hash(g) == h && arb_log_count(g) == lines, "rolled back: no line, no value");
    arb_game_free(g);
}

int main(void)
{
    the_active_player_chooses_the_order();
    a_snapshot_restores_the_order_being_chosen();
    each_player_orders_their_own();
    a_function_orders_them();
    a_reader_may_not_emit();
    a_queue_label_that_writes_leaves_no_trace();
    scratch_remove(&dir);
    return check_done();
}
