/*
 * conformance.c -- the host protocol's conformance suite (docs/protocol.md):
 * every request type, what each seat sees of hidden information, and
 * malformed input, which must get an error object and change nothing.
 * Each case starts its own `arbiter serve --stdio` and reads as a ruling.
 *
 *   conformance ARBITER ROOT
 */
#include "client.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *arbiter, *root;

static void start(pclient *c, const char *extra1, const char *extra2)
{
    char *argv[] = {arbiter, "serve", "--stdio", "--root", root, (char *)extra1, (char *)extra2, NULL};
    pc_start(c, argv);
}

/* The god view's state of the connection's game, as text (version and
 * step left out: only the game itself is compared). */
static char *god_state(pclient *c)
{
    json_t *r = pc_call(c, "{s:s, s:i}", "type", "state", "seat", 0);
    json_t *st = pc_path(r, "state");
    json_object_del(st, "version");
    char *s = pc_dump(st);
    json_decref(r);
    return s;
}

static json_t *new_game(pclient *c, const char *ruleset, int seed, int seat)
{
    json_t *r = pc_call(c, "{s:s, s:s, s:i, s:i}", "type", "new", "ruleset", ruleset, "seed", seed, "seat", seat);
    CHECK(pc_ok(r), "new %s: %s", ruleset, pc_code(r));
    return r;
}

/* 1. hello names the protocol, the rulesets and the limits. */
static void test_hello(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_t *r = pc_send(&c, "{\"type\":\"hello\",\"id\":42,\"protocol\":\"arbiter/1\"}");
    CHECK(pc_ok(r), "hello is answered");
    CHECK(json_integer_value(pc_path(r, "id")) == 42, "the reply echoes the id");
    CHECK(!strcmp(json_string_value(pc_path(r, "protocol")), "arbiter/1"), "protocol arbiter/1");
    int found = 0;
    size_t i;
    json_t *v;
    json_array_foreach(pc_path(r, "rulesets"), i, v) found += !strcmp(json_string_value(v), "star-realms");
    CHECK(found == 1, "star-realms is among the rulesets");
    CHECK(json_integer_value(pc_path(r, "limits.max_message")) == 65536, "the message limit is told");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"hello\",\"protocol\":\"arbiter/2\"}");
    CHECK(!pc_ok(r) && !strcmp(pc_code(r), "version"), "another major version is refused");
    json_decref(r);
    CHECK(pc_stop(&c) == 0, "the server ends cleanly at the end of input");
}

/* 2. new makes a game and joins it; requests before any game are refused. */
static void test_new(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_t *r = pc_send(&c, "{\"type\":\"state\"}");
    CHECK(!strcmp(pc_code(r), "no_game"), "state before new: no_game");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "new", "ruleset", "../etc");
    CHECK(!strcmp(pc_code(r), "bad_request"), "a ruleset is a plain folder name");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "new", "ruleset", "no-such-game");
    CHECK(!strcmp(pc_code(r), "bad_game"), "an unknown ruleset: bad_game");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i, s:i}", "type", "new", "ruleset", "tutorial", "seed", 3, "players", 40);
    CHECK(!strcmp(pc_code(r), "bad_request"), "40 players: bad_request");
    json_decref(r);
    r = new_game(&c, "tutorial", 3, 1);
    CHECK(!strcmp(json_string_value(pc_path(r, "game")), "g1"), "the first game is g1");
    CHECK(json_integer_value(pc_path(r, "state.seat")) == 1, "seen from seat 1");
    CHECK(json_array_size(pc_path(r, "state.zones")) > 0, "the state lists zones");
    CHECK(json_integer_value(pc_path(r, "state.decision.player")) == 1, "p1 decides first");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"games\"}");
    CHECK(json_array_size(pc_path(r, "games")) == 1, "games lists the one game");
    json_decref(r);
    pc_stop(&c);
}

/* 3. answer by index and by label; the reply has the new log lines. */
static void test_answer(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "tutorial", 3, 0));
    json_t *r = pc_call(&c, "{s:s, s:i}", "type", "answer", "option", 0);
    CHECK(pc_ok(r), "answer option 0");
    CHECK(!strcmp(json_string_value(pc_path(r, "log.0")), "p1 plays Spark"), "the log says what happened");
    CHECK(json_integer_value(pc_path(r, "step")) == 1, "one step taken");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:b}", "type", "answer", "label", "pass", "brief", 1);
    CHECK(pc_ok(r) && !pc_path(r, "state") && pc_path(r, "decision"), "answer by label, brief");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "answer", "label", "dance");
    CHECK(!strcmp(pc_code(r), "bad_option"), "no option 'dance'");
    json_decref(r);
    pc_stop(&c);
}

/* 4. A seat answers only its own options; refused answers change nothing. */
static void test_answer_refused(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "tutorial", 3, 0));
    char *before = god_state(&c);
    json_t *r = pc_call(&c, "{s:s, s:i, s:i}", "type", "answer", "option", 0, "seat", 2);
    CHECK(!strcmp(pc_code(r), "not_your_option"), "p2 cannot take p1's option");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i}", "type", "answer", "option", 99);
    CHECK(!strcmp(pc_code(r), "bad_option"), "option 99 is out of range");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "answer", "option", "0");
    CHECK(!strcmp(pc_code(r), "bad_request"), "an option is a number");
    json_decref(r);
    char *after = god_state(&c);
    CHECK(!strcmp(before, after), "refused answers change nothing");
    free(before);
    free(after);
    pc_stop(&c);
}

/* 5. undo and redo walk the steps and give the very same states back. */
static void test_undo_redo(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "tutorial", 3, 0));
    char *s0 = god_state(&c);
    json_decref(pc_call(&c, "{s:s, s:i}", "type", "answer", "option", 0));
    json_decref(pc_call(&c, "{s:s, s:i}", "type", "answer", "option", 0));
    char *s2 = god_state(&c);
    json_t *r = pc_call(&c, "{s:s, s:s}", "type", "undo", "steps", "all");
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "moved")) == 2, "undo all moves 2 steps");
    json_decref(r);
    char *u = god_state(&c);
    /* the step counters differ ("steps" stays 2), the game does not */
    json_t *a = json_loads(s0, 0, NULL), *b = json_loads(u, 0, NULL);
    CHECK(json_equal(pc_path(a, "zones"), pc_path(b, "zones")) && json_equal(pc_path(a, "decision"), pc_path(b, "decision")),
          "undo gives the first state back");
    json_decref(a); json_decref(b);
    r = pc_send(&c, "{\"type\":\"undo\"}");
    CHECK(!strcmp(pc_code(r), "nothing"), "nothing more to undo");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i}", "type", "redo", "steps", 5);
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "moved")) == 2, "redo 5 moves the 2 there are");
    json_decref(r);
    char *rd = god_state(&c);
    CHECK(!strcmp(rd, s2), "redo gives the last state back");
    r = pc_call(&c, "{s:s, s:i}", "type", "undo", "steps", 0);
    CHECK(!strcmp(pc_code(r), "bad_request"), "undo 0 steps is refused");
    json_decref(r);
    json_decref(pc_call(&c, "{s:s, s:s}", "type", "undo", "steps", "all"));
    r = pc_call(&c, "{s:s, s:s}", "type", "answer", "label", "play Flare");
    json_t *lines = pc_path(r, "state.log.lines");
    CHECK(!strcmp(json_string_value(json_array_get(lines, json_array_size(lines) - 1)), "p1 plays Flare"),
          "a new branch after an undo has its own log");
    json_decref(r);
    free(s0); free(s2); free(u); free(rd);
    pc_stop(&c);
}

/* 6. why and who: refusals with their reasons, for the deciding seat only. */
static void test_why_who(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_t *r = new_game(&c, "star-realms", 7, 0);
    CHECK(!strcmp(json_string_value(pc_path(r, "state.bots.0")), "greedy")
          && !strcmp(json_string_value(pc_path(r, "state.views.0")), "board"),
          "the state names the ruleset's bots and views");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "why", "action", "buy Missile Mech");
    CHECK(!strcmp(json_string_value(pc_path(r, "verdict")), "refused"), "buying Missile Mech is refused");
    CHECK(strstr(json_string_value(pc_path(r, "reason")), "costs 6 Trade"), "because it costs 6 Trade");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "why", "action", "end turn");
    CHECK(!strcmp(json_string_value(pc_path(r, "verdict")), "legal"), "end turn is legal");
    CHECK(json_integer_value(pc_path(r, "player")) == 2, "for p2");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i}", "type", "why", "action", "buy Missile Mech", "seat", 1);
    CHECK(!strcmp(json_string_value(pc_path(r, "verdict")), "unknown"), "p1 is not told p2's refusals");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i}", "type", "why", "action", 3);
    CHECK(!strcmp(pc_code(r), "bad_request"), "why needs a text");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"who\"}");
    CHECK(json_integer_value(pc_path(r, "player")) == 2 && strstr(json_string_value(pc_path(r, "reason")), "Main Phase"),
          "who: p2, in the Main Phase");
    json_decref(r);
    pc_stop(&c);
}

/* 7. Hidden information: each seat sees its own hand, not the other's. */
static void test_hidden(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "star-realms", 7, 0));
    for (int seat = 0; seat <= 2; seat++) {
        json_t *r = pc_call(&c, "{s:s, s:i}", "type", "state", "seat", seat);
        size_t i, k;
        json_t *z, *card;
        json_array_foreach(pc_path(r, "state.zones"), i, z) {
            const char *name = json_string_value(json_object_get(z, "name"));
            int owner = (int)json_integer_value(json_object_get(z, "owner"));
            json_array_foreach(json_object_get(z, "cards"), k, card) {
                int hidden = json_is_true(json_object_get(card, "hidden"));
                int shown = json_object_get(card, "name") != NULL, id = json_object_get(card, "id") != NULL;
                CHECK(hidden != shown && shown == id, "a card is hidden (no name, no id) or shown (both)");
                if (!strcmp(name, "hand"))
                    CHECK(hidden == (seat && seat != owner), "seat %d and the hand of p%d", seat, owner);
                if (!strcmp(name, "deck") || !strcmp(name, "trade_deck"))
                    CHECK(hidden == (seat != 0), "seat %d and a deck", seat);
                if (!strcmp(name, "trade_row")) CHECK(!hidden, "the trade row is public");
            }
        }
        json_t *d = pc_path(r, "state.decision");
        CHECK((json_array_size(json_object_get(d, "options")) > 0) == (seat != 1), "seat %d and p2's options", seat);
        CHECK((json_object_get(d, "refusals") != NULL) == (seat != 1), "seat %d and p2's refusals", seat);
        if (seat == 1) CHECK(json_integer_value(json_object_get(d, "hidden_options")) == 3, "p1 is told p2 has 3 options");
        json_decref(r);
    }
    json_t *r = pc_call(&c, "{s:s, s:s, s:i}", "type", "view", "name", "board", "seat", 1);
    CHECK(pc_ok(r) && strstr(json_string_value(pc_path(r, "text")), "hand: 3 cards"), "the board view hides p2's hand from p1");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i}", "type", "history", "seat", 1);
    CHECK(!strcmp(pc_code(r), "god_only"), "the action history is for the god view");
    json_decref(r);
    pc_stop(&c);
}

/* 8. A grid zone (the Transformers Matrix) has its size and each card its cell. */
static void test_grid(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_t *r = new_game(&c, "transformers-dbg", 7, 1);
    json_t *m = pc_path(r, "state.zones.0");
    CHECK(!strcmp(json_string_value(json_object_get(m, "kind")), "grid"), "zone 0 is the Matrix grid");
    CHECK(json_integer_value(json_object_get(m, "rows")) == 3 && json_integer_value(json_object_get(m, "cols")) == 4, "3 by 4");
    json_t *card = pc_path(m, "cards.0");
    CHECK(json_integer_value(json_object_get(card, "row")) == 1 && json_integer_value(json_object_get(card, "col")) == 1,
          "the first card is in cell (1,1)");
    CHECK(json_is_true(json_object_get(card, "hidden")), "face down, so p1 does not see it");
    json_decref(r);
    pc_stop(&c);
}

/* 9. save, load, replay and history give the same game back. */
static void test_save_load_replay(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "star-realms", 11, 0));
    for (int i = 0; i < 4; i++) json_decref(pc_call(&c, "{s:s, s:i, s:b}", "type", "answer", "option", 0, "brief", 1));
    json_t *st0 = pc_call(&c, "{s:s}", "type", "state");
    json_t *r = pc_call(&c, "{s:s, s:i}", "type", "save", "seat", 1);
    CHECK(!strcmp(pc_code(r), "god_only"), "a player cannot save (a save reveals everything)");
    json_decref(r);
    json_t *sv = pc_call(&c, "{s:s}", "type", "save");
    CHECK(pc_ok(sv) && json_integer_value(pc_path(sv, "inputs")) == 4, "save: 4 inputs");
    json_t *h = pc_call(&c, "{s:s}", "type", "history");
    CHECK(json_array_size(pc_path(h, "actions")) == 4, "history: 4 actions");
    r = pc_call(&c, "{s:s, s:O}", "type", "load", "data", pc_path(sv, "data"));
    CHECK(pc_ok(r) && !strcmp(json_string_value(pc_path(r, "game")), "g2"), "load makes game g2");
    CHECK(json_equal(pc_path(r, "state.zones"), pc_path(st0, "state.zones")), "the loaded game has the same zones");
    CHECK(json_integer_value(pc_path(r, "state.step")) == 4, "and the save's 4 steps as undo history");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i}", "type", "undo", "steps", 4);
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "state.step")) == 0, "undo walks back to the save's start");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "redo", "steps", "all");
    CHECK(pc_ok(r) && json_equal(pc_path(r, "state.zones"), pc_path(st0, "state.zones")), "and redo all the way");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i, s:O}", "type", "replay", "ruleset", "star-realms", "seed", 11,
                "actions", pc_path(h, "actions"));
    CHECK(pc_ok(r) && json_equal(pc_path(r, "state.zones"), pc_path(st0, "state.zones")), "replaying the actions: same zones");
    CHECK(json_integer_value(pc_path(r, "state.step")) == 4, "and 4 undo steps");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:O}", "type", "replay", "data", pc_path(sv, "data"));
    CHECK(pc_ok(r) && strlen(json_string_value(pc_path(r, "hash"))) == 16, "replaying a save gives its hash");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i, s:[i,i,i]}", "type", "replay", "ruleset", "star-realms", "seed", 11, "actions", 0, 77, 0);
    CHECK(!strcmp(pc_code(r), "bad_option"), "a replay with a bad action is refused");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "load", "data", "arbiter-save 1\ngame nope\n");
    CHECK(!pc_ok(r), "a malformed save is refused: %s", pc_code(r));
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"games\"}");
    CHECK(json_array_size(pc_path(r, "games")) == 4, "refused loads and replays add no game");
    json_decref(r);
    char path[] = "/tmp/arbiter-conformance-XXXXXX";
    int fd = mkstemp(path);
    close(fd);
    r = pc_call(&c, "{s:s, s:s, s:s}", "type", "save", "game", "g1", "path", path);
    CHECK(pc_ok(r), "save to a file over stdio");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "load", "path", path);
    CHECK(pc_ok(r) && json_equal(pc_path(r, "state.zones"), pc_path(st0, "state.zones")), "load from the file");
    json_decref(r);
    unlink(path);
    json_decref(st0); json_decref(sv); json_decref(h);
    pc_stop(&c);
}

/* 10. join, seat switching, close; a server without files refuses paths. */
static void test_join_close(void)
{
    pclient c;
    start(&c, "--no-files", NULL);
    json_decref(new_game(&c, "tutorial", 3, 0));
    json_decref(new_game(&c, "tutorial", 4, 0));
    json_t *r = pc_call(&c, "{s:s, s:s, s:s}", "type", "join", "game", "g1", "seat", "p2");
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "seat")) == 2, "join g1 as p2");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"decision\"}");
    CHECK(!strcmp(json_string_value(pc_path(r, "game")), "g1") &&
          json_integer_value(pc_path(r, "decision.hidden_options")) == 4, "now on g1, seeing as p2");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i}", "type", "join", "game", "g9", "seat", 1);
    CHECK(!strcmp(pc_code(r), "no_game"), "no game g9");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i}", "type", "join", "game", "g1", "seat", 3);
    CHECK(!strcmp(pc_code(r), "bad_seat"), "no seat 3 in a 2-player game");
    json_decref(r);
    json_decref(pc_call(&c, "{s:s, s:s, s:i, s:i}", "type", "new", "ruleset", "tutorial", "players", 3, "seat", 3));
    r = pc_call(&c, "{s:s, s:s}", "type", "state", "game", "g1");
    CHECK(!strcmp(pc_code(r), "bad_seat"), "seat p3 asking about a 2-player game is refused, not shown the god view");
    json_decref(r);
    json_decref(pc_call(&c, "{s:s, s:s, s:i}", "type", "join", "game", "g1", "seat", 2));
    r = pc_call(&c, "{s:s, s:s, s:s}", "type", "save", "path", "/tmp/x", "seat", "god");
    CHECK(!strcmp(pc_code(r), "files_disabled"), "--no-files: no paths");
    json_decref(r);
    r = pc_call(&c, "{s:s}", "type", "close");
    CHECK(!strcmp(pc_code(r), "god_only"), "p2 cannot close the game");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "close", "seat", "god");
    CHECK(pc_ok(r), "the god view closes it");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"games\"}");
    CHECK(json_array_size(pc_path(r, "games")) == 2, "two games are left");
    json_decref(r);
    pc_stop(&c);
}

/* 11. log and a game played to its end. */
static void test_log_and_end(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "tutorial", 5, 0));
    json_t *r = NULL;
    for (int i = 0; i < 500; i++) {
        json_decref(r);
        r = pc_call(&c, "{s:s, s:i, s:b}", "type", "answer", "option", 0, "brief", 1);
        if (!pc_ok(r)) break;
    }
    CHECK(!strcmp(pc_code(r), "over"), "answering after the end: over");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"state\"}");
    CHECK(json_is_true(pc_path(r, "state.over")) && json_is_string(pc_path(r, "state.result.text")), "the state says who won");
    CHECK(json_is_null(pc_path(r, "state.decision")), "and there is no decision");
    int count = (int)json_integer_value(pc_path(r, "state.log.count"));
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i}", "type", "log", "from", count - 2);
    CHECK(json_array_size(pc_path(r, "lines")) == 2, "log from count-2: 2 lines");
    json_t *cards = pc_path(r, "cards");
    int shaped = json_is_array(cards) && json_array_size(cards) == 2;
    for (size_t i = 0; shaped && i < 2; i++) {
        json_t *k = json_array_get(cards, i);
        shaped = json_is_null(k) || (json_is_integer(json_object_get(k, "id"))
                                     && json_is_string(json_object_get(k, "name")));
    }
    CHECK(shaped, "each log line's card: null (the rules) or {id, name}");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "log", "from", "x");
    CHECK(!strcmp(pc_code(r), "bad_request"), "log from a string");
    json_decref(r);
    pc_stop(&c);
}

/* 12. Malformed input: each gets an error object and the game is unchanged. */
static void test_malformed(void)
{
    static const char *bad[][2] = {
        {"garbage", "bad_json"},          {"{\"type\":", "bad_json"},
        {"[1,2]", "bad_request"},         {"\"answer\"", "bad_json"},
        {"{}", "bad_request"},            {"{\"type\":7}", "bad_request"},
        {"{\"type\":\"fly\"}", "unknown_type"},
        {"{\"type\":\"answer\",\"type\":\"undo\"}", "bad_json"},
        {"{\"type\":\"answer\",\"option\":-1}", "bad_option"},
        {"{\"type\":\"answer\",\"option\":1e3}", "bad_request"},
        {"{\"type\":\"state\",\"seat\":\"x\"}", "bad_seat"},
        {"{\"type\":\"state\",\"seat\":-1}", "bad_seat"},
        {"{\"type\":\"state\",\"game\":5}", "bad_request"},
        {"{\"type\":\"undo\",\"steps\":\"many\"}", "bad_request"},
        {"{\"type\":\"view\"}", "bad_request"},
        {"{\"type\":\"view\",\"name\":\"no_such_view\"}", NULL},
        {"{\"type\":\"new\",\"ruleset\":\"tutorial\",\"seed\":\"x\"}", "bad_request"},
        {"{\"type\":\"load\"}", "bad_request"},
        {"{\"type\":\"replay\",\"actions\":7}", "bad_request"},
        {"{\"type\":\"join\"}", "bad_request"},
        {"{\"type\":\"why\",\"action\":\"\\u0000\"}", NULL},
        {"{\"type\":\"answer\",\"label\":\"\xff\xfe\"}", "bad_json"},
        {"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", NULL},
    };
    pclient c;
    start(&c, "--max-message", "1024");
    json_decref(new_game(&c, "tutorial", 3, 0));
    json_decref(pc_call(&c, "{s:s, s:i}", "type", "answer", "option", 0));
    char *before = god_state(&c);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        json_t *r = pc_send(&c, bad[i][0]);
        CHECK(r && !pc_ok(r) && json_is_string(pc_path(r, "error.message")), "'%s' gets an error object", bad[i][0]);
        if (bad[i][1]) CHECK(!strcmp(pc_code(r), bad[i][1]), "'%s': %s, not %s", bad[i][0], bad[i][1], pc_code(r));
        json_decref(r);
    }
    char *big = malloc(4096);
    memset(big, ' ', 4095);
    memcpy(big, "{\"type\":\"answer\",\"option\":0,\"pad\":\"", 35);
    big[4093] = '"'; big[4094] = '}'; big[4095] = 0;
    json_t *r = pc_send(&c, big);
    CHECK(!strcmp(pc_code(r), "too_large"), "a 4 KiB line over a 1 KiB limit: too_large");
    json_decref(r);
    free(big);
    r = pc_send(&c, "{\"type\":\"who\"}");
    CHECK(pc_ok(r), "the next line is read as usual");
    json_decref(r);
    char *after = god_state(&c);
    CHECK(!strcmp(before, after), "malformed input changed nothing");
    free(before);
    free(after);
    pc_stop(&c);
}

/* 13. A seat handed to a bot: the bot answers at once, one step per answer. */
static void test_bots(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "star-realms", 7, 0));
    json_t *r = pc_call(&c, "{s:s, s:i, s:s, s:b}", "type", "bot", "player", 2, "bot", "greedy", "brief", 1);
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "bot_answers")) > 0, "greedy takes p2's turn");
    CHECK(json_integer_value(pc_path(r, "decision.player")) == 1, "and p1 decides next");
    json_int_t answers = json_integer_value(pc_path(r, "bot_answers"));
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"history\"}");
    CHECK((json_int_t)json_array_size(pc_path(r, "actions")) == answers, "each bot answer is a step of the history");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i, s:s}", "type", "bot", "player", 1, "bot", "nobody");
    CHECK(!strcmp(pc_code(r), "bad_bot") && strstr(json_string_value(pc_path(r, "error.message")), "greedy"),
          "an unknown bot is refused, naming the bots there are");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i, s:s, s:i}", "type", "bot", "player", 1, "bot", "random", "seat", 2);
    CHECK(!strcmp(pc_code(r), "bad_seat"), "p2 cannot hand p1's seat to a bot");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:i, s:n}", "type", "bot", "player", 2, "bot");
    CHECK(pc_ok(r) && !pc_path(r, "state.players.1.bot"), "p2 is a person again");
    json_decref(r);
    pc_stop(&c);
}

/* 14. eval: an adjudicator's query and edit, for the god view only. */
static void test_eval(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_decref(new_game(&c, "tutorial", 3, 0));
    json_t *r = pc_call(&c, "{s:s, s:s}", "type", "eval", "src", "return g:size(g:zone('hand', 1))");
    CHECK(pc_ok(r) && !strcmp(json_string_value(pc_path(r, "result")), "3"), "a query: p1 holds 3 cards");
    json_decref(r);
    char *before = god_state(&c);
    r = pc_call(&c, "{s:s, s:s}", "type", "eval", "src", "g:gset('x', 5)");
    CHECK(!strcmp(pc_code(r), "script"), "a query may not write");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:b}", "type", "eval", "src", "g:gset('x', 5) error('boom')", "edit", 1);
    CHECK(!strcmp(pc_code(r), "script") && strstr(json_string_value(pc_path(r, "error.message")), "boom"),
          "a failing edit says why");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s, s:i}", "type", "eval", "src", "return 1", "seat", 1);
    CHECK(!strcmp(pc_code(r), "god_only"), "a player may not run Lua");
    json_decref(r);
    char *after = god_state(&c);
    CHECK(!strcmp(before, after), "refused Lua changed nothing");
    r = pc_call(&c, "{s:s, s:s, s:b}", "type", "eval", "src", "g:gset('x', 5)", "edit", 1);
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "state.values.x")) == 5 && json_integer_value(pc_path(r, "step")) == 1,
          "an edit sets x = 5 and is an undo step");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"history\"}");
    CHECK(json_integer_value(pc_path(r, "actions.0")) == -1, "an edit is action -1 in the history");
    json_decref(r);
    free(before);
    free(after);
    pc_stop(&c);
}

/* What seat sees is what god sees, less what the seat may not: the same
 * zones and counts, each shown card the same card, options only its own. */
static void same_but_less(json_t *god, json_t *mine, int seat, const char *ruleset)
{
    size_t i, k;
    json_t *z, *card;
    json_array_foreach(pc_path(god, "state.zones"), i, z) {
        json_t *mz = json_array_get(pc_path(mine, "state.zones"), i);
        CHECK(json_equal(json_object_get(z, "count"), json_object_get(mz, "count")), "%s: zone %zu's count", ruleset, i);
        json_array_foreach(json_object_get(z, "cards"), k, card) {
            json_t *mc = json_array_get(json_object_get(mz, "cards"), k);
            if (json_is_true(json_object_get(mc, "hidden"))) continue;
            CHECK(json_equal(json_object_get(card, "id"), json_object_get(mc, "id")), "%s seat %d: a shown card is the card", ruleset, seat);
        }
    }
    json_t *o, *sec;
    json_array_foreach(pc_path(god, "state.secrets"), i, sec) {
        json_t *ms = json_array_get(pc_path(mine, "state.secrets"), i);
        CHECK(json_equal(json_object_get(sec, "name"), json_object_get(ms, "name")), "%s seat %d: the same secrets", ruleset, seat);
        json_t *v = json_object_get(ms, "value");
        CHECK(!v || json_equal(v, json_object_get(sec, "value")), "%s seat %d: a shown secret is the secret", ruleset, seat);
        CHECK(v || json_integer_value(json_object_get(sec, "player")) != seat, "%s seat %d: its own secrets shown", ruleset, seat);
    }
    json_array_foreach(pc_path(mine, "state.decision.options"), i, o)
        CHECK(json_integer_value(json_object_get(o, "player")) == seat, "%s seat %d: only its own options", ruleset, seat);
    int decider = (int)json_integer_value(pc_path(god, "state.decision.player"));
    CHECK(!pc_path(mine, "state.decision.refusals") == (decider != seat || json_is_null(pc_path(god, "state.decision"))),
          "%s seat %d: refusals only for the decider", ruleset, seat);
}

/* 15. Every ruleset, every seat, along a random game: each seat sees a part
 * of the god view, and never another player's options. */
static void test_every_seat(void)
{
    static const char *games[] = {"tutorial", "star-realms", "transformers-dbg", "z-g"};
    pclient c;
    start(&c, NULL, NULL);
    for (size_t g = 0; g < sizeof games / sizeof *games; g++) {
        json_t *r = pc_call(&c, "{s:s, s:s, s:i, s:i}", "type", "new", "ruleset", games[g], "seed", 5, "players", 3);
        if (!pc_ok(r)) { json_decref(r); r = pc_call(&c, "{s:s, s:s, s:i}", "type", "new", "ruleset", games[g], "seed", 5); }
        CHECK(pc_ok(r), "new %s", games[g]);
        int n = (int)json_integer_value(pc_path(r, "players"));
        json_decref(r);
        unsigned x = 12345;
        for (int step = 0; step < 60; step++) {
            json_t *god = pc_call(&c, "{s:s, s:i}", "type", "state", "seat", 0);
            for (int seat = 1; seat <= n; seat++) {
                json_t *mine = pc_call(&c, "{s:s, s:i}", "type", "state", "seat", seat);
                same_but_less(god, mine, seat, games[g]);
                json_decref(mine);
            }
            size_t nopt = json_array_size(pc_path(god, "state.decision.options"));
            json_decref(god);
            if (!nopt) break;
            x = x * 1103515245u + 12345u;
            json_decref(pc_call(&c, "{s:s, s:i, s:b, s:i}", "type", "answer", "option", (int)(x >> 16) % (int)nopt,
                                "brief", 1, "seat", 0));
        }
    }
    pc_stop(&c);
}

/* Answers, as the god view, the first option whose label starts with
 * `label` ("" : the first option).  Returns 1 if it was taken. */
static int answer_label(pclient *c, const char *label)
{
    json_t *god = pc_call(c, "{s:s, s:i}", "type", "state", "seat", 0), *o;
    size_t i;
    int idx = -1;
    json_array_foreach(pc_path(god, "state.decision.options"), i, o)
        if (idx < 0 && !strncmp(json_string_value(json_object_get(o, "label")), label, strlen(label)))
            idx = (int)json_integer_value(json_object_get(o, "index"));
    json_decref(god);
    if (idx < 0) return 0;
    json_t *r = pc_call(c, "{s:s, s:i, s:b, s:i}", "type", "answer", "option", idx, "brief", 1, "seat", 0);
    int ok = pc_ok(r);
    json_decref(r);
    return ok;
}

/* p's secret `name` in seat's state: 1 with a value, 0 hidden, -1 absent. */
static int secret_shown(pclient *c, int seat, int p, const char *name)
{
    json_t *r = pc_call(c, "{s:s, s:i}", "type", "state", "seat", seat), *s;
    size_t i;
    int out = -1;
    json_array_foreach(pc_path(r, "state.secrets"), i, s)
        if (json_integer_value(json_object_get(s, "player")) == p
            && !strcmp(json_string_value(json_object_get(s, "name")), name))
            out = json_object_get(s, "value") ? 1 : json_is_true(json_object_get(s, "hidden")) ? 0 : -2;
    json_decref(r);
    return out;
}

/* 16. A player's secret choice (Z-G's Rule of Prime pick) is shown to its
 * holder and the god view, to the other seat only as a name until revealed. */
static void test_secrets(void)
{
    pclient c;
    start(&c, NULL, NULL);
    json_t *r = pc_call(&c, "{s:s, s:s, s:i, s:s, s:i}", "type", "new", "ruleset", "z-g", "seed", 3,
                        "options", "prime=true", "seat", 0);
    CHECK(pc_ok(r), "new z-g: %s", pc_code(r));
    json_decref(r);
    int ok = answer_label(&c, "no") && answer_label(&c, "no");
    for (int k = 0; k < 6; k++) ok = ok && answer_label(&c, "");          /* the hand picks */
    while (ok && answer_label(&c, "place at")) {}
    ok = ok && answer_label(&c, "Rule of Prime: dispute knockback_count");
    json_t *st = pc_call(&c, "{s:s, s:i}", "type", "state", "seat", 0);
    int caller = (int)json_integer_value(pc_path(st, "state.decision.player")), foe = 3 - caller;
    json_decref(st);
    ok = ok && answer_label(&c, "");                                         /* the caller's card */
    CHECK(ok && (caller == 1 || caller == 2), "a Rule of Prime test is under way (caller p%d)", caller);
    CHECK(secret_shown(&c, caller, caller, "prime_card") == 1, "the caller's seat sees the card picked");
    CHECK(secret_shown(&c, 0, caller, "prime_card") == 1, "the god view too");
    CHECK(secret_shown(&c, foe, caller, "prime_card") == 0, "the foe's seat only that a card was picked");
    for (int k = 0; k < 3; k++) answer_label(&c, "");   /* the caller's end, the foe's card and end */
    CHECK(secret_shown(&c, foe, caller, "prime_card") == 1, "both picked: revealed to the foe");
    pc_stop(&c);
}

/* 17. The table of games is bounded. */
static void test_limits(void)
{
    pclient c;
    start(&c, "--max-games", "2");
    json_decref(new_game(&c, "tutorial", 1, 0));
    json_decref(new_game(&c, "tutorial", 2, 0));
    json_t *r = pc_call(&c, "{s:s, s:s}", "type", "new", "ruleset", "tutorial");
    CHECK(!strcmp(pc_code(r), "full"), "a third game on a 2-game server: full");
    json_decref(r);
    pc_stop(&c);
}

int main(int argc, char **argv)
{
    if (argc != 3) { fputs("usage: conformance ARBITER ROOT\n", stderr); return 2; }
    arbiter = argv[1];
    root = argv[2];
    test_hello(); test_new(); test_answer(); test_answer_refused(); test_undo_redo();
    test_why_who(); test_hidden(); test_grid(); test_save_load_replay(); test_join_close();
    test_log_and_end(); test_malformed(); test_bots(); test_eval(); test_every_seat(); test_secrets();
    test_limits();
    printf("%d checks, %d failed\n", pc_checks, pc_failures);
    return pc_failures != 0;
}
