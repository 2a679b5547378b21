/*
 * test_inspect.c -- the structured inspection of arbiter.h says what the
 * script API says.
 *
 * A host reading zones, cards, values and effects as C data must see the
 * game scripts see.  On a tutorial game and on Star Realms games (two
 * players, and four in Hunter) at the start and after seeded random play,
 * every zone, every card, every holder's values and every seat's view of
 * every card is read both ways -- through arbiter.h and through a Lua query
 * (arb_eval) -- and compared as text.  Then the rulings a C host relies on:
 * who sees a hand, a deck, a revealed card; values with their types and
 * expiry tags; effects; bad ids refused.  Usage: test_inspect ROOT
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OUT (1 << 20)

static char lua_out[OUT];

/* What a Lua expression that yields a plain string returns (quotes off). */
static const char *lua(arb_game *g, const char *fmt, ...)
{
    char src[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(src, sizeof src, fmt, ap);
    va_end(ap);
    if (arb_eval(g, src, 0, lua_out, OUT) != ARB_OK) {
        printf("query failed: %s\n  %s\n", arb_errmsg(g), src);
        return "";
    }
    size_t n = strlen(lua_out), k = 0;
    if (n < 2 || lua_out[0] != '"') return lua_out;
    for (size_t i = 1; i < n - 1; i++)           /* undo %q: \", \\, \newline */
        lua_out[k++] = lua_out[i] == '\\' ? lua_out[++i] : lua_out[i];
    lua_out[k] = 0;
    return lua_out;
}

/* A growing text buffer for the C side of each comparison. */
typedef struct text { char *p; size_t n; } text;

static void add(text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    t->p = realloc(t->p, t->n + (size_t)k + 1);
    va_start(ap, fmt);
    vsnprintf(t->p + t->n, (size_t)k + 1, fmt, ap);
    va_end(ap);
    t->n += (size_t)k;
}

static int same(text *t, const char *want)
{
    int ok = !strcmp(t->p ? t->p : "", want);
    if (!ok) printf("C says:\n%s\nLua says:\n%s\n", t->p ? t->p : "", want);
    free(t->p);
    t->p = NULL;
    t->n = 0;
    return ok;
}

/* ---- both ways, everything --------------------------------------------- */

static int zones_agree(arb_game *g)
{
    text t = {0};
    arb_zone_info z;
    arb_card_id ids[1024];
    for (int i = 0; arb_zone_get(g, i, &z) == ARB_OK; i++) {
        add(&t, "%s|%d|%s|%d|%d|%d|", z.name, z.owner, arb_vis_name(z.vis), z.rows, z.cols, z.count);
        int n = arb_zone_cards(g, i, ids, 1024);
        for (int k = 0; k < n && k < 1024; k++) add(&t, "%s%d", k ? "," : "", ids[k] + 1);
        add(&t, "\n");
    }
    return same(&t, lua(g,
        "local t = {} for z = 1, g:zone_count() do local n, o, v, r, c = g:zone_info(z)\n"
        "t[#t + 1] = table.concat({n, o, v, r, c, g:size(z), table.concat(g:cards(z), ',')}, '|') .. '\\n' end\n"
        "return table.concat(t)")) && arb_zone_count(g) == atoi(lua(g, "return g:zone_count()"));
}

static int cards_agree(arb_game *g)
{
    text t = {0};
    arb_card_info c;
    for (int i = 0; arb_card_get(g, i, &c) == ARB_OK; i++) {
        add(&t, "%s|%s|", c.name, arb_card_name(g, c.def));
        if (c.zone == ARB_NONE) add(&t, "nil|nil|nil|");
        else if (c.row) add(&t, "%d|%d|%d|", c.zone + 1, c.row, c.col);
        else add(&t, "%d|%d|nil|", c.zone + 1, c.pos);
        add(&t, "%d|%d|%s|%" PRIu32 "\n", c.owner, c.controller, c.face_up ? "true" : "false", c.stamp);
    }
    return same(&t, lua(g,
        "local t = {} for c = 1, g:card_count() do local z, a, b = g:where(c)\n"
        "t[#t + 1] = table.concat({g:name(c), g:name(c), tostring(z), tostring(a), tostring(b),\n"
        "  g:owner(c), g:controller(c), tostring(g:face_up(c)), g:stamp(c)}, '|') .. '\\n' end\n"
        "return table.concat(t)")) && arb_card_count(g) == atoi(lua(g, "return g:card_count()"));
}

/* The REPL's test before arb_card_known existed, written in Lua. */
static int sight_agrees(arb_game *g)
{
    text t = {0};
    for (int seat = 0; seat <= arb_player_count(g); seat++) {
        for (int c = 0; c < arb_card_count(g); c++) add(&t, "%d", arb_card_known(g, c, seat));
        add(&t, "\n");
    }
    return same(&t, lua(g,
        "local t = {} for seat = 0, g:players() do for c = 1, g:card_count() do\n"
        "  local z, seen = g:where(c), seat == 0\n"
        "  if z and not seen then local _, owner, vis = g:zone_info(z)\n"
        "    seen = vis == 'public' or (vis == 'owner' and owner == seat) or g:knows(seat, c) end\n"
        "  t[#t + 1] = (seen or not z) and '1' or '0' end t[#t + 1] = '\\n' end\n"
        "return table.concat(t)"));
}

/* "name=serialized value;" for one holder, in the order C gives. */
static void add_vars(text *t, arb_game *g, arb_scope scope, int id)
{
    arb_var_info v[256];
    int n = arb_var_list(g, scope, id, v, 256);
    for (int i = 0; i < n && i < 256; i++) {
        if (v[i].type == ARB_VAR_STRING) add(t, "%s=\"%s\";", v[i].name, v[i].str);
        else if (v[i].type == ARB_VAR_BOOL) add(t, "%s=%s;", v[i].name, v[i].value ? "true" : "false");
        else add(t, "%s=%" PRId64 ";", v[i].name, v[i].value);
    }
    add(t, "\n");
}

/* Values of the game, every player and every card, sorted by name: the
 * sandbox's pairs() sorts too, so the orders must match. */
static int vars_agree(arb_game *g)
{
    text t = {0};
    add_vars(&t, g, ARB_SCOPE_GAME, 0);
    for (int p = 1; p <= arb_player_count(g); p++) add_vars(&t, g, ARB_SCOPE_PLAYER, p);
    for (int c = 0; c < arb_card_count(g); c++) add_vars(&t, g, ARB_SCOPE_CARD, c);
    return same(&t, lua(g,
        "local function one(v) local t = {} for k, x in pairs(v) do\n"
        "  t[#t + 1] = k .. '=' .. (type(x) == 'string' and '\"' .. x .. '\"' or tostring(x)) .. ';' end\n"
        "  return table.concat(t) .. '\\n' end\n"
        "local t = { one(g:vars('game')) }\n"
        "for p = 1, g:players() do t[#t + 1] = one(g:vars('player', p)) end\n"
        "for c = 1, g:card_count() do t[#t + 1] = one(g:vars('card', c)) end\n"
        "return table.concat(t)"));
}

static int effects_agree(arb_game *g)
{
    text t = {0};
    arb_effect_info e;
    for (int i = 0; arb_effect_get(g, i, &e) == ARB_OK; i++)
        add(&t, "%" PRIu32 "|%s|%d|%s|%d|%" PRId64 "\n", e.id, e.hook, e.source + 1, e.handler,
            e.player, e.data);
    return same(&t, lua(g,
        "local t = {} for _, e in ipairs(g:effects()) do t[#t + 1] = table.concat(\n"
        "  {e.id, e.hook, e.source, e.handler, e.player, e.data}, '|') .. '\\n' end\n"
        "return table.concat(t)")) && arb_effect_count(g) == atoi(lua(g, "return g:effect_count()"));
}

static void all_agree(arb_game *g, const char *when)
{
    char what[160];
    snprintf(what, sizeof what, "%s: zones read as C data are the zones g:zone_info and g:cards give", when);
    CHECK(zones_agree(g), what);
    snprintf(what, sizeof what, "%s: cards read as C data are the cards g:where, g:name, g:owner... give", when);
    CHECK(cards_agree(g), what);
    snprintf(what, sizeof what, "%s: arb_card_known is the zone visibility plus g:knows, for every seat", when);
    CHECK(sight_agrees(g), what);
    snprintf(what, sizeof what, "%s: every holder's values are g:vars, in the same order", when);
    CHECK(vars_agree(g), what);
    snprintf(what, sizeof what, "%s: effects are g:effects, oldest first", when);
    CHECK(effects_agree(g), what);
}

static void play_randomly(arb_game *g, uint64_t seed, int steps)
{
    arb_rng r;
    arb_rng_seed(&r, seed);
    for (int k = 0; k < steps && !arb_over(g); k++)
        arb_answer(g, (int)arb_rng_below(&r, (uint32_t)arb_option_count(g)));
}

/* ---- rulings ------------------------------------------------------------- */

static int edit(arb_game *g, const char *src)
{
    char out[256];
    arb_status st = arb_eval(g, src, 1, out, sizeof out);
    if (st != ARB_OK) printf("edit failed: %s\n  %s\n", arb_errmsg(g), src);
    return st == ARB_OK;
}

static arb_card_id top_of(arb_game *g, const char *zone, int owner)
{
    arb_card_id c = ARB_NONE;
    arb_zone_cards(g, arb_zone_find(g, zone, owner), &c, 1);
    return c;
}

static void who_sees_what(arb_game *g)
{
    arb_card_id hand = top_of(g, "hand", 1), deck = top_of(g, "deck", 1);
    CHECK(arb_card_known(g, hand, 1) && !arb_card_known(g, hand, 2),
          "a hand card is seen by its owner and by nobody else");
    CHECK(arb_card_known(g, deck, 0) && arb_card_known(g, hand, 0), "the god view (seat 0) sees every card");
    CHECK(!arb_card_known(g, deck, 1) && !arb_card_known(g, deck, 2), "nobody sees a card in a deck");
    char src[128];
    snprintf(src, sizeof src, "g:reveal(%d, 1)", deck + 1);
    CHECK(edit(g, src) && arb_card_known(g, deck, 1) && !arb_card_known(g, deck, 2),
          "a card revealed to p1 is seen by p1 only");
    snprintf(src, sizeof src, "g:shuffle(g:zone('deck', 1))");
    CHECK(edit(g, src) && !arb_card_known(g, deck, 1), "shuffling its pile hides it again");
    CHECK(arb_answer(g, 0) == ARB_OK, "p1 plays the first card of the hand");
    arb_card_id played = top_of(g, "play", 1);
    CHECK(played != ARB_NONE && arb_card_known(g, played, 2), "a card in play is seen by everyone");
    arb_card_info c;
    CHECK(arb_card_get(g, played, &c) == ARB_OK && c.face_up && c.pos == 1 && c.row == 0 &&
          c.zone == arb_zone_find(g, "play", 1), "the played card is face up, on top of p1's play zone");
    CHECK(!arb_card_known(g, hand, 3) && !arb_card_known(g, hand, -1), "a seat that is no player sees nothing");
}

static void zones_by_name(arb_game *g)
{
    arb_zone_info z;
    arb_zone_id hand = arb_zone_find(g, "hand", 2);
    CHECK(arb_zone_get(g, hand, &z) == ARB_OK && !strcmp(z.name, "hand") && z.owner == 2 &&
          z.kind == ARB_PILE && z.vis == ARB_VIS_OWNER && !strcmp(arb_vis_name(z.vis), "owner"),
          "p2's hand is found by name and owner: a pile its owner sees");
    CHECK(arb_zone_find(g, "hand", 0) == ARB_NONE, "without an owner the shared zone is meant, and there is none");
    CHECK(arb_zone_find(g, "no such zone", 1) == ARB_NONE && arb_zone_find(g, NULL, 1) == ARB_NONE,
          "an unknown zone name finds nothing");
    arb_card_id two[2] = {ARB_NONE, ARB_NONE};
    int n = arb_zone_cards(g, hand, two, 1);
    CHECK(n == z.count && two[0] != ARB_NONE && two[1] == ARB_NONE,
          "a short buffer gets what fits, and the count says how many there are");
}

static void values(arb_game *g)
{
    CHECK(edit(g, "g:pset(1, 'mark', 'x', 'turn'); g:pset(1, 'flag', true); g:gset('round', -3)"),
          "an edit sets a string with an expiry tag, a flag and a game value");
    arb_var_info v[8];
    CHECK(arb_var_get(g, ARB_SCOPE_PLAYER, 1, "mark", v) == ARB_OK && v->type == ARB_VAR_STRING &&
          !strcmp(v->str, "x") && v->expiry && !strcmp(v->expiry, "turn"),
          "a string value reads back with its text and its expiry tag");
    CHECK(arb_var_get(g, ARB_SCOPE_PLAYER, 1, "flag", v) == ARB_OK && v->type == ARB_VAR_BOOL &&
          v->value == 1 && !v->str && !v->expiry, "a flag is a boolean that never expires");
    CHECK(arb_var_get(g, ARB_SCOPE_GAME, 0, "round", v) == ARB_OK && v->type == ARB_VAR_INT &&
          v->value == -3, "a game value is an integer");
    CHECK(arb_var_get(g, ARB_SCOPE_PLAYER, 2, "mark", v) == ARB_EARG, "p2 has no value p1 was given");
    int n = arb_var_list(g, ARB_SCOPE_PLAYER, 1, v, 1);
    CHECK(n == 3 && !strcmp(v[0].name, "flag"), "a list is sorted by name and counts what did not fit");
    CHECK(edit(g, "g:add_effect{hook = 'inspected', source = 1, handler = 'h', expiry = 'turn', "
                  "player = 2, data = 7}"), "an edit adds an effect");
    arb_effect_info e;
    CHECK(arb_effect_get(g, arb_effect_count(g) - 1, &e) == ARB_OK && !strcmp(e.hook, "inspected") &&
          e.source == 0 && !strcmp(e.handler, "h") && !strcmp(e.expiry, "turn") && e.player == 2 &&
          e.data == 7, "the newest effect reads back field by field (card ids from 0)");
    all_agree(g, "tutorial with values and an effect");
    CHECK(edit(g, "g:expire('turn')") && arb_var_get(g, ARB_SCOPE_PLAYER, 1, "mark", v) == ARB_EARG &&
          arb_effect_count(g) == 0, "expiring the tag drops the value and the effect");
}

static void bad_ids(arb_game *g)
{
    arb_zone_info z;
    arb_card_info c;
    arb_var_info v;
    arb_effect_info e;
    CHECK(arb_zone_get(g, arb_zone_count(g), &z) == ARB_EARG && arb_zone_get(g, -1, &z) == ARB_EARG &&
          arb_zone_cards(g, -1, NULL, 0) == -1, "a zone id outside the game is refused");
    CHECK(arb_card_get(g, arb_card_count(g), &c) == ARB_EARG && arb_card_get(g, -1, &c) == ARB_EARG &&
          !arb_card_known(g, arb_card_count(g), 0), "a card id outside the game is refused");
    CHECK(arb_var_list(g, ARB_SCOPE_CARD, arb_card_count(g), &v, 1) == -1 &&
          arb_var_list(g, ARB_SCOPE_PLAYER, arb_player_count(g) + 1, &v, 1) == -1 &&
          arb_var_list(g, ARB_SCOPE_PLAYER, 0, &v, 1) == -1 &&
          arb_var_list(g, (arb_scope)7, 0, &v, 1) == -1, "values of a holder that does not exist are refused");
    CHECK(arb_effect_get(g, arb_effect_count(g), &e) == ARB_EARG, "an effect index past the end is refused");
    const char *f = arb_card_file(g, 0);
    CHECK(f && strstr(f, ".lua") && !arb_card_file(g, arb_card_name_count(g)),
          "every definition names the file it came from");
}

static void tutorial(const char *root)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1 });
    CHECK(g != NULL, "a tutorial game starts");
    if (!g) return;
    all_agree(g, "tutorial at the start");
    zones_by_name(g);
    who_sees_what(g);
    values(g);
    bad_ids(g);
    play_randomly(g, 5, 40);
    all_agree(g, "tutorial after 40 random answers");
    arb_game_free(g);
}

static void star_realms(const char *root, const char *options, int players)
{
    arb_game *g = new_game((arb_config){ .root = root, .game = "star-realms", .seed = 7,
                                         .options = options, .players = players });
    CHECK(g != NULL, "a Star Realms game starts");
    if (!g) return;
    all_agree(g, "Star Realms at the start");
    arb_var_info v;
    CHECK(arb_var_get(g, ARB_SCOPE_PLAYER, players, "authority", &v) == ARB_OK &&
          v.type == ARB_VAR_INT && v.value == atoi(lua(g, "return g:pget(%d, 'authority')", players)),
          "the last player's Authority reads as an integer, the value g:pget gives");
    arb_card_id row = top_of(g, "trade_row", 0), deck = top_of(g, "trade_deck", 0);
    CHECK(arb_card_known(g, row, players) && !arb_card_known(g, deck, players),
          "every player sees the trade row, nobody the trade deck");
    for (int k = 1; k <= 3; k++) {
        play_randomly(g, (uint64_t)k, 60);
        all_agree(g, "Star Realms after random play");
    }
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    const char *root = argc > 1 ? argv[1] : ".";
    tutorial(root);
    star_realms(root, NULL, 2);
    star_realms(root, "format=hunter", 4);
    return check_done();
}
