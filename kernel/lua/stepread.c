/*
 * stepread.c -- reading one step of a ruleset's steps{} (steps.c says what
 * each step may say): its kind, its options and conditions, checked and
 * kept as a `step`; a mistake is refused with what is wrong, for steps.c to
 * name the step.
 */
#include "steps.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

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

/* A set's, an add's, a clear's or an arg's scope (and `of`, the field
 * filling a name's "%s"). */
static const char *read_scope(arb_game *g, lua_State *L, int t, step *s)
{
    const char *sc = (lua_getfield(L, t, "scope"), lua_tostring(L, -1));
    s->scope = !sc || !strcmp(sc, "player") ? ON_PLAYER : !strcmp(sc, "game") ? ON_GAME
             : !strcmp(sc, "card") ? ON_CARD : 255;
    lua_pop(L, 1);
    s->of = atom_of(g, L, t, "of");
    return s->scope == 255 ? "scope must be \"player\", \"game\" or \"card\"" : NULL;
}

/* The zone names of the list at field `zones` of the table at w, at most
 * max, interned into out (*got: how many are names); returns how long the
 * list is, which the caller compares.  The stack is left as it was. */
static int zone_names(arb_game *g, lua_State *L, int w, uint32_t *out, int max, uint8_t *got)
{
    lua_getfield(L, w, "zones");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    for (int i = 1; i <= n && i <= max; i++) {
        if (lua_geti(L, -1, i) == LUA_TSTRING) out[(*got)++] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return n;
}

/* An add's bonus = { zones = { 1 to 3 zone names }, field = "name" }. */
static const char *read_bonus(arb_game *g, lua_State *L, int t, step *s)
{
    static const char *bad = "bonus = { zones = { 1 to 3 zone names }, field = \"name\" } (an add's, by = \"field\")";
    int base = lua_gettop(L);
    if (lua_getfield(L, t, "bonus") == LUA_TNIL) return lua_settop(L, base), NULL;
    if (!lua_istable(L, -1) || s->kind != S_ADD || !s->by_def) return lua_settop(L, base), bad;
    step_bonus *b = s->bonus = calloc(1, sizeof *b);
    if (!b) return lua_settop(L, base), "out of memory";
    int w = lua_gettop(L);
    b->field = atom_of(g, L, w, "field");
    int n = zone_names(g, L, w, b->zone, MAX_BONUS_ZONES, &b->n);
    lua_settop(L, base);
    for (int k = 0; k < MAX_BONUS_ZONES; k++)
        for (int j = 0; j < ARBI_ZH; j++) b->zh[k][j] = ARB_NONE;
    return n < 1 || n > MAX_BONUS_ZONES || b->n != n || !b->field ? bad : NULL;
}

static const char *read_value(arb_game *g, lua_State *L, int t, step *s)
{
    const char *bad = read_scope(g, L, t, s);
    if (bad) return bad;
    s->expiry = atom_of(g, L, t, "expiry");
    if (s->kind == S_ADD) {
        s->n = int_of(L, t, "by", 1);
        const char *by = lua_getfield(L, t, "by") == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        s->by_arg = by && !strcmp(by, "arg");
        if (by && !s->by_arg) {                  /* by = "field": the card's definition's */
            s->num = arbi_atom(&g->atoms, by);
            s->by_def = 1;
        }
        lua_pop(L, 1);
        return read_bonus(g, L, t, s);
    }
    if (lua_getfield(L, t, "by") == LUA_TSTRING) {   /* set's by = "field": the card's definition's */
        s->num = arbi_atom(&g->atoms, lua_tostring(L, -1));
        s->by_def = 1;
        s->vtype = ARBI_VINT;
        lua_pop(L, 1);
        return NULL;
    }
    lua_pop(L, 1);
    switch (lua_getfield(L, t, "value")) {
    case LUA_TBOOLEAN: s->vtype = ARBI_VBOOL; s->n = lua_toboolean(L, -1); break;
    case LUA_TSTRING: s->vtype = ARBI_VSTR; s->n = arbi_atom(&g->atoms, lua_tostring(L, -1)); break;
    case LUA_TNUMBER:
        if (lua_isinteger(L, -1)) { s->vtype = ARBI_VINT; s->n = lua_tointeger(L, -1); break; }
        /* fall through */
    default: lua_pop(L, 1); return "set needs value = an integer, a boolean or a string (or by = \"field\", the card's)";
    }
    lua_pop(L, 1);
    return NULL;
}

static const struct { const char *key; int kind; } KINDS[] = {
    {"move", S_MOVE}, {"move_all", S_MOVE_ALL}, {"draw", S_DRAW}, {"set", S_SET}, {"add", S_ADD},
    {"emit", S_EMIT}, {"ability", S_ABILITY}, {"expire", S_EXPIRE}, {"log", S_LOG}, {"close", S_CLOSE},
    {"call", S_CALL}, {"pay", S_PAY}, {"own", S_OWN}, {"win", S_WIN}, {"clear", S_CLEAR},
    {"choose", S_CHOOSE}, {"choose_number", S_NUMBER}, {"again", S_AGAIN}, {"each", S_EACH}, {"arg", S_ARG},
    {"choose_player", S_PLAYER}, {"refuse", S_REFUSE}, {"fill", S_FILL}, {"top", S_TOP}, {"flip", S_FLIP},
};
#define KIND_LIST "move, move_all, draw, fill, top, flip, set, add, clear, emit, ability, expire, log, close, " \
                  "call, pay, own, win, choose, choose_number, choose_player, each, again or arg (refuse: a " \
                  "grid's judge_steps)"

const char *arbi_step_word(int kind)
{
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++)
        if (KINDS[i].kind == kind) return KINDS[i].key;
    return "?";
}

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

/* if_any = { zones = { "zone", ... }, has = "field", face_up = true } (or
 * unless_any): the step runs only while a card of the player's zones (or
 * shared ones of those names; with face_up, a face-up card) has the
 * definition field (while none has it); the field may be a path
 * ("is.damage"). */
static const char *read_any(arb_game *g, lua_State *L, int t, step *s)
{
    static const char *bad = "if_any (unless_any) = { zones = { 1 to 3 zone names }, has = \"field\" }";
    int base = lua_gettop(L);
    int yes = lua_getfield(L, t, "if_any") != LUA_TNIL, no = lua_getfield(L, t, "unless_any") != LUA_TNIL;
    if (yes && no) return lua_settop(L, base), "a step says if_any or unless_any, not both";
    if (!yes && !no) return lua_settop(L, base), NULL;
    int w = no ? base + 2 : base + 1;       /* the one given */
    if (!lua_istable(L, w)) return lua_settop(L, base), bad;
    step_any *a = s->any = calloc(1, sizeof *a);
    if (!a) return lua_settop(L, base), "out of memory";
    a->negate = (uint8_t)no;
    a->field = atom_of(g, L, w, "has");
    a->face_up = (uint8_t)(lua_getfield(L, w, "face_up"), lua_toboolean(L, -1));
    lua_pop(L, 1);
    int n = zone_names(g, L, w, a->zone, MAX_ANY_ZONES, &a->n);
    lua_settop(L, base);
    for (int k = 0; k < MAX_ANY_ZONES; k++)
        for (int j = 0; j < ARBI_ZH; j++) a->zh[k][j] = ARB_NONE;
    return n < 1 || n > MAX_ANY_ZONES || a->n != n || !a->field ? bad : NULL;
}

/* field = { name = n }: one name and an integer (if_at_least: a value;
 * if_cards: a zone), or nothing; why[0] when not one pair, why[1] when
 * not an integer. */
static const char *read_pair(arb_game *g, lua_State *L, int t, const char *field, const char *const why[2],
                             uint32_t *name, int64_t *n)
{
    const char *bad = NULL;
    int kind = lua_getfield(L, t, field);
    if (kind == LUA_TTABLE) {
        arbi_push_real(L, -1);
        lua_replace(L, -2);
        lua_pushnil(L);
        if (!lua_next(L, -2)) bad = why[0];
        else {
            if (lua_type(L, -2) != LUA_TSTRING || !lua_isinteger(L, -1)) bad = why[1];
            else *name = arbi_atom(&g->atoms, lua_tostring(L, -2)), *n = lua_tointeger(L, -1);
            lua_pop(L, 1);
            if (!bad && lua_next(L, -2)) { lua_pop(L, 2); bad = why[0]; }
        }
    } else if (kind != LUA_TNIL) bad = why[0];
    lua_pop(L, 1);
    return bad;
}

static const char *const AT_LEAST[2] = { "if_at_least = { name = n } (one value)", "if_at_least = { name = n } (an integer)" };
static const char *const CARDS[2] = { "if_cards = { zone = n } (one zone)", "if_cards = { zone = n } (an integer)" };

/* if_at_least = { name = n }, if_cards = { zone = n }. */
static const char *read_at_least(arb_game *g, lua_State *L, int t, step *s)
{
    const char *bad = read_pair(g, L, t, "if_at_least", AT_LEAST, &s->least_of, &s->least);
    if (!bad) bad = read_pair(g, L, t, "if_cards", CARDS, &s->cards_in, &s->cards);
    for (int i = 0; i < ARBI_ZH; i++) s->czh[i] = ARB_NONE;
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
int arbi_impure_kind(int kind)
{
    return kind == S_EMIT || kind == S_ABILITY || kind == S_CALL || kind == S_CLOSE || kind == S_WIN
        || kind >= S_CHOOSE;
}

int arbi_prog_pure_for(const arbi_prog *p, int64_t arg)
{
    for (int i = 0; i < p->n; i++) {
        const step *s = &p->s[i];
        int lua = arbi_impure_kind(s->kind);
        int out = (s->unless_zero && !s->by_def && arg == 0) || (s->has_below && !(arg < s->below))
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

/* up_to = k or "arg": the choose is asked again at the `again` step after
 * it, until k cards were picked, none is, or none is left. */
static const char *read_up_to(lua_State *L, int t, step *s)
{
    int kind = lua_getfield(L, t, "up_to");
    const char *bad = NULL;
    if (kind == LUA_TSTRING && !strcmp(lua_tostring(L, -1), "arg")) s->looped = s->up_to_arg = 1;
    else if (kind == LUA_TNUMBER && lua_isinteger(L, -1) && lua_tointeger(L, -1) >= 1)
        s->looped = 1, s->up_to = lua_tointeger(L, -1);
    else if (kind != LUA_TNIL) bad = "up_to = k (1 or more) or \"arg\"";
    lua_pop(L, 1);
    return bad;
}

/* choose = "zone" or { "zone", ... }, prompt = "text" ({p}, {card}, {n}
 * the pick's number in a loop, {arg}), reason = "text", optional = true
 * (with none = "label"), where = true, up_to = k, auto = true (one card
 * to offer, and not optional: taken without asking). */
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
    lua_getfield(L, t, "auto");
    s->optional = (uint8_t)lua_toboolean(L, -3);
    s->where = (uint8_t)lua_toboolean(L, -2);
    s->auto_one = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 3);
    if (!s->text) return "choose needs prompt = \"text\"";
    return read_up_to(L, t, s);
}

/* choose_number = "prompt", from = k (1), most = k (the argument), less = k
 * (0), reason = "text", auto = true: the player picks a number from `from`
 * to most - less, and the steps after it take it as their argument. */
static const char *read_number(lua_State *L, int t, step *s)
{
    static const char *const keys[] = { "from", "most", "less" };
    int64_t *at[] = { &s->lo, &s->most, &s->less };
    s->lo = 1;
    for (int i = 0; i < 3; i++) {
        int kind = lua_getfield(L, t, keys[i]);
        if (kind != LUA_TNIL && !lua_isinteger(L, -1)) { lua_pop(L, 1); return "choose_number: from, most and less are integers"; }
        if (kind != LUA_TNIL) *at[i] = lua_tointeger(L, -1);
        if (kind != LUA_TNIL && i == 1) s->has_most = 1;
        lua_pop(L, 1);
    }
    lua_getfield(L, t, "auto");
    s->auto_one = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
    return s->name ? NULL : "choose_number = \"prompt\" (the question)";
}

/* choose_player = "other" | "any", prompt = "text" ({p}, {card}, {arg}),
 * reason = "text", skip = "value", team = "value", auto = true (one
 * player to offer: taken without asking). */
static const char *read_player(arb_game *g, lua_State *L, int t, step *s)
{
    const char *who = s->name ? arbi_atom_str(&g->atoms, s->name) : "";
    if (strcmp(who, "other") && strcmp(who, "any"))
        return "choose_player = \"other\" (another player) or \"any\" (the player too)";
    s->self_too = !strcmp(who, "any");
    s->text = atom_of(g, L, t, "prompt");
    s->text2 = atom_of(g, L, t, "reason");
    s->skip_flag = atom_of(g, L, t, "skip");
    s->team_value = atom_of(g, L, t, "team");
    lua_getfield(L, t, "auto");
    s->auto_one = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
    return s->text ? NULL : "choose_player needs prompt = \"text\"";
}

/* A targets family's conditions and values: target = "player" | "card",
 * partial = true | false, on = "target" (a set, add, pay or move),
 * if_v_below = k, met = true | false, q_as = "name" (an emit). */
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
    int mk = lua_getfield(L, t, "met");
    s->met_is = mk == LUA_TNIL ? 0 : lua_toboolean(L, -1) ? 2 : 1;
    lua_pop(L, 5);
    s->q_as = atom_of(g, L, t, "q_as");
    if (s->target_is == 255) return "target = \"player\" or \"card\"";
    if (kind != LUA_TNIL && kind != LUA_TBOOLEAN) return "partial = true or false";
    if (mk != LUA_TNIL && mk != LUA_TBOOLEAN) return "met = true or false";
    if (bad_on) return "on = \"target\" (the target player's value, or zone)";
    if (s->on_target && s->kind != S_SET && s->kind != S_ADD && s->kind != S_PAY && s->kind != S_MOVE)
        return "on = \"target\" is a set's, an add's, a pay's or a move's";
    if (s->q_as && s->kind != S_EMIT) return "q_as = \"name\" is an emit's";
    if (bad_v) return "if_v_below = k (an integer)";
    return NULL;
}

/* Each loop -- an each step, a choose with up_to -- gets the `again` step
 * that closes it: the first after it, with no other loop opened between
 * (loops do not nest).  A condition on a loop's first step is the loop's:
 * when it does not hold as the loop begins, the loop is skipped whole
 * (arbi_steps_c); `again` goes back to that step without asking it.
 * NULL, or what is wrong (in why). */
const char *arbi_match_loops(arbi_prog *p, char *why, size_t n)
{
    int open = -1;
    for (int i = 0; i < p->n; i++) {
        step *s = &p->s[i];
        if (s->kind == S_EACH) s->looped = 1;
        if (s->looped) {
            if (open >= 0) { snprintf(why, n, "step %d: a loop inside another (step %d's)", i + 1, open + 1); return why; }
            open = i;
        } else if (s->kind == S_AGAIN) {
            if (open < 0) { snprintf(why, n, "step %d: again = true closes a loop (each, or a choose with up_to), and none is open", i + 1); return why; }
            p->s[open].loop_end = i;
            open = -1;
        }
    }
    if (open < 0) return NULL;
    snprintf(why, n, "step %d: a loop (each, or a choose with up_to) needs { again = true } after the steps it repeats", open + 1);
    return why;
}

void arbi_mark_runs(arbi_prog *p)
{
    for (int i = p->n - 1; i >= 0; i--) {
        step *s = &p->s[i];
        const step *next = i + 1 < p->n ? &p->s[i + 1] : NULL;
        s->slot_end = next && next->slot_is == s->slot_is ? next->slot_end : i + 1;
        s->target_end = next && next->target_is == s->target_is ? next->target_end : i + 1;
    }
}

/* The bits of the conditions step s has (step.conds). */
static uint16_t conditions_of(const step *s)
{
    const int has[] = {
        [ARBI_C_UNLESS_ZERO] = s->unless_zero && !s->by_def, [ARBI_C_WHEN] = s->when != 0,
        [ARBI_C_IF_VALUE] = s->if_value[0] != 0, [ARBI_C_IF_IN] = s->if_in != 0,
        [ARBI_C_UNLESS_IN] = s->unless_in != 0, [ARBI_C_LEAST] = s->least_of != 0,
        [ARBI_C_SLOT] = s->slot_is != 0, [ARBI_C_BELOW] = s->has_below != 0,
        [ARBI_C_FROM] = s->has_from != 0, [ARBI_C_TARGET] = s->target_is != 0,
        [ARBI_C_PARTIAL] = s->partial_is != 0, [ARBI_C_V_BELOW] = s->has_v_below != 0,
        [ARBI_C_MET] = s->met_is != 0, [ARBI_C_ANY] = s->any != NULL,
        [ARBI_C_ZERO_DEF] = s->unless_zero && s->by_def && !s->bonus, [ARBI_C_CARDS] = s->cards_in != 0,
    };
    uint16_t m = 0;
    for (size_t i = 0; i < sizeof has / sizeof has[0]; i++) m |= (uint16_t)(has[i] << i);
    return m;
}

static const char *read_step(arb_game *g, lua_State *L, int t, step *s);

/* __index of the view a step is read through (upvalues: the step, the
 * set of the fields read): reads the field, and notes it read. */
static int noted_field(lua_State *L)
{
    lua_pushvalue(L, 2);
    lua_pushboolean(L, 1);
    lua_rawset(L, lua_upvalueindex(2));
    lua_pushvalue(L, 2);
    lua_gettable(L, lua_upvalueindex(1));
    return 1;
}

/* The first field of the step at t that no reader looked at (a typo, or a
 * field this kind of step does not have), or NULL; read is the set of
 * those read.  Pushes nothing. */
static const char *unread_field(lua_State *L, int t, int read)
{
    const char *name = NULL;
    arbi_push_real(L, t);
    int real = lua_gettop(L);
    for (lua_pushnil(L); !name && lua_next(L, real); lua_pop(L, 1)) {
        lua_pushvalue(L, -2);
        if (lua_rawget(L, read) == LUA_TNIL)
            name = lua_type(L, -3) == LUA_TSTRING ? lua_tostring(L, -3) : "(a key that is no name)";
        lua_pop(L, 1);
    }
    lua_settop(L, real - 1);
    return name;
}

/* The fields steps have, sorted: a step whose fields are all here is read
 * as it is (the view that notes what is read costs a C call per look, and
 * a step is looked at for some fifty names); any other is read through
 * the view, so a name missing here costs time, never a wrong refusal. */
static const char *const FIELDS[] = {
    "ability", "add", "again", "arg", "as", "at", "auto", "bonus", "borrow", "by", "call", "choose",
    "choose_number", "choose_player", "clear", "close", "draw", "each", "emit", "every_player",
    "expire", "expiry", "from", "holder", "if_any", "if_arg_at_least", "if_arg_below",
    "if_at_least", "if_cards", "if_in", "if_rule", "if_v_below", "if_value", "less", "log",
    "log_drawn", "log_each", "log_refill", "log_short", "met", "most", "move", "move_all", "n",
    "none", "of", "on", "optional", "own", "partial", "pay", "prompt", "q_as", "reason", "refill",
    "refuse", "scope", "set", "short_once", "skip", "slot", "target", "team", "to", "unless",
    "unless_any", "unless_in", "unless_rule", "unless_zero", "up_to", "upto", "value", "when",
    "where", "win", "zones",
};

static int by_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* Whether every key of the step at t is a name of FIELDS. */
static int all_known(lua_State *L, int t)
{
    arbi_push_real(L, t);
    int real = lua_gettop(L), known = 1;
    for (lua_pushnil(L); known && lua_next(L, real); lua_pop(L, 1)) {
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        known = k && bsearch(&k, FIELDS, sizeof FIELDS / sizeof *FIELDS, sizeof *FIELDS, by_str);
    }
    lua_settop(L, real - 1);
    return known;
}

/* Reads the step at t through a view that notes the fields read; a field
 * nobody read is an error naming it. */
static const char *read_noted(arb_game *g, lua_State *L, int t, step *s)
{
    lua_newtable(L);                                  /* the fields read */
    int read = lua_gettop(L);
    lua_newtable(L);                                  /* the view */
    lua_createtable(L, 0, 1);
    lua_pushvalue(L, t);
    lua_pushvalue(L, read);
    lua_pushcclosure(L, noted_field, 2);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    const char *bad = read_step(g, L, lua_gettop(L), s);
    const char *name = bad ? NULL : unread_field(L, t, read);
    lua_settop(L, read - 1);
    if (!name) return bad;
    static _Thread_local char why[160];
    snprintf(why, sizeof why, "no step reads the field '%.60s' (a typo?)", name);
    return why;
}

/* One step, the table at index t.  One with a field FIELDS lacks is read
 * through the view (read_noted): a typo (`evry_player`) would otherwise
 * change nothing, silently. */
const char *arbi_read_step(arb_game *g, lua_State *L, int t, step *s)
{
    t = lua_absindex(L, t);
    const char *bad = all_known(L, t) ? read_step(g, L, t, s) : read_noted(g, L, t, s);
    if (!bad) s->conds = conditions_of(s);
    return bad;
}

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
    } else if (s->kind == S_PLAYER) {
        const char *bad = read_player(g, L, t, s);
        if (bad) return bad;
    } else if (s->kind == S_NUMBER) {
        const char *bad = read_number(L, t, s);
        if (bad) return bad;
        s->text = s->name;
        s->text2 = atom_of(g, L, t, "reason");
    } else if (s->kind != S_CLOSE && s->kind != S_AGAIN && !s->name && !s->own_slot)
        return "the step's kind names a string";
    const char *bad = read_if_value(g, L, t, s);
    if (!bad) bad = read_at_least(g, L, t, s);
    if (!bad) bad = read_any(g, L, t, s);
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
    s->if_rule = atom_of(g, L, t, "if_rule");
    s->unless_rule = atom_of(g, L, t, "unless_rule");
    if ((s->if_rule || s->unless_rule) && s->kind != S_REFUSE)
        return "if_rule and unless_rule are a grid judge's refuse steps'";
    if (s->holder && s->kind != S_SET && s->kind != S_ADD && s->kind != S_PAY)
        return "holder = \"value\" is a set's, an add's or a pay's";
    int has_bonus = lua_getfield(L, t, "bonus") != LUA_TNIL;
    lua_pop(L, 1);
    if (has_bonus && s->kind != S_ADD) return "bonus = { ... } is an add's (by = \"field\")";
    const char *bad_arg = read_arg_bounds(L, t, s);
    if (bad_arg) return bad_arg;
    if (s->borrow && s->kind != S_ABILITY) return "borrow = \"value\" is an ability step's";
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
    lua_getfield(L, t, "every_player");
    s->every = (uint8_t)lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (s->every && s->kind != S_DRAW && s->kind != S_MOVE_ALL)
        return "every_player = true goes with a move_all or a draw";
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
    if (s->kind == S_FLIP) {
        const char *face = arbi_atom_str(&g->atoms, s->name);
        if (strcmp(face, "up") && strcmp(face, "down")) return "flip = \"up\" or flip = \"down\" (the card's face)";
        s->n = !strcmp(face, "up");
    }
    if (s->kind == S_FILL) {
        s->to = atom_of(g, L, t, "from");
        s->text = atom_of(g, L, t, "log_drawn");
        if (!s->to) return "fill = \"grid\" needs from = \"pile\" (where its cards come from)";
    }
    if (s->kind == S_MOVE) {
        const char *at = (lua_getfield(L, t, "at"), lua_tostring(L, -1));
        s->at_bottom = at && !strcmp(at, "bottom");
        lua_pop(L, 1);
        return read_to(g, L, t, s);
    }
    if (s->kind == S_SET || s->kind == S_ADD) return read_value(g, L, t, s);
    if (s->kind == S_CLEAR || s->kind == S_ARG) return read_scope(g, L, t, s);
    return NULL;
}
