/*
 * proto_play.c -- requests about one game's decisions: state, decision,
 * answer, undo, redo, why, who, log, view and history.
 *
 * A seat answers only the options it holds (the god view, an adjudicator,
 * may answer any).  A change -- an answer, an undo, a redo -- becomes an
 * undo step and is told to the other clients on the game (sv->changed);
 * its reply carries the log lines it added and the new state as the
 * requesting seat sees it, unless the request says "brief": true.
 */
#include "serve.h"
#include "repl.h"
#include <stdlib.h>
#include <string.h>

#define VIEW_SIZE (1u << 20)
#define LOG_MAX 2000            /* lines in one `log` reply */

/* The game and seat of a request, or NULL with *err set. */
static serve_game *target(serve_conn *c, json_t *req, int *seat, json_t **err)
{
    *err = NULL;
    serve_game *sg = serve_req_game(c, req, err);
    if (sg) *seat = serve_req_seat(c, sg, req, err);
    return *err ? NULL : sg;
}

static json_t *kernel_err(arb_game *g, arb_status st)
{
    const char *code = st == ARB_EILLEGAL ? "illegal" : st == ARB_ESCRIPT ? "script"
                     : st == ARB_EBUDGET ? "budget" : st == ARB_ENOMEM ? "nomem"
                     : st == ARB_EOVER ? "over" : "kernel";
    json_t *e = serve_err(code, "%s", arb_errmsg(g));
    json_object_set_new(json_object_get(e, "error"), "detail", serve_str(arb_errmsg(g)));
    return e;
}

json_t *serve_changed(serve_conn *c, serve_game *sg, int seat, json_t *req, int log_before, int bots)
{
    long moved = 0;
    int failed = bots && serve_game_bots(c->sv, sg, &moved);
    int n = arb_log_count(sg->g);
    json_t *o = json_pack("{s:s, s:i, s:i}", "game", sg->id, "step", sg->cur,
                          "steps", sg->nsnap - 1);
    if (log_before <= n) {
        json_object_set_new(o, "log", serve_log_json(sg->g, log_before, n));
        json_object_set_new(o, "log_cards", serve_log_cards_json(sg->g, seat, log_before, n));
    }
    if (moved) json_object_set_new(o, "bot_answers", json_integer(moved));
    if (failed) json_object_set_new(o, "bot_error", serve_str(arb_errmsg(sg->g)));
    if (!json_is_true(json_object_get(req, "brief")))
        json_object_set_new(o, "state", serve_state_json(sg, seat, c->sv->lim.log_tail));
    else json_object_set_new(o, "decision", serve_decision_json(sg->g, seat));
    if (c->sv->changed) c->sv->changed(c->sv, sg, c);
    return o;
}

json_t *serve_h_state(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err;
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    return json_pack("{s:o}", "state", serve_state_json(sg, seat, c->sv->lim.log_tail));
}

json_t *serve_h_decision(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err;
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    return json_pack("{s:s, s:o}", "game", sg->id, "decision", serve_decision_json(sg->g, seat));
}


/* The option a request names by "option" (an index) or "label"; -1 with *err. */
static int pick(arb_game *g, json_t *req, json_t **err)
{
    json_t *o = json_object_get(req, "option"), *l = json_object_get(req, "label");
    int n = arb_option_count(g);
    if (json_is_integer(o)) {
        json_int_t i = json_integer_value(o);
        if (i >= 0 && i < n) return (int)i;
        *err = serve_err("bad_option", "there is no option %lld: the options run from 0 to %d",
                         (long long)i, n - 1);
        return -1;
    }
    if (!json_is_string(l)) {
        *err = serve_err("bad_request", "'answer' takes \"option\" (an index from 0) or \"label\"");
        return -1;
    }
    for (int i = 0; i < n; i++)
        if (!strcmp(arb_option_label(g, i), json_string_value(l))) return i;
    *err = serve_err("bad_option", "no option is labelled '%.80s'", json_string_value(l));
    return -1;
}

json_t *serve_h_answer(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err;
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    if (arb_over(sg->g)) return serve_err("over", "the game is over: %s", arb_result(sg->g));
    int i = pick(sg->g, req, &err);
    if (i < 0) return err;
    int q = arb_option_player(sg->g, i);
    if (seat && q != seat)
        return serve_err("not_your_option", "option %d belongs to p%d, not to seat p%d", i, q, seat);
    int log_before = arb_log_count(sg->g);
    arb_status st = arb_answer(sg->g, i);
    if (st != ARB_OK) return kernel_err(sg->g, st);
    if (serve_game_push(c->sv, sg, i))
        return serve_err("nomem", "the answer was taken but no undo step could be kept");
    return serve_changed(c, sg, seat, req, log_before, 1);
}

/* undo (dir -1) or redo (dir 1) by "steps" (default 1, or "all"). */
static json_t *walk(serve_conn *c, json_t *req, int dir)
{
    int seat;
    json_t *err, *n = json_object_get(req, "steps");
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    long steps = 1;
    if (json_is_string(n) && !strcmp(json_string_value(n), "all")) steps = 1L << 30;
    else if (json_is_integer(n) && json_integer_value(n) >= 1) steps = (long)(json_integer_value(n) < (1 << 30) ? json_integer_value(n) : 1 << 30);
    else if (n) return serve_err("bad_request", "\"steps\" is a number from 1, or \"all\"");
    int avail = dir < 0 ? sg->cur : sg->nsnap - 1 - sg->cur;
    if (avail <= 0) return serve_err("nothing", "nothing to %s", dir < 0 ? "undo" : "redo");
    int log_before = arb_log_count(sg->g);
    if (serve_game_move(sg, dir * (steps < avail ? (int)steps : avail)) < 0)
        return kernel_err(sg->g, ARB_ENOMEM);
    json_t *o = serve_changed(c, sg, seat, req, dir < 0 ? arb_log_count(sg->g) : log_before, 0);
    json_object_set_new(o, "moved", json_integer(steps < avail ? steps : avail));
    return o;
}

json_t *serve_h_undo(serve_conn *c, json_t *req) { return walk(c, req, -1); }
json_t *serve_h_redo(serve_conn *c, json_t *req) { return walk(c, req, 1); }

static const char *refusal_label(void *ctx, int i) { return arb_refusal_label(ctx, i); }

/* Options a seat may see: the label, or NULL to leave it out of the search. */
typedef struct seen { arb_game *g; int seat; } seen;
static const char *seen_label(void *ctx, int i)
{
    seen *s = ctx;
    return !s->seat || arb_option_player(s->g, i) == s->seat ? arb_option_label(s->g, i) : NULL;
}

json_t *serve_h_why(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err, *a = json_object_get(req, "action");
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    if (!json_is_string(a)) return serve_err("bad_request", "'why' takes \"action\", the text of an action");
    arb_game *g = sg->g;
    const char *text = json_string_value(a);
    if (arb_over(g)) return json_pack("{s:s, s:o}", "verdict", "over", "reason", serve_str(arb_result(g)));
    repl_match m;
    int p = arb_decision_player(g), i = -1;
    seen sn = {g, seat};
    if (!seat || seat == p) i = repl_match_find(text, arb_refusal_count(g), refusal_label, g, &m);
    if (i >= 0)
        return json_pack("{s:s, s:o, s:o}", "verdict", "refused", "label", serve_str(arb_refusal_label(g, i)),
                         "reason", serve_str(arb_refusal_reason(g, i)));
    if (i == -1) i = repl_match_find(text, arb_option_count(g), seen_label, &sn, &m);
    if (i >= 0)
        return json_pack("{s:s, s:i, s:o, s:i, s:o}", "verdict", "legal", "option", i,
                         "label", serve_str(arb_option_label(g, i)), "player", arb_option_player(g, i),
                         "reason", serve_str(arb_decision_reason(g)));
    if (i == -2) return serve_err("ambiguous", "'%.80s' names more than one action", text);
    return json_pack("{s:s, s:i, s:o}", "verdict", "unknown", "player", p,
                     "reason", serve_str(arb_decision_reason(g)));
}

json_t *serve_h_who(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err;
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    arb_game *g = sg->g;
    if (arb_over(g)) return json_pack("{s:n, s:o}", "player", "reason", serve_str(arb_result(g)));
    json_t *others = json_array();
    int p = arb_decision_player(g);
    for (int q = 1; q <= arb_player_count(g); q++) {
        int held = 0;
        for (int i = 0; i < arb_option_count(g); i++) held += arb_option_player(g, i) == q;
        if (q != p && held) json_array_append_new(others, json_pack("{s:i, s:i}", "player", q, "options", held));
    }
    return json_pack("{s:i, s:o, s:o, s:o}", "player", p, "prompt", serve_str(arb_decision_prompt(g)),
                     "reason", serve_str(arb_decision_reason(g)), "others", others);
}

json_t *serve_h_log(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err, *f = json_object_get(req, "from");
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    if (f && !json_is_integer(f)) return serve_err("bad_request", "\"from\" is a line index from 0");
    int n = arb_log_count(sg->g), from = f ? (int)json_integer_value(f) : 0;
    if (from < 0 || from > n) from = from < 0 ? 0 : n;
    int to = n - from > LOG_MAX ? from + LOG_MAX : n;
    return json_pack("{s:i, s:i, s:o, s:o}", "from", from, "count", n,
                     "lines", serve_log_json(sg->g, from, to),
                     "cards", serve_log_cards_json(sg->g, seat, from, to));
}

json_t *serve_h_view(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err, *name = json_object_get(req, "name"), *args = json_object_get(req, "args");
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    if (!json_is_string(name) || (args && !json_is_string(args)))
        return serve_err("bad_request", "'view' takes \"name\" (e.g. \"board\") and optional \"args\" text");
    char *out = malloc(VIEW_SIZE);
    if (!out) return serve_err("nomem", "out of memory");
    arb_status st = arb_view(sg->g, json_string_value(name), seat, args ? json_string_value(args) : "",
                             out, VIEW_SIZE);
    json_t *o = st == ARB_OK ? json_pack("{s:s, s:i, s:o}", "name", json_string_value(name), "seat", seat,
                                         "text", serve_str(out))
                             : kernel_err(sg->g, st);
    free(out);
    return o;
}

json_t *serve_h_history(serve_conn *c, json_t *req)
{
    int seat;
    json_t *err;
    serve_game *sg = target(c, req, &seat, &err);
    if (!sg) return err;
    if (seat) return serve_err("god_only", "the action history names hidden choices: ask from the god view");
    json_t *a = json_array();
    for (int k = 0; k < sg->cur; k++) json_array_append_new(a, json_integer(sg->actions[k]));
    return json_pack("{s:s, s:i, s:o}", "game", sg->id, "base", 0, "actions", a);
}
