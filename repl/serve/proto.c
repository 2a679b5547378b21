/*
 * proto.c -- one request in, one reply out (docs/protocol.md).
 *
 * A request is a JSON object with a "type" and, optionally, an "id" that
 * the reply echoes.  The reply carries the same type and "ok": true with
 * the answer, or "ok": false with an error object {"code", "message"}.
 * Every check a handler makes comes before it changes anything, and the
 * kernel leaves a game unchanged when it refuses, so a refused request
 * changes nothing.  Unknown fields are ignored, so later minor versions can
 * add fields without breaking clients.
 */
#include "serve.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const struct { const char *type; serve_handler fn; } handlers[] = {
    {"hello", serve_h_hello},     {"new", serve_h_new},         {"join", serve_h_join},
    {"games", serve_h_games},     {"state", serve_h_state},     {"decision", serve_h_decision},
    {"answer", serve_h_answer},   {"undo", serve_h_undo},       {"redo", serve_h_redo},
    {"why", serve_h_why},         {"who", serve_h_who},         {"log", serve_h_log},
    {"view", serve_h_view},       {"history", serve_h_history}, {"save", serve_h_save},
    {"load", serve_h_load},       {"replay", serve_h_replay},   {"close", serve_h_close},
    {"bot", serve_h_bot},         {"eval", serve_h_eval},
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void serve_conn_init(serve_conn *c, serve_server *sv)
{
    memset(c, 0, sizeof *c);
    c->sv = sv;
    c->tokens = sv->lim.burst;
    c->last = now();
}

int serve_rate_take(serve_conn *c)
{
    double t = now();
    c->tokens += (t - c->last) * c->sv->lim.rate;
    if (c->tokens > c->sv->lim.burst) c->tokens = c->sv->lim.burst;
    c->last = t;
    if (c->tokens < 1) return -1;
    c->tokens -= 1;
    return 0;
}

json_t *serve_err(const char *code, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    msg[strcspn(msg, "\n")] = 0;            /* the first line; a traceback stays out */
    return json_pack("{s:b, s:{s:s, s:s}}", "ok", 0, "error", "code", code, "message", msg);
}

char *serve_error_text(const char *code, const char *message)
{
    json_t *e = serve_err(code, "%s", message);
    char *s = json_dumps(e, JSON_COMPACT);
    json_decref(e);
    return s;
}

serve_game *serve_req_game(serve_conn *c, json_t *req, json_t **err)
{
    json_t *id = json_object_get(req, "game");
    if (id && !json_is_string(id)) {
        *err = serve_err("bad_request", "'game' must be a string such as \"g1\"");
        return NULL;
    }
    const char *name = id ? json_string_value(id) : c->game;
    serve_game *sg = serve_game_find(c->sv, name);
    if (!sg && !*name) *err = serve_err("no_game", "no game yet: send 'new' or 'join' first");
    else if (!sg) *err = serve_err("no_game", "there is no game '%.40s'", name);
    return sg;
}

/* Reads a seat: 0..n, "god", "p2" or "2"; -1 if it is none of them. */
static int parse_seat(json_t *v, int n)
{
    long s = -1;
    if (json_is_integer(v)) s = (long)json_integer_value(v);
    else if (json_is_string(v)) {
        const char *t = json_string_value(v);
        char *end;
        if (!strcmp(t, "god")) return 0;
        if (*t == 'p' || *t == 'P') t++;
        if (*t >= '0' && *t <= '9') {
            s = strtol(t, &end, 10);
            if (*end) s = -1;
        }
    }
    return s >= 0 && s <= n ? (int)s : -1;
}

int serve_req_seat(serve_conn *c, serve_game *sg, json_t *req, json_t **err)
{
    json_t *v = json_object_get(req, "seat");
    int n = arb_player_count(sg->g);
    int s = v ? parse_seat(v, n) : c->seat <= n ? c->seat : -1;
    if (s < 0) *err = serve_err("bad_seat", "a seat is 0 or \"god\", or a player from 1 to %d", n);
    return s;
}

static json_t *dispatch(serve_conn *c, json_t *req)
{
    if (!json_is_object(req)) return serve_err("bad_request", "a request is a JSON object");
    json_t *t = json_object_get(req, "type");
    if (!json_is_string(t)) return serve_err("bad_request", "a request needs a \"type\" string");
    const char *type = json_string_value(t);
    for (size_t i = 0; i < sizeof handlers / sizeof handlers[0]; i++)
        if (!strcmp(handlers[i].type, type)) return handlers[i].fn(c, req);
    return serve_err("unknown_type", "no request type '%.40s' (see docs/protocol.md)", type);
}

/* The reply text for rep, with the request's type and id first (if req is
 * an object), and ok.  Takes rep over. */
static char *finish(json_t *req, json_t *rep)
{
    if (!rep) rep = serve_err("nomem", "out of memory");
    json_t *t = json_is_object(req) ? json_object_get(req, "type") : NULL;
    json_t *id = json_is_object(req) ? json_object_get(req, "id") : NULL;
    json_t *head = json_object();
    json_object_set_new(head, "type", json_is_string(t) ? json_incref(t) : json_string("error"));
    if (id) json_object_set(head, "id", id);
    json_object_set_new(head, "ok", json_boolean(!json_object_get(rep, "error")));
    json_object_del(rep, "ok");
    json_object_update(head, rep);
    json_decref(rep);
    char *out = json_dumps(head, JSON_COMPACT);
    json_decref(head);
    return out ? out : strdup("{\"type\":\"error\",\"ok\":false,\"error\":{\"code\":\"nomem\",\"message\":\"out of memory\"}}");
}

char *serve_handle(serve_conn *c, const char *msg, size_t len)
{
    json_error_t je;
    json_t *req = NULL, *rep;
    if (len > c->sv->lim.max_message)
        rep = serve_err("too_large", "a message may hold %zu bytes", c->sv->lim.max_message);
    else if (!(req = json_loadb(msg, len, JSON_REJECT_DUPLICATES, &je)))
        rep = serve_err("bad_json", "column %d: %s", je.column, je.text);
    else
        rep = dispatch(c, req);
    char *out = finish(req, rep);
    json_decref(req);
    return out;
}

char *serve_refuse(const char *msg, size_t len, const char *code, const char *message)
{
    json_t *req = json_loadb(msg, len, 0, NULL);
    char *out = finish(req, serve_err(code, "%s", message));
    json_decref(req);
    return out;
}
