/*
 * answers.c -- conformance cases: a game played by answers.  Answers by
 * index and by label, a seat answering only its own options, refusals with
 * their reasons (why, who), the log and a game played to its end, a seat
 * handed to a bot.
 */
#include "conformance.h"
#include <stdlib.h>
#include <string.h>

/* 3. answer by index and by label; the reply has the new log lines. */
void test_answer(void)
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
void test_answer_refused(void)
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

/* 6. why and who: refusals with their reasons, for the deciding seat only. */
void test_why_who(void)
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

/* 11. log and a game played to its end. */
void test_log_and_end(void)
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

/* 13. A seat handed to a bot: the bot answers at once, one step per answer. */
void test_bots(void)
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
