/*
 * session.c -- conformance cases: the session.  hello names the protocol,
 * the rulesets and the limits; new makes a game and joins it; join, seat
 * switching and close; the table of games is bounded.
 */
#include "conformance.h"
#include <string.h>

/* 1. hello names the protocol, the rulesets and the limits. */
void test_hello(void)
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
void test_new(void)
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

/* 10. join, seat switching, close; a server without files refuses paths. */
void test_join_close(void)
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

/* 17. The table of games is bounded. */
void test_limits(void)
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
