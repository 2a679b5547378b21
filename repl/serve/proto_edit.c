/*
 * proto_edit.c -- the `eval` request: an adjudicator's Lua, as the REPL's
 * `lua` command and its `put`/`move` edits run it.
 *
 * With "edit": true the chunk is a recorded edit (arb_eval with record): it
 * may change the game but not ask for decisions, becomes an undo step (an
 * action of -1 in `history`) and is kept in a save; without, it is a query,
 * which the kernel forbids to write.  Both read hidden information, so both
 * are for the god view.  A failing chunk changes nothing and its error
 * names the line.
 */
#include "serve.h"
#include <stdlib.h>

#define EVAL_OUT (1u << 20)

json_t *serve_h_eval(serve_conn *c, json_t *req)
{
    json_t *err = NULL, *src = json_object_get(req, "src"), *edit = json_object_get(req, "edit");
    serve_game *sg = serve_req_game(c, req, &err);
    if (!sg) return err;
    int seat = serve_req_seat(c, sg, req, &err);
    if (err) return err;
    if (seat) return serve_err("god_only", "Lua sees every card: ask from the god view");
    if (!json_is_string(src) || (edit && !json_is_boolean(edit)))
        return serve_err("bad_request", "'eval' takes \"src\" (Lua, with g the game) and optional \"edit\": true");
    char *out = malloc(EVAL_OUT);
    if (!out) return serve_err("nomem", "out of memory");
    int before = arb_input_count(sg->g), log_before = arb_log_count(sg->g);
    arb_status st = arb_eval(sg->g, json_string_value(src), json_is_true(edit), out, EVAL_OUT);
    json_t *o;
    if (st != ARB_OK) {
        o = serve_err(st == ARB_EILLEGAL ? "illegal" : "script", "%s", arb_errmsg(sg->g));
        json_object_set_new(json_object_get(o, "error"), "detail", serve_str(arb_errmsg(sg->g)));
    } else if (arb_input_count(sg->g) != before) {
        if (serve_game_push(c->sv, sg, -1)) { free(out); return serve_err("nomem", "the edit was made but no undo step could be kept"); }
        o = serve_changed(c, sg, seat, req, log_before, 0);
        json_object_set_new(o, "result", serve_str(out));
    } else {
        o = json_pack("{s:o}", "result", serve_str(out));
    }
    free(out);
    return o;
}
