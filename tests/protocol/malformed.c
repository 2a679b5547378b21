/*
 * malformed.c -- conformance cases: hostile input.  Each malformed request
 * gets an error object and leaves the game unchanged.
 */
#include "conformance.h"
#include <stdlib.h>
#include <string.h>

/* 12. Malformed input: each gets an error object and the game is unchanged. */
void test_malformed(void)
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
