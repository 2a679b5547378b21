/*
 * history.c -- conformance cases: the game's history.  undo and redo give
 * the very same states back; save, load, replay and history give the same
 * game back; eval's queries change nothing and its edits are undo steps.
 */
#include "conformance.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Whether two god states (god_state) show the same zones and decision. */
static int same_position(const char *x, const char *y)
{
    json_t *a = json_loads(x, 0, NULL), *b = json_loads(y, 0, NULL);
    int same = json_equal(pc_path(a, "zones"), pc_path(b, "zones"))
               && json_equal(pc_path(a, "decision"), pc_path(b, "decision"));
    json_decref(a);
    json_decref(b);
    return same;
}

/* 5b. past its undo memory a game still undoes to every step: the older
 * ones are rebuilt by replay.  1 MiB holds about a hundred Star Realms snapshots;
 * greedy plays both seats to the end. */
void test_undo_within_memory(void)
{
    pclient c;
    start(&c, "--undo-memory", "1");
    json_decref(new_game(&c, "star-realms", 3, 0));
    char *s0 = god_state(&c);
    json_decref(pc_call(&c, "{s:s, s:i, s:s, s:b}", "type", "bot", "player", 1, "bot", "greedy", "brief", 1));
    json_t *r = pc_call(&c, "{s:s, s:i, s:s, s:b}", "type", "bot", "player", 2, "bot", "greedy", "brief", 1);
    json_int_t steps = json_integer_value(pc_path(r, "steps"));
    json_decref(r);
    char *end = god_state(&c);
    json_t *e = json_loads(end, 0, NULL);
    CHECK(steps > 150 && json_is_true(pc_path(e, "over")),
          "greedy plays both seats to the end: more steps than 1 MiB of snapshots holds");
    json_decref(e);
    r = pc_call(&c, "{s:s, s:i}", "type", "undo", "steps", (int)steps / 2);
    char *mid = god_state(&c);
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "undo", "steps", "all");
    CHECK(pc_ok(r) && json_integer_value(pc_path(r, "moved")) == steps - steps / 2, "undo all reaches step 0");
    json_decref(r);
    char *u0 = god_state(&c);
    CHECK(same_position(s0, u0), "... and it is the game's first state (the seats are bots now)");
    r = pc_call(&c, "{s:s, s:i}", "type", "redo", "steps", (int)(steps - steps / 2));
    char *m2 = god_state(&c);
    CHECK(pc_ok(r) && !strcmp(m2, mid), "redo to the middle gives the state undo passed there");
    json_decref(r);
    r = pc_call(&c, "{s:s, s:s}", "type", "redo", "steps", "all");
    char *e2 = god_state(&c);
    CHECK(pc_ok(r) && !strcmp(e2, end), "redo all gives the last state back");
    json_decref(r);
    r = pc_send(&c, "{\"type\":\"history\"}");
    CHECK((json_int_t)json_array_size(pc_path(r, "actions")) == steps && json_integer_value(pc_path(r, "base")) == 0,
          "history holds every step's action, none dropped");
    json_decref(r);
    free(s0); free(end); free(mid); free(u0); free(m2); free(e2);
    pc_stop(&c);
}

/* 5. undo and redo walk the steps and give the very same states back. */
void test_undo_redo(void)
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
    CHECK(same_position(s0, u), "undo gives the first state back");
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

/* 9. save, load, replay and history give the same game back. */
void test_save_load_replay(void)
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

/* 14. eval: an adjudicator's query and edit, for the god view only. */
void test_eval(void)
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
