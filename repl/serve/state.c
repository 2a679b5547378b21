/*
 * state.c -- a game as one seat sees it, as JSON (docs/protocol.md, "state").
 *
 * Seat 0 is the god view: every card, every option, every refusal.  A
 * player's seat sees a card only when the kernel's visibility test says so
 * (arb_card_known); an unseen card is {"hidden": true} with no name and no
 * id, since an id would let a client follow a card through a shuffle (a
 * grid keeps the cell, which the table shows).  Options held by other
 * players and the refusals of another player's decision are left out too:
 * their labels can name cards in a hidden hand.  Values (counters, flags)
 * and the log are public, as at the REPL; players' secrets (g:set_secret)
 * show their values only to the seats the kernel says may know them
 * (arb_secret_list), to the others as names.
 */
#include "serve.h"
#include <stdlib.h>
#include <string.h>

json_t *serve_str(const char *s)
{
    if (!s) return json_null();
    json_t *j = json_string(s);
    if (j) return j;
    char *t = strdup(s);                /* not UTF-8 (a hostile script): '?' for each high byte */
    if (!t) return json_null();
    for (char *p = t; *p; p++) if ((unsigned char)*p >= 0x80) *p = '?';
    j = json_string(t);
    free(t);
    return j ? j : json_null();
}

/* {"name": value, ...} for one holder's values. */
static json_t *values_json(arb_game *g, arb_scope scope, int id)
{
    json_t *o = json_object();
    int n = arb_var_list(g, scope, id, NULL, 0);
    arb_var_info *v = malloc(sizeof *v * (size_t)(n > 0 ? n : 1));
    if (v) n = arb_var_list(g, scope, id, v, n);
    for (int i = 0; v && i < n; i++) {
        json_t *x = v[i].type == ARB_VAR_STRING ? serve_str(v[i].str)
                  : v[i].type == ARB_VAR_BOOL ? json_boolean(v[i].value)
                  : json_integer((json_int_t)v[i].value);
        if (x) json_object_set_new(o, v[i].name, x);
    }
    free(v);
    return o;
}

static json_t *card_json(arb_game *g, arb_card_id c, int seat)
{
    arb_card_info ci;
    json_t *o = json_object();
    if (arb_card_get(g, c, &ci) != ARB_OK) return o;
    if (ci.row) {
        json_object_set_new(o, "row", json_integer(ci.row));
        json_object_set_new(o, "col", json_integer(ci.col));
    }
    if (!arb_card_known(g, c, seat)) {
        json_object_set_new(o, "hidden", json_true());
        return o;
    }
    json_object_set_new(o, "id", json_integer(c));
    json_object_set_new(o, "name", serve_str(ci.name));
    json_object_set_new(o, "face_up", json_boolean(ci.face_up));
    json_object_set_new(o, "owner", json_integer(ci.owner));
    if (ci.controller != ci.owner) json_object_set_new(o, "controller", json_integer(ci.controller));
    json_t *vals = values_json(g, ARB_SCOPE_CARD, c);
    if (json_object_size(vals)) json_object_set_new(o, "values", vals);
    else json_decref(vals);
    return o;
}

static json_t *zone_json(arb_game *g, arb_zone_id z, int seat)
{
    arb_zone_info zi;
    json_t *o = json_object();
    if (arb_zone_get(g, z, &zi) != ARB_OK) return o;
    json_object_set_new(o, "id", json_integer(z));
    json_object_set_new(o, "name", serve_str(zi.name));
    json_object_set_new(o, "owner", json_integer(zi.owner));
    json_object_set_new(o, "kind", json_string(zi.kind == ARB_GRID ? "grid" : "pile"));
    json_object_set_new(o, "visibility", json_string(arb_vis_name(zi.vis)));
    if (zi.kind == ARB_GRID) {
        json_object_set_new(o, "rows", json_integer(zi.rows));
        json_object_set_new(o, "cols", json_integer(zi.cols));
    }
    json_object_set_new(o, "count", json_integer(zi.count));
    json_t *cards = json_array();
    arb_card_id *ids = malloc(sizeof *ids * (size_t)(zi.count > 0 ? zi.count : 1));
    int n = ids ? arb_zone_cards(g, z, ids, zi.count) : 0;
    for (int i = 0; i < n && i < zi.count; i++) json_array_append_new(cards, card_json(g, ids[i], seat));
    free(ids);
    json_object_set_new(o, "cards", cards);
    return o;
}

/* The ruleset's bots or views by name (arb_ruleset_names), as an array. */
static json_t *names_json(arb_game *g, const char *kind)
{
    char names[2048];
    json_t *a = json_array();
    if (arb_ruleset_names(g, kind, names, sizeof names) != ARB_OK) return a;
    for (char *w = strtok(names, ","); w; w = strtok(NULL, ",")) json_array_append_new(a, serve_str(w));
    return a;
}

json_t *serve_log_json(arb_game *g, int from, int to)
{
    json_t *a = json_array();
    for (int i = from < 0 ? 0 : from; i < to; i++) json_array_append_new(a, serve_str(arb_log_line(g, i)));
    return a;
}

/* Per log line, the card whose text wrote it ({"id", "name"}), or null for
 * the rules' own lines and for a card this seat may not know. */
json_t *serve_log_cards_json(arb_game *g, int seat, int from, int to)
{
    json_t *a = json_array();
    for (int i = from < 0 ? 0 : from; i < to; i++) {
        arb_card_id c = arb_log_card(g, i);
        arb_card_info ci;
        if (c == ARB_NONE || !arb_card_known(g, c, seat) || arb_card_get(g, c, &ci) != ARB_OK) {
            json_array_append_new(a, json_null());
            continue;
        }
        json_array_append_new(a, json_pack("{s:i, s:o}", "id", c, "name", serve_str(ci.name)));
    }
    return a;
}

static json_t *options_json(arb_game *g, int seat, int *hidden)
{
    json_t *a = json_array();
    *hidden = 0;
    for (int i = 0; i < arb_option_count(g); i++) {
        int q = arb_option_player(g, i);
        if (seat && q != seat) { (*hidden)++; continue; }
        json_array_append_new(a, json_pack("{s:i, s:o, s:i}", "index", i, "label",
                                           serve_str(arb_option_label(g, i)), "player", q));
    }
    return a;
}

static json_t *refusals_json(arb_game *g)
{
    json_t *a = json_array();
    for (int i = 0; i < arb_refusal_count(g); i++)
        json_array_append_new(a, json_pack("{s:o, s:o}", "label", serve_str(arb_refusal_label(g, i)),
                                           "reason", serve_str(arb_refusal_reason(g, i))));
    return a;
}

json_t *serve_decision_json(arb_game *g, int seat)
{
    if (arb_over(g)) return json_null();
    int p = arb_decision_player(g), hidden;
    json_t *o = json_pack("{s:i, s:o, s:o}", "player", p, "prompt", serve_str(arb_decision_prompt(g)),
                          "reason", serve_str(arb_decision_reason(g)));
    json_object_set_new(o, "options", options_json(g, seat, &hidden));
    json_object_set_new(o, "hidden_options", json_integer(hidden));
    /* Refusals belong to the decision's player (their labels name cards). */
    if (!seat || seat == p) json_object_set_new(o, "refusals", refusals_json(g));
    return o;
}

static json_t *players_json(arb_game *g)
{
    json_t *a = json_array();
    for (int p = 1; p <= arb_player_count(g); p++) {
        const char *bot = arb_seat(g, p);
        json_t *o = json_pack("{s:i, s:o}", "player", p, "values", values_json(g, ARB_SCOPE_PLAYER, p));
        if (bot) json_object_set_new(o, "bot", serve_str(bot));
        json_array_append_new(a, o);
    }
    return a;
}

/* [{"player", "name", "value"} or {"player", "name", "hidden": true}] */
static json_t *secrets_json(arb_game *g, int seat)
{
    json_t *a = json_array();
    int n = arb_secret_list(g, seat, NULL, 0);
    arb_secret_info *s = n > 0 ? malloc(sizeof *s * (size_t)n) : NULL;
    if (s) n = arb_secret_list(g, seat, s, n);
    for (int i = 0; s && i < n; i++) {
        json_t *o = json_pack("{s:i, s:o}", "player", s[i].player, "name", serve_str(s[i].name));
        if (!s[i].known) json_object_set_new(o, "hidden", json_true());
        else json_object_set_new(o, "value", s[i].type == ARB_VAR_STRING ? serve_str(s[i].str)
                                             : s[i].type == ARB_VAR_BOOL ? json_boolean(s[i].value)
                                             : json_integer((json_int_t)s[i].value));
        json_array_append_new(a, o);
    }
    free(s);
    return a;
}

static json_t *result_json(arb_game *g)
{
    json_t *w = json_array();
    for (int p = 1; p <= arb_player_count(g); p++)
        if (arb_winners(g) >> (p - 1) & 1u) json_array_append_new(w, json_integer(p));
    return json_pack("{s:o, s:o}", "text", serve_str(arb_result(g)), "winners", w);
}

json_t *serve_state_json(serve_game *sg, int seat, int log_tail)
{
    arb_game *g = sg->g;
    int nlog = arb_log_count(g), from = nlog - log_tail;
    if (from < 0) from = 0;
    json_t *o = json_pack("{s:s, s:o, s:i, s:I, s:i, s:i, s:i, s:o, s:b}",
                          "game", sg->id, "ruleset", serve_str(sg->game), "seat", seat,
                          "version", (json_int_t)sg->version, "step", sg->cur,
                          "turn", arb_turn(g), "active", arb_active_player(g),
                          "phase", serve_str(arb_phase_name(g)), "over", arb_over(g) != 0);
    json_object_set_new(o, "steps", json_integer(sg->nsnap - 1));
    json_object_set_new(o, "players", players_json(g));
    json_object_set_new(o, "bots", names_json(g, "bots"));
    json_object_set_new(o, "views", names_json(g, "views"));
    json_object_set_new(o, "values", values_json(g, ARB_SCOPE_GAME, 0));
    json_object_set_new(o, "secrets", secrets_json(g, seat));
    json_t *zones = json_array();
    for (int z = 0; z < arb_zone_count(g); z++) json_array_append_new(zones, zone_json(g, z, seat));
    json_object_set_new(o, "zones", zones);
    json_object_set_new(o, "decision", serve_decision_json(g, seat));
    if (arb_over(g)) json_object_set_new(o, "result", result_json(g));
    json_object_set_new(o, "log", json_pack("{s:i, s:i, s:o, s:o}", "from", from, "count", nlog,
                                            "lines", serve_log_json(g, from, nlog),
                                            "cards", serve_log_cards_json(g, seat, from, nlog)));
    return o;
}
