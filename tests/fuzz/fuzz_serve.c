/*
 * fuzz_serve.c -- libFuzzer target: the host protocol (`arbiter serve`).
 *
 * Each input is a batch of messages, one per line, handled by serve_handle
 * on a fresh server (no files allowed) whose connection starts on a new
 * tutorial game.  Every reply must be one JSON object with "ok"; afterwards
 * every game the messages made must pass arb_check.
 */
#include "serve.h"
#include <stdlib.h>
#include <string.h>

static void handle(serve_conn *c, const char *msg, size_t len)
{
    char *out = serve_handle(c, msg, len);
    json_t *rep = out ? json_loads(out, 0, NULL) : NULL;
    if (!json_is_boolean(json_object_get(rep, "ok"))) abort();
    json_decref(rep);
    free(out);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    static const char start[] = "{\"type\":\"new\",\"ruleset\":\"tutorial\",\"seed\":3}";
    if (size > 8192) return 0;
    serve_server sv;
    serve_server_init(&sv, ARB_FUZZ_ROOT);
    sv.lim.max_games = 4;
    sv.lim.max_message = 2048;
    serve_conn c;
    serve_conn_init(&c, &sv);
    handle(&c, start, sizeof start - 1);
    const char *p = (const char *)data, *end = p + size;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        handle(&c, p, n);
        p += n + 1;
    }
    for (int i = 0; i < sv.ngames; i++)
        if (arb_check(sv.games[i]->g) != ARB_OK) abort();
    serve_server_free(&sv);
    return 0;
}
