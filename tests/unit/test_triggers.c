/*
 * test_triggers.c -- the kernel sorts an event's handlers by the ruleset's
 * trigger order: with "active_first", the active player's handlers run
 * first, then the next players' in turn order, each player's oldest first
 * (tests/fixtures/triggers, three players, p2 active).  An event the
 * ruleset declares (`events`) has its own order and listeners.  The trigger
 * zones are found again after a restart or a restore that lays the zones
 * out otherwise.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "logtext.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static char root[1024];
static scratch dir = SCRATCH("triggers");


/* dawn: newest first; only p2's (the active player's) and shared Bells,
 * face up; the shared Bell 4 turns Bell 2 face down before its turn, so
 * Bell 2 does not ring, and p1's Bell 1 never hears it. */
static void a_declared_event_has_its_own_order_and_listeners(void)
{
    char out[64];
    arb_game *g = new_game((arb_config){ .root = root, .game = "triggers", .seed = 1 });
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_eval(g, "local t2 = g:zone('table', 2)\n"
                      "g:new_card('Bell', 1, g:zone('table', 1))\n"       /* 1: not p2's */
                      "g:new_card('Bell', 2, t2)\n"                       /* 2: muffled */
                      "local c = g:new_card('Bell', 2, t2); g:flip(c, false)\n"  /* 3: face down */
                      "local s = g:new_card('Bell', 0, g:zone('shared', 0))\n"   /* 4: shared */
                      "g:cset(s, 'muffle', 2)", 1, out, sizeof out) == ARB_OK, "four Bells");
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 1) == ARB_OK, "dawn");
    const char *want = "(Bell hears the dawn) | dawn: Bell 4 for p2";
    const char *got = log_since(g, first);
    if (strcmp(got, want)) printf("  wanted '%s'\n  got    '%s'\n", want, got);
    CHECK(!strcmp(got, want), "only the shared Bell rings, for p2; the Bell it muffled stays silent");
    arb_game_free(g);
}

static void an_unknown_field_of_a_declared_event_is_refused(void)
{
    char dir[1100], err[1024] = "";
    snprintf(dir, sizeof dir, "%s/../bad_events", root);
    arb_game *g = arb_game_new(&(arb_config){ .root = dir, .game = "bad_events", .seed = 1 },
                               err, sizeof err);
    CHECK(!g && strstr(err, "event 'dawn': unknown field 'ordr'"), err);
    arb_game_free(g);
}

/* Two players; "ring" and "chime" emit as steps; a card's `on` handler
 * may be the card context's verbs as data (Bell), or a function (Gong). */
static const char HEAR[] =
    "return ruleset { name = 'hear', players = { min = 2, max = 2, default = 2 },\n"
    "  trigger_zones = { 'table' }, events = { rang = { whose = 'player' } },\n"
    "  context = { glow = verb{ { add = 'glow', by = 'arg' }, { log = '{p} glows {n}', n = 'arg' } } },\n"
    "  setup = function(g) for p = 1, 2 do g:new_zone('table', p) end g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'ring', run = { { emit = 'rang' } } }, { label = 'chime', run = { { emit = 'chimed' } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* Scratch game `name` (ruleset src) with its card files (path, text; a
 * NULL path ends them), started, or NULL (said why). */
static arb_game *scratch_started(const char *name, const char *src, const char *const cards[][2])
{
    const char *at = scratch_game(&dir, name, src, NULL);
    for (int i = 0; at && cards[i][0]; i++) if (scratch_file(&dir, cards[i][0], cards[i][1])) at = NULL;
    if (!at) { printf("  the scratch game is not written\n"); return NULL; }
    char err[2048] = "";
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = name, .seed = 1 }, err, sizeof err);
    if (!g) printf("  %s\n", err);
    return g;
}

static arb_game *hearing(void)
{
    static const char *const cards[][2] = {
        { "cards/hear/bell.lua", "return { name = 'Bell', on = { rang = { glow = 1 }, chimed = { glow = 2 } } }\n" },
        { "cards/hear/gong.lua", "return { name = 'Gong', on = { rang = function(c) c:glow(10) end } }\n" },
        { NULL, NULL } };
    return scratch_started("hear", HEAR, cards);
}

/* A handler written as verbs runs for its card's controller, as a function
 * would through g:use -- the kernel runs it with no Lua while every
 * handler of the event is so written -- and a declared event's whose =
 * "player" keeps the event player's cards; with a function among the
 * handlers, all of them run through g:emit, to the same effect. */
static void a_handler_written_as_verbs_runs_for_its_controller(void)
{
    arb_game *g = hearing();
    if (!g) { CHECK(0, "the game starts"); return; }
    static const char *GLOW = "return tostring(g:pget(1, 'glow')) .. ',' .. tostring(g:pget(2, 'glow'))";
    eval(g, "g:new_card('Bell', 1, g:zone('table', 1)); g:new_card('Bell', 2, g:zone('table', 2))", 1);
    CHECK(answer(g, "ring") && is(eval(g, GLOW, 0), "\"1,nil\"") && logged(g, "p1 glows 1"),
          "rang (whose = player): p1's Bell alone, for p1");
    CHECK(answer(g, "chime") && is(eval(g, GLOW, 0), "\"3,2\"") && logged(g, "p2 glows 2"),
          "chimed: each Bell for its controller");
    eval(g, "g:new_card('Gong', 1, g:zone('table', 1))", 1);
    CHECK(answer(g, "ring") && is(eval(g, GLOW, 0), "\"14,2\"") && logged(g, "p1 glows 10"),
          "a Gong's function beside the Bell: both ring, through g:emit");
    arb_game_free(g);
    char err[2048] = "";
    const char *at = scratch_game(&dir, "hear", HEAR, NULL);
    CHECK(at && !scratch_file(&dir, "cards/hear/gong.lua", "return { name = 'Gong', on = { rang = { shout = 1 } } }\n"),
          "a Gong that shouts");
    g = at ? arb_game_new(&(arb_config){ .root = at, .game = "hear", .seed = 1 }, err, sizeof err) : NULL;
    CHECK(!g && strstr(err, "gong.lua:1: on.rang: 'shout' is no verb"), "a verb the context lacks: refused at load, with the file and line");
    arb_game_free(g);
}

/* Two players and a shared shelf; "dusk" is declared with whose, face_up
 * and source_stays.  A Lamp logs whom it acts for; its handler `snuff`
 * (an effect) does too. */
static const char LISTEN[] =
    "return ruleset { name = 'listen', players = { min = 2, max = 2, default = 2 },\n"
    "  trigger_zones = { 'table', 'shelf' }, context = {},\n"
    "  events = { dusk = { whose = 'player', face_up = true, source_stays = true } },\n"
    "  setup = function(g) for p = 1, 2 do g:new_zone('table', p) end\n"
    "    g:new_zone('shelf', 0) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'dusk for p2', run = function(g) g:emit('dusk', { player = 2 }) end },\n"
    "    { label = 'dusk', run = function(g) g:emit('dusk') end },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";
static const char LAMP[] =
    "local function say(c, what) c.g:log(what .. ' ' .. c.card .. ' for ' .. tostring(c.player)) end\n"
    "return { name = 'Lamp', on = { dusk = function(c) say(c, 'Lamp') end },\n"
    "  handlers = { snuff = function(c) say(c, 'snuff') end } }\n";

/* A Chimer hears "chime"; a Snuffer keeps the game it heard in an upvalue
 * (against the rules), and its handlers table makes a missing handler by
 * emitting "chime". */
static const char CHIMER[] = "return { name = 'Chimer', on = { chime = function() end } }\n";
static const char SNUFFER[] =
    "local G\n"
    "return { name = 'Snuffer', on = { dusk = function(c) G = c.g end },\n"
    "  handlers = setmetatable({}, { __index = function() if G then G:emit('chime') end return function() end end }) }\n";

/* The `listen` game with its three cards, or NULL (said why). */
static arb_game *listening(void)
{
    static const char *const cards[][2] = {
        { "cards/listen/lamp.lua", LAMP }, { "cards/listen/chimer.lua", CHIMER },
        { "cards/listen/snuffer.lua", SNUFFER }, { NULL, NULL } };
    return scratch_started("listen", LISTEN, cards);
}

/* A declared event's listeners (the kernel keeps them): with whose, the
 * event player's cards and shared ones, all acting for that player (with
 * none named, the shared ones, for nobody); with face_up, face-up cards;
 * an effect hooked to the event listens whoever's and however its card
 * lies, and acts for the event's player too. */
static void a_declared_event_s_listeners_are_kept_by_the_kernel(void)
{
    arb_game *g = listening();
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Lamp', 1, g:zone('table', 1))\n"                          /* 1: p1's */
            "g:new_card('Lamp', 2, g:zone('table', 2))\n"                          /* 2: p2's */
            "local d = g:new_card('Lamp', 2, g:zone('table', 2)); g:flip(d, false)\n" /* 3: face down */
            "g:new_card('Lamp', 0, g:zone('shelf', 0))\n"                          /* 4: shared */
            "g:flip(1, false) g:add_effect({ hook = 'dusk', source = 1, handler = 'snuff' })", 1);
    int first = arb_log_count(g);
    CHECK(answer(g, "dusk for p2"), "dusk for p2");
    const char *want = "snuff 1 for 2 | Lamp 2 for 2 | Lamp 4 for 2", *got = log_since(g, first);
    if (strcmp(got, want)) printf("  wanted '%s'\n  got    '%s'\n", want, got);
    CHECK(!strcmp(got, want), "the effect of p1's face-down Lamp (p1 is active: first), p2's face-up Lamp and the shared one, all for p2");
    first = arb_log_count(g);
    CHECK(answer(g, "dusk"), "dusk for nobody");
    want = "snuff 1 for 1 | Lamp 4 for 0";
    got = log_since(g, first);
    if (strcmp(got, want)) printf("  wanted '%s'\n  got    '%s'\n", want, got);
    CHECK(!strcmp(got, want), "no player named: the effect (for its card's controller), and the shared Lamp (for its own, nobody)");
    CHECK(strstr(eval(g, "g:emit('dusk', 2)", 1), "args must be a table"),
          "an event that names its player needs its args as a table");
    arb_game_free(g);
}

/* An emit step whose listeners need Lua (face_up, source_stays, a log
 * line): none hears it -- nothing runs, nothing is logged; exactly one
 * does -- the kernel calls it itself (no list made); several -- g:emit
 * runs them.  The log and the handlers are the same either way. */
static const char DUSK_STEP[] =
    "return ruleset { name = 'dusk', players = { min = 2, max = 2, default = 2 },\n"
    "  trigger_zones = { 'table' }, context = {},\n"
    "  events = { dusk = { whose = 'player', face_up = true, source_stays = true, log = 'Dusk: %s' } },\n"
    "  setup = function(g) for p = 1, 2 do g:new_zone('table', p) end g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'dusk', run = { { emit = 'dusk' } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void an_emit_step_calls_its_one_listener_itself(void)
{
    static const char *const cards[][2] = { { "cards/dusk/lamp.lua", LAMP }, { NULL, NULL } };
    arb_game *g = scratch_started("dusk", DUSK_STEP, cards);
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Lamp', 2, g:zone('table', 2))\n"                             /* 1: p2's */
            "local d = g:new_card('Lamp', 1, g:zone('table', 1)); g:flip(d, false)", 1); /* 2: face down */
    int first = arb_log_count(g);
    CHECK(answer(g, "dusk") && is(log_since(g, first), ""), "p2's Lamp and a face-down one: nobody hears p1's dusk");
    eval(g, "g:new_card('Lamp', 1, g:zone('table', 1))", 1);                           /* 3: p1's, face up */
    first = arb_log_count(g);
    CHECK(answer(g, "dusk") && is(log_since(g, first), "Dusk: Lamp | Lamp 3 for 1"),
          "one listener: its log line, then its handler, for p1");
    eval(g, "g:flip(2, true)", 1);
    first = arb_log_count(g);
    CHECK(answer(g, "dusk") && is(log_since(g, first), "Dusk: Lamp | Lamp 2 for 1 | Dusk: Lamp | Lamp 3 for 1"),
          "two listeners: g:emit runs both, oldest first, each with its line");
    arb_game_free(g);
}

/* Hostile: the args' player is read through an __index that emits another
 * event heard by 300 cards (the kernel's list of handlers grows while the
 * first event's is being kept): the player is read before any list is. */
static void an_emit_inside_reading_the_args_player(void)
{
    arb_game *g = listening();
    if (!g) { CHECK(0, "the game starts"); return; }
    eval(g, "g:new_card('Lamp', 2, g:zone('table', 2)); g:new_card('Lamp', 0, g:zone('shelf', 0))\n"
            "for _ = 1, 300 do g:new_card('Chimer', 1, g:zone('table', 1)) end", 1);
    int first = arb_log_count(g);
    const char *got = eval(g, "g:emit('dusk', setmetatable({}, { __index = function() g:emit('chime') return 2 end }))", 1);
    CHECK(!strstr(got, "error"), got);
    got = log_since(g, first);
    CHECK(!strcmp(got, "Lamp 1 for 2 | Lamp 2 for 2"), got);
    /* The Snuffer's handlers are read raw: no script runs (it would emit)
     * while the kernel makes the handlers' tables. */
    eval(g, "g:new_card('Snuffer', 2, g:zone('table', 2)); g:emit('dusk', { player = 2 })", 1);   /* G kept */
    eval(g, "g:add_effect({ hook = 'dusk', source = g:first(g:zone('table', 2)), handler = 'missing' })", 1);
    got = eval(g, "g:emit('dusk', { player = 2 })", 1);
    CHECK(strstr(got, "effect handler 'missing' is not in Snuffer's handlers") != NULL, got);
    arb_game_free(g);
}

/* A setup whose zones come in an order the seed decides (the junk zone
 * first or last): after a restart with another seed the tables have other
 * ids, and the Bells on them must still be heard -- the kernel's list of
 * trigger zones is worked out again for the new layout. */
static const char SHUFFLED[] =
    "return ruleset { name = 'shuffled', players = { min = 2, max = 2, default = 2 },\n"
    "  trigger_zones = { 'table' },\n"
    "  context = { glow = verb{ { add = 'glow', by = 'arg' } } },\n"
    "  setup = function(g)\n"
    "    local junk_first = g:random(2) == 1\n"
    "    if junk_first then g:new_zone('junk', 0) end\n"
    "    for p = 1, 2 do g:new_zone('table', p) end\n"
    "    if not junk_first then g:new_zone('junk', 0) end\n"
    "    for p = 1, 2 do g:new_card('Bell', p, g:zone('table', p)) end\n"
    "    g:gset('junk_first', junk_first) g:set_active(1) end,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'ring', run = { { emit = 'rang' } } },\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

static void trigger_zones_follow_a_restart_s_layout(void)
{
    const char *at = scratch_game(&dir, "shuffled", SHUFFLED, NULL);
    if (!at || scratch_file(&dir, "cards/shuffled/bell.lua", "return { name = 'Bell', on = { rang = { glow = 1 } } }\n")) {
        CHECK(0, "the scratch game is written");
        return;
    }
    char err[2048] = "";
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = "shuffled", .seed = 1 }, err, sizeof err);
    if (!g) { printf("  %s\n", err); CHECK(0, "the game starts"); return; }
    static const char *GLOW = "return tostring(g:pget(1, 'glow')) .. ',' .. tostring(g:pget(2, 'glow'))";
    CHECK(answer(g, "ring") && is(eval(g, GLOW, 0), "\"1,1\""), "both Bells ring");
    arb_snapshot *s = arb_snapshot_take(g);
    const char *first = eval(g, "return tostring(g:gget('junk_first'))", 0);
    char was[16];
    snprintf(was, sizeof was, "%s", first ? first : "");
    uint64_t seed = 2;
    for (; seed < 64; seed++) {                       /* a seed that lays the zones out the other way */
        if (arb_game_restart(g, seed) != ARB_OK) break;
        const char *now = eval(g, "return tostring(g:gget('junk_first'))", 0);
        if (now && strcmp(now, was)) break;
    }
    CHECK(seed < 64, "a restart lays the zones out the other way");
    CHECK(answer(g, "ring") && is(eval(g, GLOW, 0), "\"1,1\""), "after it, both Bells still ring");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && answer(g, "ring") && is(eval(g, GLOW, 0), "\"2,2\""),
          "a snapshot taken before the restart, restored: its layout's Bells ring");
    arb_snapshot_free(s);
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    char out[64];
    snprintf(root, sizeof root, "%s/tests/fixtures/triggers", argc > 1 ? argv[1] : ".");
    arb_game *g = new_game((arb_config){ .root = root, .game = "triggers", .seed = 1 });
    if (!g) { CHECK(0, "the fixture starts"); return check_done(); }
    /* cards 1..6: made in this order, so each is older than the next */
    CHECK(arb_eval(g, "for _, p in ipairs({ 1, 3, 2, 1, 2, 3 }) do\n"
                      "  g:new_card('Bell', p, g:zone('table', p))\n"
                      "end", 1, out, sizeof out) == ARB_OK, "six Bells on the tables");
    int first = arb_log_count(g);
    CHECK(arb_answer(g, 0) == ARB_OK, "ring");
    const char *want[] = { "p2 Bell 3", "p2 Bell 5", "p3 Bell 2", "p3 Bell 6", "p1 Bell 1", "p1 Bell 4" };
    CHECK(arb_log_count(g) - first == 6, "every Bell rang");
    for (int i = 0; i < 6; i++) {
        const char *l = arb_log_line(g, first + i);
        if (!l || strcmp(l, want[i])) printf("  line %d: wanted '%s', got '%s'\n", i + 1, want[i], l ? l : "");
        CHECK(l && !strcmp(l, want[i]), want[i]);
    }
    arb_game_free(g);
    a_declared_event_has_its_own_order_and_listeners();
    a_declared_event_s_listeners_are_kept_by_the_kernel();
    an_emit_inside_reading_the_args_player();
    an_unknown_field_of_a_declared_event_is_refused();
    a_handler_written_as_verbs_runs_for_its_controller();
    trigger_zones_follow_a_restart_s_layout();
    an_emit_step_calls_its_one_listener_itself();
    scratch_remove(&dir);
    return check_done();
}
