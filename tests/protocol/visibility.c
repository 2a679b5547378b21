/*
 * visibility.c -- conformance cases: what each seat sees.  Each seat sees
 * its own hand, not the other's; a grid zone's size and each card's cell;
 * along a random game of every ruleset, each seat sees the god view less
 * what it may not; a player's secret choice is shown when it is revealed.
 */
#include "conformance.h"
#include <stdlib.h>
#include <string.h>

/* 7. Hidden information: each seat sees its own hand, not the other's. */
void test_hidden(void)
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
void test_grid(void)
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
void test_every_seat(void)
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
void test_secrets(void)
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
