/*
 * steps.c -- rules as data: a list of kernel steps the ruleset declares in
 * place of a Lua function, run by the kernel with no Lua of its own.
 *
 * A phase's `steps` and an option family's `run` may be such a list; each
 * step is one table, done for the acting player p (the option's player, or
 * the active player in a phase) and, in a cards or abilities family, the
 * option's card:
 *   { move = "card", to = "zone" }         the card onto p's zone; or
 *   { move = "card", to = { by = "field", value = "zone", ... } }
 *                                          the zone named by the value of
 *                                          the card's definition field
 *   { move_all = "zone", to = "zone" }     every card of p's pile, top first
 *   { draw = "zone", to = "zone", n = 5, refill = "zone",
 *     log_drawn = "{p} draws {n} card{s}", log_refill = "..." }  as g:draw;
 *                                          upto = k in place of n: until
 *                                          `to` holds k (a market refilled);
 *                                          log_each = "{card} ...": a line
 *                                          per card; log_short = "...": when
 *                                          fewer could be drawn (short_once =
 *                                          "name": once a game, the game
 *                                          value that remembers it)
 *   { set = "name", value = v }            p's value (scope = "game" or
 *   { add = "name", by = 1, expiry = "turn" }   "card": the game's, the
 *                                          card's); a name with "%s" is made
 *                                          per definition from the field
 *                                          `of` (no field: no step)
 *   { emit = "event" }                     g:emit(event, {card =, player = p})
 *   { ability = "slot" }                   the definition's function `slot`,
 *                                          through the card context (g:use);
 *   { ability = true }                     in an abilities family, the one
 *                                          the option names; borrow =
 *                                          "value": of the definition that
 *                                          card value names (a copy's), as
 *                                          it was when the steps began
 *   { expire = "tag" }                     g:expire(tag)
 *   { log = "{p} plays {card}" }           {p}: "p" and p's number, {card}:
 *                                          the card's name
 *   { close = true }                       the window closes (end turn)
 *   { pay = "name", of = "field" }         p's value less the definition's
 *                                          field (a cost)
 *   { own = "card" }                       p owns (and controls) the card;
 *                                          own = "nobody": nobody does
 *   { clear = "name" }                     the value is gone (scope as set's)
 *   { win = "text" }                       the game ends, p its winner, the
 *                                          text its result (as g:finish)
 *   { call = function(g, p, card, n) end } Lua, for what data cannot say
 *   { choose = { "hand", "discard" }, prompt = "{card}: scrap a card",
 *     optional = true, none = "stop", where = true, reason = "..." }
 *                                          p picks a card of those zones
 *                                          (p's, or shared), each top
 *                                          first; the steps after it act
 *                                          on that card; none picked, or
 *                                          no card there: the program ends
 * A log or emit may say n = "field": {n} in the text, and with as = "key"
 * the event's argument `key`, is the definition's field (a cost).  Any
 * step may say if_value = "name" (or a list: any of them): only while p's
 * value is set; if_at_least = { name = n }: only while p's value is at
 * least n; if_in = "zone": only while the card is in that zone (the
 * player's or a shared one), so that a step an earlier one made moot (a
 * card a call already placed) is skipped; when = "field": only for a card
 * whose definition has that field (true, or a value), or when = { field =
 * "value" }: only for one whose field has that value; unless = "field":
 * only for one whose definition lacks it; unless_in = "zone": only while
 * the card is not in that zone; slot = "name": only
 * when the option of an abilities family is that ability; if_arg_below =
 * k, if_arg_at_least = k: only for a verb's argument under k, or from k
 * on.  In a targets family's run: target = "player" | "card" and
 * partial = true | false pick the options a step is for, on = "target"
 * makes a set, add or pay change the target player's value, {q} is the
 * target player, arg (of = "arg", n = "arg") what a full option spends,
 * if_v_below = k runs a step only while the last add or pay left its value
 * under k, and a call receives (g, p, card, n, q, partial).  A set, an add
 * or a pay may say holder = "value": it changes the value of
 * the player p's value names, when set (a pool shared by a team), else
 * p's.  A call receives (g, p, card, n), n a verb's argument.  What the kernel
 * needs of each definition (zones, keys, numbers, conditions) is worked out
 * once, after the cards load.  Only `emit`, `ability` and `call` run Lua --
 * emit only when somebody listens, ability only when the definition has it
 * (as a function, or verbs that ask or call Lua) -- and only those and
 * `choose` need the unit: a choice asked there suspends the steps, which
 * go on from the next one when it is answered (steprun.c runs them).
 */
#include "steps.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

/* ---- reading a declaration ------------------------------------------------- */

static uint32_t atom_of(arb_game *g, lua_State *L, int t, const char *k)
{
    uint32_t a = 0;
    if (lua_getfield(L, t, k) == LUA_TSTRING) a = arbi_atom(&g->atoms, lua_tostring(L, -1));
    lua_pop(L, 1);
    return a;
}

static int64_t int_of(lua_State *L, int t, const char *k, int64_t dflt)
{
    lua_getfield(L, t, k);
    int64_t v = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : dflt;
    lua_pop(L, 1);
    return v;
}

/* Pushes the table at idx, or the table a frozen declaration reads through
 * (its metatable's __index): lua_next walks only a table's own keys. */
void arbi_push_real(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    if (lua_getmetatable(L, idx)) {
        if (lua_getfield(L, -1, "__index") == LUA_TTABLE) { lua_remove(L, -2); return; }
        lua_pop(L, 2);
    }
    lua_pushvalue(L, idx);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The zone names of to = { by = "field", value = "zone", ... } (at index m),
 * interned in the order of their values: a table's own order changes from
 * one Lua state to the next, and a clone must intern what its source did. */
static const char *read_map(arb_game *g, lua_State *L, int m, step *s)
{
    const char *key[32];
    int n = 0;
    arbi_push_real(L, m);
    m = lua_gettop(L);      /* (popped with `to` by the caller's settop) */
    lua_pushnil(L);
    while (lua_next(L, m)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING) return lua_pop(L, 1), "to = { value = \"zone\", ... } has a key that is no string";
        if (n == 32) return lua_pop(L, 1), "to = { ... } names at most 32 zones";
        if (strcmp(lua_tostring(L, -1), "by")) key[n++] = lua_tostring(L, -1);
    }
    qsort(key, (size_t)n, sizeof key[0], by_name);
    s->map = calloc((size_t)(n ? n : 1) * 2, sizeof *s->map);
    if (!s->map) return "out of memory";
    for (s->nmap = 0; s->nmap < n; s->nmap++) {
        if (lua_getfield(L, m, key[s->nmap]) != LUA_TSTRING) return lua_pop(L, 1), "each to = { value = \"zone\" } names a zone";
        s->map[2 * s->nmap] = arbi_atom(&g->atoms, key[s->nmap]);
        s->map[2 * s->nmap + 1] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    return NULL;
}

/* move's `to`: a zone name, or { by = "field", value = "zone", ... }. */
static const char *read_to(arb_game *g, lua_State *L, int t, step *s)
{
    int top = lua_gettop(L), kind = lua_getfield(L, t, "to");
    const char *bad = NULL;
    if (kind == LUA_TSTRING) s->to = arbi_atom(&g->atoms, lua_tostring(L, -1));
    else if (kind == LUA_TTABLE) {
        s->by = atom_of(g, L, lua_gettop(L), "by");
        bad = s->by ? read_map(g, L, lua_gettop(L), s) : "to = { by = \"field\", ... } needs by";
    }
    lua_settop(L, top);
    return bad ? bad : s->to || s->by ? NULL : "needs to = \"zone\"";
}

/* A set's, an add's or a clear's scope (and `of`, the field filling a
 * name's "%s"). */
static const char *read_scope(arb_game *g, lua_State *L, int t, step *s)
{
    const char *sc = (lua_getfield(L, t, "scope"), lua_tostring(L, -1));
    s->scope = !sc || !strcmp(sc, "player") ? ON_PLAYER : !strcmp(sc, "game") ? ON_GAME
             : !strcmp(sc, "card") ? ON_CARD : 255;
    lua_pop(L, 1);
    s->of = atom_of(g, L, t, "of");
    return s->scope == 255 ? "scope must be \"player\", \"game\" or \"card\"" : NULL;
}

static const char *read_value(arb_game *g, lua_State *L, int t, step *s)
{
    const char *bad = read_scope(g, L, t, s);
    if (bad) return bad;
    s->expiry = atom_of(g, L, t, "expiry");
    if (s->kind == S_ADD) {
        s->n = int_of(L, t, "by", 1);
        const char *by = (lua_getfield(L, t, "by"), lua_tostring(L, -1));
        s->by_arg = by && !strcmp(by, "arg");
        lua_pop(L, 1);
        return NULL;
    }
    switch (lua_getfield(L, t, "value")) {
    case LUA_TBOOLEAN: s->vtype = ARBI_VBOOL; s->n = lua_toboolean(L, -1); break;
    case LUA_TSTRING: s->vtype = ARBI_VSTR; s->n = arbi_atom(&g->atoms, lua_tostring(L, -1)); break;
    case LUA_TNUMBER:
        if (lua_isinteger(L, -1)) { s->vtype = ARBI_VINT; s->n = lua_tointeger(L, -1); break; }
        /* fall through */
    default: lua_pop(L, 1); return "set needs value = an integer, a boolean or a string";
    }
    lua_pop(L, 1);
    return NULL;
}

static const struct { const char *key; int kind; } KINDS[] = {
    {"move", S_MOVE}, {"move_all", S_MOVE_ALL}, {"draw", S_DRAW}, {"set", S_SET}, {"add", S_ADD},
    {"emit", S_EMIT}, {"ability", S_ABILITY}, {"expire", S_EXPIRE}, {"log", S_LOG}, {"close", S_CLOSE},
    {"call", S_CALL}, {"pay", S_PAY}, {"own", S_OWN}, {"win", S_WIN}, {"clear", S_CLEAR},
    {"choose", S_CHOOSE},
};
#define KIND_LIST "move, move_all, draw, set, add, clear, emit, ability, expire, log, close, call, pay, own, " \
                  "win or choose"

/* if_value = "name" or { "name", ... } (at most MAX_IF). */
static const char *read_if_value(arb_game *g, lua_State *L, int t, step *s)
{
    int kind = lua_getfield(L, t, "if_value");
    const char *bad = NULL;
    if (kind == LUA_TSTRING) s->if_value[0] = arbi_atom(&g->atoms, lua_tostring(L, -1));
    else if (kind == LUA_TTABLE) {
        int n = (int)luaL_len(L, -1);
        if (n < 1 || n > MAX_IF) bad = "if_value names 1 to 4 values";
        for (int i = 0; !bad && i < n; i++) {
            if (lua_geti(L, -1, i + 1) != LUA_TSTRING) bad = "if_value names values (strings)";
            else s->if_value[i] = arbi_atom(&g->atoms, lua_tostring(L, -1));
            lua_pop(L, 1);
        }
    } else if (kind != LUA_TNIL) bad = "if_value = \"name\" or { \"name\", ... }";
    lua_pop(L, 1);
    return bad;
}

/* if_at_least = { name = n }: one value and an integer. */
static const char *read_at_least(arb_game *g, lua_State *L, int t, step *s)
{
    int kind = lua_getfield(L, t, "if_at_least");
    const char *bad = NULL;
    if (kind == LUA_TTABLE) {
        arbi_push_real(L, -1);
        lua_replace(L, -2);
        lua_pushnil(L);
        if (!lua_next(L, -2)) bad = "if_at_least = { name = n } (one value)";
        else {
            if (lua_type(L, -2) != LUA_TSTRING || !lua_isinteger(L, -1)) bad = "if_at_least = { name = n } (an integer)";
            else {
                s->least_of = arbi_atom(&g->atoms, lua_tostring(L, -2));
                s->least = lua_tointeger(L, -1);
            }
            lua_pop(L, 1);
            if (!bad && lua_next(L, -2)) { lua_pop(L, 2); bad = "if_at_least = { name = n } (one value)"; }
        }
    } else if (kind != LUA_TNIL) bad = "if_at_least = { name = n }";
    lua_pop(L, 1);
    return bad;
}

/* if_arg_below = k, if_arg_at_least = k: integers. */
static const char *read_arg_bounds(lua_State *L, int t, step *s)
{
    const char *bad = NULL;
    if (lua_getfield(L, t, "if_arg_below") != LUA_TNIL) {
        if (!lua_isinteger(L, -1)) bad = "if_arg_below = n (an integer)";
        s->has_below = 1, s->below = lua_tointeger(L, -1);
    }
    if (lua_getfield(L, t, "if_arg_at_least") != LUA_TNIL) {
        if (!lua_isinteger(L, -1)) bad = "if_arg_at_least = n (an integer)";
        s->has_from = 1, s->from = lua_tointeger(L, -1);
    }
    lua_pop(L, 2);
    return bad;
}

/* Whether a step of this kind may call Lua or end the run (what makes a
 * verb impure). */
static int impure_kind(int kind)
{
    return kind == S_EMIT || kind == S_ABILITY || kind == S_CALL || kind == S_CLOSE || kind == S_WIN
        || kind == S_CHOOSE;
}

int arbi_prog_pure_for(const arbi_prog *p, int64_t arg)
{
    for (int i = 0; i < p->n; i++) {
        const step *s = &p->s[i];
        int lua = impure_kind(s->kind);
        int out = (s->unless_zero && arg == 0) || (s->has_below && !(arg < s->below))
               || (s->has_from && !(arg >= s->from));
        if (lua && !out) return 0;
    }
    return 1;
}

/* unless = "field": only for a card whose definition lacks the field (not
 * with when); unless_in = "zone": only while the card is not there. */
static const char *read_unless(arb_game *g, lua_State *L, int t, step *s)
{
    s->unless_in = atom_of(g, L, t, "unless_in");
    if (s->unless_in) s->conds = 1;
    int kind = lua_getfield(L, t, "unless");
    uint32_t field = kind == LUA_TSTRING ? arbi_atom(&g->atoms, lua_tostring(L, -1)) : 0;
    lua_pop(L, 1);
    if (kind == LUA_TNIL) return NULL;
    if (!field) return "unless = \"field\" (a definition's field)";
    if (s->when) return "a step says when or unless, not both";
    s->when = field;
    s->when_not = 1;
    return NULL;
}

/* A draw's upto = k (draw until `to` holds k), log_each = "text" (a line
 * per card drawn, {card} the card), log_short = "text" (when fewer than
 * wanted could be drawn) and short_once = "name" (that line once a game:
 * the game value it sets). */
static const char *read_draw(arb_game *g, lua_State *L, int t, step *s)
{
    int kind = lua_getfield(L, t, "upto");
    int bad = kind != LUA_TNIL && (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0);
    if (kind != LUA_TNIL && !bad) s->upto = 1, s->n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (bad) return "upto = k (a whole number, 0 or more)";
    int has_n = lua_getfield(L, t, "n") != LUA_TNIL;
    lua_pop(L, 1);
    if (s->upto && has_n) return "a draw says n or upto, not both";
    s->each = atom_of(g, L, t, "log_each");
    s->shorted = atom_of(g, L, t, "log_short");
    s->short_once = atom_of(g, L, t, "short_once");
    if (s->short_once && !s->shorted) return "short_once = \"name\" goes with log_short";
    return NULL;
}

/* choose = "zone" or { "zone", ... }, prompt = "text" ({p}, {card}),
 * reason = "text", optional = true (with none = "label"), where = true. */
static const char *read_choose(arb_game *g, lua_State *L, int t, step *s)
{
    int kind = lua_getfield(L, t, "choose");
    const char *bad = NULL;
    if (kind == LUA_TSTRING) s->zones[s->nzones++] = s->name;
    else if (kind == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, -1);
        if (n < 1 || n > MAX_CHOOSE_ZONES) bad = "choose names 1 to 4 zones";
        for (lua_Integer i = 1; !bad && i <= n; i++) {
            if (lua_geti(L, -1, i) != LUA_TSTRING) bad = "choose = { \"zone\", ... } (names of zones)";
            else s->zones[s->nzones++] = arbi_atom(&g->atoms, lua_tostring(L, -1));
            lua_pop(L, 1);
        }
    } else bad = "choose = \"zone\" or { \"zone\", ... }";
    lua_pop(L, 1);
    if (bad) return bad;
    s->text = atom_of(g, L, t, "prompt");
    s->text2 = atom_of(g, L, t, "reason");
    s->none = atom_of(g, L, t, "none");
    lua_getfield(L, t, "optional");
    lua_getfield(L, t, "where");
    s->optional = (uint8_t)lua_toboolean(L, -2);
    s->where = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 2);
    return s->text ? NULL : "choose needs prompt = \"text\"";
}

/* A targets family's conditions and values: target = "player" | "card",
 * partial = true | false, on = "target" (a set, add or pay), if_v_below = k. */
static const char *read_target(arb_game *g, lua_State *L, int t, step *s)
{
    const char *tg = (lua_getfield(L, t, "target"), lua_tostring(L, -1));
    s->target_is = !tg ? 0 : !strcmp(tg, "player") ? 1 : !strcmp(tg, "card") ? 2 : 255;
    int kind = lua_getfield(L, t, "partial");
    s->partial_is = kind == LUA_TNIL ? 0 : lua_toboolean(L, -1) ? 2 : 1;
    const char *on = (lua_getfield(L, t, "on"), lua_tostring(L, -1));
    s->on_target = on && !strcmp(on, "target");
    int bad_on = on && !s->on_target;
    int vk = lua_getfield(L, t, "if_v_below");
    s->has_v_below = vk != LUA_TNIL;
    s->v_below = lua_tointeger(L, -1);
    int bad_v = vk != LUA_TNIL && !lua_isinteger(L, -1);
    lua_pop(L, 4);
    (void)g;
    if (s->target_is == 255) return "target = \"player\" or \"card\"";
    if (kind != LUA_TNIL && kind != LUA_TBOOLEAN) return "partial = true or false";
    if (bad_on) return "on = \"target\" (the target player's value)";
    if (s->on_target && s->kind != S_SET && s->kind != S_ADD && s->kind != S_PAY)
        return "on = \"target\" is a set's, an add's or a pay's";
    if (bad_v) return "if_v_below = k (an integer)";
    if (s->target_is || s->partial_is || s->has_v_below) s->conds = 1;
    return NULL;
}

/* One step, the table at index t. */
static const char *read_step(arb_game *g, lua_State *L, int t, step *s)
{
    memset(s, 0, sizeof *s);
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++) {
        if (lua_getfield(L, t, KINDS[i].key) != LUA_TNIL) {
            if (s->kind) { lua_pop(L, 1); return "a step is one of " KIND_LIST; }
            s->kind = (uint8_t)KINDS[i].kind;
            if (lua_type(L, -1) == LUA_TSTRING) s->name = arbi_atom(&g->atoms, lua_tostring(L, -1));
            else if (s->kind == S_ABILITY && lua_toboolean(L, -1)) s->own_slot = 1;
        }
        lua_pop(L, 1);
    }
    if (!s->kind) return "a step is one of " KIND_LIST;
    if (s->kind == S_CALL) {
        int fn = lua_getfield(L, t, "call") == LUA_TFUNCTION;
        lua_pop(L, 1);
        if (!fn) return "call = function(g, p, card) ... end";
    } else if (s->kind == S_CHOOSE) {
        const char *bad = read_choose(g, L, t, s);
        if (bad) return bad;
    } else if (s->kind != S_CLOSE && !s->name && !s->own_slot) return "the step's kind names a string";
    const char *bad = read_if_value(g, L, t, s);
    if (!bad) bad = read_at_least(g, L, t, s);
    if (bad) return bad;
    s->if_in = atom_of(g, L, t, "if_in");
    s->num = atom_of(g, L, t, s->kind == S_PAY ? "of" : "n");
    if (s->num && !strcmp(arbi_atom_str(&g->atoms, s->num), "arg")) s->num = 0, s->by_arg = 1;
    s->unless_zero = (uint8_t)(lua_getfield(L, t, "unless_zero"), lua_toboolean(L, -1));
    lua_pop(L, 1);
    s->as = atom_of(g, L, t, "as");
    s->slot_is = atom_of(g, L, t, "slot");
    s->borrow = atom_of(g, L, t, "borrow");
    s->holder = atom_of(g, L, t, "holder");
    if (s->holder && s->kind != S_SET && s->kind != S_ADD && s->kind != S_PAY)
        return "holder = \"value\" is a set's, an add's or a pay's";
    const char *bad_arg = read_arg_bounds(L, t, s);
    if (bad_arg) return bad_arg;
    if (s->borrow && s->kind != S_ABILITY) return "borrow = \"value\" is an ability step's";
    s->conds = s->unless_zero || s->if_value[0] || s->least_of || s->if_in || s->slot_is
            || s->has_below || s->has_from;
    if (s->kind == S_PAY && !s->num && !s->by_arg) return "pay = \"value\" needs of = \"field\" (what it costs)";
    if (s->kind == S_OWN) {
        const char *who = arbi_atom_str(&g->atoms, s->name);
        s->nobody = !strcmp(who, "nobody");
        if (!s->nobody && strcmp(who, "card"))
            return "own = \"card\" (p owns the option's card) or own = \"nobody\"";
    }
    if (s->kind == S_MOVE && strcmp(arbi_atom_str(&g->atoms, s->name), "card"))
        return "move = \"card\" (the option's card) is the only move";
    if (lua_getfield(L, t, "when") == LUA_TTABLE) {
        arbi_push_real(L, -1);
        lua_replace(L, -2);
        lua_pushnil(L);
        if (lua_next(L, -2)) {
            if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING) {
                s->when = arbi_atom(&g->atoms, lua_tostring(L, -2));
                s->when_is = arbi_atom(&g->atoms, lua_tostring(L, -1));
            }
            lua_pop(L, 1);
            if (lua_next(L, -2)) lua_pop(L, 2), s->when = 0;     /* a second pair */
        }
        if (!s->when) { lua_pop(L, 1); return "when = \"field\" or { field = \"value\" } (one field)"; }
    } else if (lua_type(L, -1) == LUA_TSTRING) {
        s->when = arbi_atom(&g->atoms, lua_tostring(L, -1));
    }
    lua_pop(L, 1);
    const char *bad_unless = read_unless(g, L, t, s);
    if (!bad_unless) bad_unless = read_target(g, L, t, s);
    if (bad_unless) return bad_unless;
    if (s->when) s->conds = 1;
    if (s->kind == S_DRAW || s->kind == S_MOVE_ALL) {
        s->text2 = atom_of(g, L, t, "log_refill");
        s->to = atom_of(g, L, t, "to");
        s->refill = atom_of(g, L, t, "refill");
        s->n = int_of(L, t, "n", 1);
        s->text = atom_of(g, L, t, "log_drawn");
        if (!s->to) return "needs to = \"zone\"";
    }
    if (s->kind == S_DRAW) {
        const char *bad_draw = read_draw(g, L, t, s);
        if (bad_draw) return bad_draw;
    }
    if (s->kind == S_MOVE) {
        const char *at = (lua_getfield(L, t, "at"), lua_tostring(L, -1));
        s->at_bottom = at && !strcmp(at, "bottom");
        lua_pop(L, 1);
        return read_to(g, L, t, s);
    }
    if (s->kind == S_SET || s->kind == S_ADD) return read_value(g, L, t, s);
    if (s->kind == S_CLEAR) return read_scope(g, L, t, s);
    return NULL;
}

static void free_prog(arbi_prog *p)
{
    for (int i = 0; i < p->n; i++) {
        free(p->s[i].map);
        free(p->s[i].per_def);
        free(p->s[i].when_of);
        free(p->s[i].num_of);
    }
    free(p->s);
}


/* A verb's program also gets a function that runs it as steps, fn(g, p,
 * card, n), for an ability written as data that must run it inside the
 * unit (it asks, or calls Lua): kept in the registry, in a table under the
 * key &g->progs, at prog + 1. */
static void keep_prog_fn(arb_game *g, lua_State *L, int fns, int prog)
{
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &g->progs) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &g->progs);
    }
    lua_pushlightuserdata(L, g);
    lua_pushinteger(L, prog);
    lua_pushvalue(L, fns);
    lua_pushcclosure(L, arbi_steps_run, 3);
    lua_rawseti(L, -2, prog + 1);
    lua_pop(L, 1);
}

void arbi_push_prog_fn(arb_game *g, lua_State *L, int prog)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &g->progs);
    lua_rawgeti(L, -1, prog + 1);
    lua_remove(L, -2);
}

/* Compiles the list of steps at index t into a new program of g's and
 * pushes the function that runs it; NULL, or what is wrong ("step 2: ...",
 * written into why[0..n)). */
static const char *compile(arb_game *g, lua_State *L, int t, char *why, size_t n, int verb)
{
    t = lua_absindex(L, t);
    arbi_prog p = { .verb = verb, .pure = 1, .fam = -1 };
    p.n = (int)luaL_len(L, t);
    if (p.n < 1) return "steps: a list of at least one step";
    p.s = calloc((size_t)p.n, sizeof *p.s);
    if (!p.s) return "out of memory";
    lua_newtable(L);                        /* the call steps' functions */
    int fns = lua_gettop(L);
    for (int i = 0; i < p.n; i++) {
        lua_geti(L, t, i + 1);              /* (a declaration may be frozen) */
        const char *bad = lua_istable(L, -1) ? read_step(g, L, lua_gettop(L), &p.s[i]) : "each step is a table";
        if (!bad && p.s[i].borrow) {
            if (p.borrow && p.borrow != p.s[i].borrow) bad = "a program's ability steps borrow one value";
            p.borrow = p.s[i].borrow;
        }
        if (!bad && impure_kind(p.s[i].kind)) p.pure = 0;
        if (!bad && p.s[i].kind == S_CALL) {
            lua_getfield(L, -1, "call");
            lua_rawseti(L, fns, i + 1);
        }
        lua_pop(L, 1);
        if (bad) {
            snprintf(why, n, "step %d: %s", i + 1, bad);
            p.n = i + 1;
            free_prog(&p);
            lua_pop(L, 1);
            return why;
        }
    }
    arbi_prog *np = realloc(g->progs, sizeof *np * (size_t)(g->nprogs + 1));
    if (!np) return free_prog(&p), lua_pop(L, 1), "out of memory";
    g->progs = np;
    g->progs[g->nprogs] = p;
    if (verb) keep_prog_fn(g, L, fns, g->nprogs);
    lua_pushlightuserdata(L, g);
    lua_pushinteger(L, g->nprogs++);
    lua_rotate(L, fns, -1);                 /* the functions last: upvalue 3 */
    if (verb) {
        lua_pushliteral(L, "player");
        lua_pushliteral(L, "card");
    }
    lua_pushcclosure(L, verb ? arbi_verb_run : arbi_steps_run, verb ? 5 : 3);
    return NULL;
}

const char *arbi_steps_compile(arb_game *g, lua_State *L, int t, char *why, size_t n)
{
    return compile(g, L, t, why, n, 0);
}

const char *arbi_verb_compile(arb_game *g, lua_State *L, int t, char *why, size_t n)
{
    return compile(g, L, t, why, n, 1);
}

/* ---- what each definition needs, worked out once --------------------------- */

static uint32_t zone_for(arb_game *g, lua_State *L, const step *s)
{
    if (!s->by) return s->to;
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->by));
    uint32_t v = lua_isstring(L, -1) ? arbi_atom_find(&g->atoms, lua_tostring(L, -1)) : 0;
    lua_pop(L, 1);
    for (int k = 0; v && k < s->nmap; k++) if (s->map[2 * k] == v) return s->map[2 * k + 1];
    return s->to;
}

static uint32_t key_for(arb_game *g, lua_State *L, const step *s)
{
    const char *pat = arbi_atom_str(&g->atoms, s->name);
    if (!s->of || !strstr(pat, "%s")) return s->name;
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->of));
    uint32_t k = 0;
    if (lua_type(L, -1) == LUA_TSTRING) {
        lua_pushfstring(L, pat, lua_tostring(L, -1));
        k = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return k;
}

static int32_t num_for(arb_game *g, lua_State *L, const step *s)
{
    lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->num));
    int32_t n = lua_isinteger(L, -1) ? (int32_t)lua_tointeger(L, -1) : 0;
    lua_pop(L, 1);
    return n;
}

static int compile_step(arb_game *g, lua_State *L, step *s)
{
    size_t nd = (size_t)(g->ndefs ? g->ndefs : 1);
    uint32_t *pd = realloc(s->per_def, sizeof *pd * nd);
    uint8_t *w = realloc(s->when_of, nd);
    int32_t *num = s->num ? realloc(s->num_of, sizeof *num * nd) : NULL;
    if (pd) s->per_def = pd;
    if (w) s->when_of = w;
    if (num) s->num_of = num;
    if (!pd || !w || (s->num && !num)) return -1;
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        s->per_def[d] = s->kind == S_MOVE ? zone_for(g, L, s)
                      : s->kind == S_SET || s->kind == S_ADD || s->kind == S_CLEAR ? key_for(g, L, s) : 0;
        if (s->num) s->num_of[d] = num_for(g, L, s);
        s->when_of[d] = 1;
        if (s->when) {
            lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->when));
            int holds = s->when_is ? lua_type(L, -1) == LUA_TSTRING
                                     && arbi_atom_find(&g->atoms, lua_tostring(L, -1)) == s->when_is
                                   : lua_toboolean(L, -1);
            s->when_of[d] = (uint8_t)(holds != s->when_not);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    return 0;
}

int arbi_compile_steps(arb_game *g)
{
    lua_State *L = g->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    for (int i = 0; i < g->nprogs; i++)
        for (int k = 0; k < g->progs[i].n; k++)
            if (compile_step(g, L, &g->progs[i].s[k])) return lua_pop(L, 1), -1;
    lua_pop(L, 1);
    return 0;
}

void arbi_free_steps(arb_game *g)
{
    for (int i = 0; i < g->nprogs; i++) free_prog(&g->progs[i]);
    free(g->progs);
    g->progs = NULL;
    g->nprogs = 0;
}

/* steps{ ... } -> the function that runs them, fn(g, p, card): for rules
 * that call the same steps from Lua as well (a "play all" that plays each
 * card as one play does).  verb{ ... } -> a card context's verb, called as
 * c:verb(n): the steps run for c.player and c.card, and n is the argument
 * a step names with by = "arg" (add) or n = "arg" (draw, and {n} in a
 * log); unless_zero = true skips a step when n is 0; {v} in a log is the
 * value the last add left.  Only while the game loads: programs are kept
 * for the game's life. */
static int declare(lua_State *L, int verb)
{
    arb_game *g = lua_touserdata(L, lua_upvalueindex(1));
    const char *what = verb ? "verb{}" : "steps{}";
    if (g->steps_closed) return luaL_error(L, "%s declares rules while the game loads, not after", what);
    luaL_checktype(L, 1, LUA_TTABLE);
    char why[200];
    const char *bad = compile(g, L, 1, why, sizeof why, verb);
    if (bad) return luaL_error(L, "%s: %s", what, bad);
    return 1;
}

static int l_steps(lua_State *L) { return declare(L, 0); }
static int l_verb(lua_State *L) { return declare(L, 1); }

void arbi_open_steps(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_steps, 1);
    lua_setfield(L, -2, "steps");
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_verb, 1);
    lua_setfield(L, -2, "verb");
}
