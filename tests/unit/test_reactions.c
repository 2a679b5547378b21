/*
 * test_reactions.c -- windows asked in the middle of a procedure
 * (kernel/lua/reactions.c): the ruleset declares them (`windows`), a rule
 * asks one with g:window(name, p); the kernel lists its families for p,
 * asks, runs the option chosen and returns true, or nil for `none` or when
 * nothing is offered (then nothing is asked).  Rulings: the question, its
 * prompt worded when read, the run, none, nothing offered, a snapshot at
 * the question, a window asked with a distance (the cards whose Range
 * reaches it), and what is refused (at load and at the call).
 */
#include "arbiter.h"
#include "check.h"
#include "logtext.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("reactions");

/* Two players, p1 active.  "bargain": p2 may hand p1 a card of p2's hand
 * (a cards family), or shout (a fixed family), or pass (none), again while
 * something ran; then the rule logs what g:window returned last. */
static const char MARKET[] =
    "return ruleset { name = 'market', players = { min = 2, max = 2, default = 2 },\n"
    "  windows = { offer = {\n"
    "    prompt = function(g, p) return 'p' .. p .. ', offer p1 something (' .. g:size(g:zone('hand', p)) .. ' in hand)' end,\n"
    "    reason = 'p1 bargains',\n"
    "    options = {\n"
    "      { cards = 'hand', label = function(g, c) return 'hand over ' .. g:name(c) end,\n"
    "        run = function(g, p, c) g:move(c, g:zone('hand', 1)) g:log('p' .. p .. ' hands over ' .. g:name(c)) end },\n"
    "      { label = 'shout', run = function(g, p) g:log('p' .. p .. ' shouts') end } },\n"
    "    none = 'pass' } },\n"
    "  setup = function(g) for p = 1, 2 do g:new_zone('hand', p) end g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'bargain', run = function(g)\n"
    "        local r repeat r = g:window('offer', 2) until not r\n"
    "        g:log('bargain over') end },\n"
    "    { label = 'quiet bargain', run = function(g) g:log('got ' .. tostring(g:window('still', 2))) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static arb_game *market(const char *src, char *err, size_t n)
{
    const char *at = scratch_game(&dir, "market", src, (const char *[]){ "Fig", "Date", NULL });
    return at ? arb_game_new(&(arb_config){ .root = at, .game = "market", .seed = 1 }, err, n) : NULL;
}

/* The market, with a second window `still`: a fixed family offered only
 * while p2's hand holds three cards (so it offers nothing here). */
static arb_game *started(void)
{
    static char src[4096];
    snprintf(src, sizeof src, "%s", MARKET);
    char *w = strstr(src, "  windows = { offer");
    const char *still = "  windows = { still = { options = { { label = 'sing', zone = 'hand', min = 3, run = function() end } } },\n"
                        "    offer";
    char rest[4096];
    snprintf(rest, sizeof rest, "%s", w + strlen("  windows = { offer"));
    snprintf(w, sizeof src - (size_t)(w - src), "%s%s", still, rest);
    char err[2048] = "";
    arb_game *g = market(src, err, sizeof err);
    if (!g) { printf("  %s\n", err); return NULL; }
    eval(g, "g:new_card('Fig', 2, g:zone('hand', 2)); g:new_card('Date', 2, g:zone('hand', 2))", 1);
    return g;
}

/* p2 is asked, with the prompt (worded when read, with p2), the reason,
 * one option per card of p2's hand (top first), the fixed one and none; what is chosen
 * runs, and the rule asks again while something ran. */
static void the_window_is_asked_and_its_option_runs(void)
{
    arb_game *g = started();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "bargain"), "bargain");
    CHECK(arb_decision_player(g) == 2, "p2 is asked");
    CHECK(is(arb_decision_prompt(g), "p2, offer p1 something (2 in hand)"), "the prompt, from its function");
    CHECK(is(arb_decision_reason(g), "p1 bargains"), "the reason");
    CHECK(is(options(g), "hand over Date | hand over Fig | shout | pass"), "the families' options, then none");
    CHECK(answer(g, "hand over Date"), "the Date");
    CHECK(is(options(g), "hand over Fig | shout | pass"), "asked again: the Date has gone to p1");
    CHECK(answer(g, "shout") && answer(g, "pass"), "a shout, then pass");
    CHECK(is(log_since(g, first), "p2 hands over Date | p2 shouts | bargain over"), "each ran; pass ended it");
    CHECK(is(eval(g, "return g:size(g:zone('hand', 1))", 0), "1"), "p1 holds the Date");
    arb_game_free(g);
}

/* A window whose families offer nothing asks nothing and returns nil. */
static void nothing_offered_asks_nothing(void)
{
    arb_game *g = started();
    if (!g) { CHECK(0, "the game starts"); return; }
    int first = arb_log_count(g);
    CHECK(answer(g, "quiet bargain") && is(log_since(g, first), "got nil"), "nil, and no question");
    CHECK(is(arb_decision_prompt(g), "main: choose an action"), "back at the phase's window");
    arb_game_free(g);
}

/* A snapshot taken while the window waits restores the question; the same
 * answers give the same game. */
static void a_snapshot_restores_the_window(void)
{
    arb_game *g = started();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(answer(g, "bargain") && answer(g, "shout"), "bargain; a shout");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(answer(g, "hand over Fig") && answer(g, "pass"), "the Fig, then pass");
    uint64_t h = arb_state_hash(g);
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK, "restored");
    CHECK(is(options(g), "hand over Date | hand over Fig | shout | pass"), "the same question");
    CHECK(answer(g, "hand over Fig") && answer(g, "pass") && arb_state_hash(g) == h, "the same game");
    arb_snapshot_free(s);
    arb_game_free(g);
}

/* src: base with text put before the first `before` in it. */
static void with_inserted(char *src, size_t n, const char *base, const char *before, const char *text)
{
    const char *at = strstr(base, before);
    snprintf(src, n, "%.*s%s%s", (int)(at - base), base, text, at);
}

/* Refused: an unknown window at the call, a query's g:window (a reader,
 * no trace), a Lua list in a window (at load, naming it), a misspelt field. */
static void what_is_refused(void)
{
    arb_game *g = started();
    if (!g) { CHECK(0, "the game starts"); return; }
    uint64_t h = arb_state_hash(g);
    CHECK(strstr(eval(g, "return g:window('offer', 2)", 0), "error") && arb_state_hash(g) == h,
          "a query may not ask a window, and leaves no trace");
    CHECK(strstr(eval(g, "g:window('sell', 2)", 1), "declares no window 'sell'") != NULL, "an unknown window");
    arb_game_free(g);
    static char src[4096];
    snprintf(src, sizeof src, "%s", MARKET);
    char *at = strstr(src, "none = 'pass' }");
    memcpy(at, "nane = 'pass' }", 15);
    CHECK(refused_by(market, src, "window 'offer': unknown field 'nane'"), "a misspelt field");
    with_inserted(src, sizeof src, MARKET, "{ label = 'shout',", "{ list = function() end },");
    CHECK(refused_by(market, src, "window 'offer', option family 2: a window asked in the middle of a procedure"),
          "a Lua list, named");
}

/* Listing a window only reads the game: a costed ability's usable test
 * that writes is an error, and the answer that asked leaves no trace. */
static const char WRITER[] =
    "return ruleset { name = 'market', players = { min = 2, max = 2, default = 2 },\n"
    "  windows = { use = { options = { { costed = 'abilities', zones = { 'hand' }, price = 'cost', pool = 'coins',\n"
    "      used = 'u', only = 'fn', usable = 'usable', label = function() return 'use' end, run = function() end } } } },\n"
    "  setup = function(g) for p = 1, 2 do g:new_zone('hand', p) end g:set_active(1) g:pset(1, 'coins', 5) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'use', run = function(g) g:log('asked') g:window('use', 1) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void a_listing_that_writes_leaves_no_trace(void)
{
    const char *at = scratch_game(&dir, "market", WRITER, NULL);
    if (!at || scratch_file(&dir, "cards/market/Fig.lua",
                            "return { name = 'Fig', abilities = { { cost = 1, fn = function() end,\n"
                            "  usable = function(g) g:pset(1, 'coins', 0) return true end } } }\n")) {
        CHECK(0, "the scratch game is written");
        return;
    }
    char err[2048] = "";
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = "market", .seed = 1 }, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Fig', 1, g:zone('hand', 1))", 1);
    uint64_t h = arb_state_hash(g);
    int lines = arb_log_count(g);
    CHECK(arb_answer(g, 0) != ARB_OK && strstr(arb_errmsg(g), "pset"), arb_errmsg(g));
    CHECK(arb_state_hash(g) == h && arb_log_count(g) == lines && is(eval(g, "return g:pget(1, 'coins')", 0), "5"),
          "rolled back: no line, the coins as they were");
    arb_game_free(g);
    scratch_file(&dir, "cards/market/Fig.lua", "return { name = 'Fig' }\n");
}

/* A window asked with a distance: g:window('lend', 2, d) offers the cards
 * of p2's hand whose Range (the grid family's: the definition's `range`
 * plus the card value `bonus`) is at least d, and whose `cost` p2's coins
 * cover (a card with no cost is never offered). */
static const char RELAY[] =
    "return ruleset { name = 'relay', players = { min = 2, max = 2, default = 2 },\n"
    "  windows = { lend = { prompt = 'lend p1 a card?', none = 'keep', options = {\n"
    "    { cards = 'hand', reaches = true, cost = 'cost', pool = 'coins',\n"
    "      label = function(g, c) return 'lend ' .. g:name(c) end,\n"
    "      run = function(g, p, c) g:log('p' .. p .. ' lends ' .. g:name(c)) end } } } },\n"
    "  zones = { { 'board', rows = 1, cols = 3 }, { 'hand', owner = 1 }, { 'hand', owner = 2 },\n"
    "            { 'play', owner = 1 }, { 'play', owner = 2 } },\n"
    "  setup = function(g) g:set_active(1) g:pset(2, 'coins', 2) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { grid = 'board', at = { 'row', 'col' }, reach = { zones = { 'play' }, value = 'pw', range = 'range', bonus = 'bonus' },\n"
    "      buy = 'cost', cost = 'cost', label = function(g, c) return 'buy ' .. g:name(c) end, run = function() end },\n"
    "    { label = 'ask near', run = function(g) g:log('got ' .. tostring(g:window('lend', 2))) end },\n"
    "    { label = 'ask far', run = function(g) g:log('got ' .. tostring(g:window('lend', 2, 2))) end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void a_window_asked_with_a_distance_offers_what_reaches(void)
{
    static const char *const cards[][2] = {
        { "Dart", "return { name = 'Dart', range = 2, cost = 0 }\n" },
        { "Club", "return { name = 'Club', range = 0, cost = 1 }\n" },
        { "Gem", "return { name = 'Gem', range = 3, cost = 5 }\n" },
        { "Flag", "return { name = 'Flag', range = 3 }\n" } };
    const char *at = scratch_game(&dir, "relay", RELAY, NULL);
    for (int i = 0; at && i < 4; i++) {
        char rel[100];
        snprintf(rel, sizeof rel, "cards/relay/%s.lua", cards[i][0]);
        if (scratch_file(&dir, rel, cards[i][1])) at = NULL;
    }
    char err[2048] = "";
    arb_game *g = at ? arb_game_new(&(arb_config){ .root = at, .game = "relay", .seed = 1 }, err, sizeof err) : NULL;
    if (!g) { printf("  %s\n", err); CHECK(0, "the relay starts"); return; }
    eval(g, "for _, n in ipairs({ 'Flag', 'Gem', 'Club', 'Dart' }) do g:new_card(n, 2, g:zone('hand', 2)) end", 1);
    int first = arb_log_count(g);
    CHECK(answer(g, "ask near") && is(options(g), "lend Dart | lend Club | keep"),
          "at distance 0 (none given): every card p2's coins cover, top first; the Gem costs 5, the Flag has no cost");
    CHECK(answer(g, "lend Club") && is(log_since(g, first), "p2 lends Club | got true"), "the card chosen runs");
    CHECK(answer(g, "ask far") && is(options(g), "lend Dart | keep"), "at distance 2 the Club (Range 0) does not reach");
    eval(g, "g:cset(g:first(g:zone('hand', 2), { has = 'range' }), 'bonus', 0)", 1);
    CHECK(answer(g, "keep") && answer(g, "ask far"), "kept; asked again");
    CHECK(is(options(g), "lend Dart | keep"), "(the Flag on top is still not offered: no cost)");
    eval(g, "for _, c in ipairs(g:cards(g:zone('hand', 2))) do if g:name(c) == 'Club' then g:cset(c, 'bonus', 2) end end", 1);
    CHECK(answer(g, "keep") && answer(g, "ask far") && is(options(g), "lend Dart | lend Club | keep"),
          "a card value `bonus` adds to the Range: the Club reaches 2 now");
    int before = arb_log_count(g);
    eval(g, "for _, c in ipairs(g:cards(g:zone('hand', 2))) do g:cset(c, 'bonus', -3) end", 1);
    CHECK(is(log_since(g, before), "got nil") && is(arb_decision_prompt(g), "main: choose an action"),
          "an edit while the window waits lists it again: nothing reaches now, so nothing is asked, nil");
    CHECK(strstr(eval(g, "g:window('lend', 2, -1)", 1), "a distance is 0 or more") != NULL, "a negative distance");
    arb_game_free(g);
    static char src[4096];
    with_inserted(src, sizeof src, RELAY, "{ label = 'end turn'", "{ cards = 'hand', reaches = true, run = function() end }, ");
    at = scratch_game(&dir, "relay", src, NULL);
    g = at ? arb_game_new(&(arb_config){ .root = at, .game = "relay", .seed = 1 }, err, sizeof err) : NULL;
    CHECK(!g && strstr(err, "phase 'main', option family 4: reaches = true needs the distance"),
          "a phase's window has no distance: refused at load, naming the family");
    if (g) arb_game_free(g);
}

int main(void)
{
    the_window_is_asked_and_its_option_runs();
    nothing_offered_asks_nothing();
    a_snapshot_restores_the_window();
    what_is_refused();
    a_listing_that_writes_leaves_no_trace();
    a_window_asked_with_a_distance_offers_what_reaches();
    scratch_remove(&dir);
    return check_done();
}
