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
 *     log_drawn = "{p} draws {n} card{s}", log_refill = "..." }  as g:draw
 *   { set = "name", value = v }            p's value (scope = "game" or
 *   { add = "name", by = 1, expiry = "turn" }   "card": the game's, the
 *                                          card's); a name with "%s" is made
 *                                          per definition from the field
 *                                          `of` (no field: no step)
 *   { emit = "event" }                     g:emit(event, {card =, player = p})
 *   { ability = "slot" }                   the definition's function `slot`,
 *                                          through the card context (g:use)
 *   { expire = "tag" }                     g:expire(tag)
 *   { log = "{p} plays {card}" }           {p}: "p" and p's number, {card}:
 *                                          the card's name
 *   { close = true }                       the window closes (end turn)
 *   { pay = "name", of = "field" }         p's value less the definition's
 *                                          field (a cost)
 *   { own = "card" }                       p owns (and controls) the card
 *   { call = function(g, p, card) end }    Lua, for what data cannot say
 * A log or emit may say n = "field": {n} in the text, and with as = "key"
 * the event's argument `key`, is the definition's field (a cost).  Any
 * step may say if_value = "name" (or a list: any of them): only while p's
 * value is set; if_in = "zone": only while the card is in that zone (the
 * player's or a shared one), so that a step an earlier one made moot (a
 * card a call already placed) is skipped.
 * and any step may say `when = "field"`: only for a card whose definition
 * has that field (true, or a value), or `when = { field = "value" }`: only
 * for a card whose definition's field has that value.  What the kernel needs of each
 * definition (zones, keys, conditions) is worked out once, after the cards
 * load.  Only `emit` and `ability` call Lua -- and only when somebody
 * listens, or the definition has the ability -- and a choice asked there
 * suspends the steps like any Lua rule (lua_callk).
 */
#include "steps.h"
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

enum { S_MOVE = 1, S_MOVE_ALL, S_DRAW, S_SET, S_ADD, S_EMIT, S_ABILITY, S_EXPIRE, S_LOG, S_CLOSE, S_CALL,
       S_PAY, S_OWN };
#define MAX_IF 4                  /* values one step's if_value may name */
enum { ON_PLAYER = 0, ON_GAME, ON_CARD };

typedef struct step {
    uint8_t kind, scope, vtype, at_bottom;
    uint32_t name;            /* zone, value name (or its pattern), event, slot, tag, text */
    uint32_t to, refill;      /* zones */
    uint32_t by;              /* move: the field naming the zone */
    uint32_t *map;            /* move: pairs (field value atom, zone atom) */
    int nmap;
    uint32_t of;              /* add/set: the field filling "%s" */
    uint32_t when;            /* the field that must hold */
    uint32_t when_is;         /* ... and the value it must have, 0: any */
    uint32_t if_value[MAX_IF];  /* player values one of which must be set (0: none) */
    uint32_t if_in;           /* a zone the card must be in, 0: any */
    uint32_t num;             /* pay's `of`, a log's or emit's `n`: a definition field */
    uint32_t as;              /* emit: the argument that carries it */
    int32_t *num_of;          /* per definition: that field's integer (0: none) */
    uint32_t expiry;
    uint32_t text, text2;     /* draw: log_drawn, log_refill */
    int64_t n;                /* draw: cards; set/add: the value */
    uint32_t *per_def;        /* per definition: zone, key, or 0 (worked out) */
    uint8_t *when_of;         /* per definition: whether `when` holds */
} step;

struct arbi_prog {
    step *s;
    int n;
};

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
static void push_real(lua_State *L, int idx)
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
    push_real(L, m);
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

static const char *read_value(arb_game *g, lua_State *L, int t, step *s)
{
    const char *sc = (lua_getfield(L, t, "scope"), lua_tostring(L, -1));
    s->scope = !sc || !strcmp(sc, "player") ? ON_PLAYER : !strcmp(sc, "game") ? ON_GAME
             : !strcmp(sc, "card") ? ON_CARD : 255;
    lua_pop(L, 1);
    if (s->scope == 255) return "scope must be \"player\", \"game\" or \"card\"";
    s->of = atom_of(g, L, t, "of");
    s->expiry = atom_of(g, L, t, "expiry");
    if (s->kind == S_ADD) { s->n = int_of(L, t, "by", 1); return NULL; }
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
    {"call", S_CALL}, {"pay", S_PAY}, {"own", S_OWN},
};
#define KIND_LIST "move, move_all, draw, set, add, emit, ability, expire, log, close, call, pay or own"

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

/* One step, the table at index t. */
static const char *read_step(arb_game *g, lua_State *L, int t, step *s)
{
    memset(s, 0, sizeof *s);
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++) {
        if (lua_getfield(L, t, KINDS[i].key) != LUA_TNIL) {
            if (s->kind) { lua_pop(L, 1); return "a step is one of " KIND_LIST; }
            s->kind = (uint8_t)KINDS[i].kind;
            if (lua_type(L, -1) == LUA_TSTRING) s->name = arbi_atom(&g->atoms, lua_tostring(L, -1));
        }
        lua_pop(L, 1);
    }
    if (!s->kind) return "a step is one of " KIND_LIST;
    if (s->kind == S_CALL) {
        int fn = lua_getfield(L, t, "call") == LUA_TFUNCTION;
        lua_pop(L, 1);
        if (!fn) return "call = function(g, p, card) ... end";
    } else if (s->kind != S_CLOSE && !s->name) return "the step's kind names a string";
    const char *bad = read_if_value(g, L, t, s);
    if (bad) return bad;
    s->if_in = atom_of(g, L, t, "if_in");
    s->num = atom_of(g, L, t, s->kind == S_PAY ? "of" : "n");
    s->as = atom_of(g, L, t, "as");
    if (s->kind == S_PAY && !s->num) return "pay = \"value\" needs of = \"field\" (what it costs)";
    if (s->kind == S_OWN && strcmp(arbi_atom_str(&g->atoms, s->name), "card"))
        return "own = \"card\" (the option's card) is the only one";
    if (s->kind == S_MOVE && strcmp(arbi_atom_str(&g->atoms, s->name), "card"))
        return "move = \"card\" (the option's card) is the only move";
    if (lua_getfield(L, t, "when") == LUA_TTABLE) {
        push_real(L, -1);
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
    s->text2 = atom_of(g, L, t, "log_refill");
    if (s->kind == S_DRAW || s->kind == S_MOVE_ALL) {
        s->to = atom_of(g, L, t, "to");
        s->refill = atom_of(g, L, t, "refill");
        s->n = int_of(L, t, "n", 1);
        s->text = atom_of(g, L, t, "log_drawn");
        if (!s->to) return "needs to = \"zone\"";
    }
    if (s->kind == S_MOVE) {
        const char *at = (lua_getfield(L, t, "at"), lua_tostring(L, -1));
        s->at_bottom = at && !strcmp(at, "bottom");
        lua_pop(L, 1);
        return read_to(g, L, t, s);
    }
    if (s->kind == S_SET || s->kind == S_ADD) return read_value(g, L, t, s);
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

static int run_steps(lua_State *L);

/* Compiles the list of steps at index t into a new program of g's and
 * pushes the function that runs it; NULL, or what is wrong ("step 2: ...",
 * written into why[0..n)). */
const char *arbi_steps_compile(arb_game *g, lua_State *L, int t, char *why, size_t n)
{
    t = lua_absindex(L, t);
    arbi_prog p = {0};
    p.n = (int)luaL_len(L, t);
    if (p.n < 1) return "steps: a list of at least one step";
    p.s = calloc((size_t)p.n, sizeof *p.s);
    if (!p.s) return "out of memory";
    lua_newtable(L);                        /* the call steps' functions */
    int fns = lua_gettop(L);
    for (int i = 0; i < p.n; i++) {
        lua_geti(L, t, i + 1);              /* (a declaration may be frozen) */
        const char *bad = lua_istable(L, -1) ? read_step(g, L, lua_gettop(L), &p.s[i]) : "each step is a table";
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
    lua_pushlightuserdata(L, g);
    lua_pushinteger(L, g->nprogs++);
    lua_rotate(L, fns, -1);                 /* the functions last: upvalue 3 */
    lua_pushcclosure(L, run_steps, 3);
    return NULL;
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
                      : s->kind == S_SET || s->kind == S_ADD ? key_for(g, L, s) : 0;
        if (s->num) s->num_of[d] = num_for(g, L, s);
        s->when_of[d] = 1;
        if (s->when) {
            lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->when));
            s->when_of[d] = s->when_is ? lua_type(L, -1) == LUA_TSTRING
                                         && arbi_atom_find(&g->atoms, lua_tostring(L, -1)) == s->when_is
                                       : (uint8_t)lua_toboolean(L, -1);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    return 0;
}

int arbi_compile_steps(arb_game *g)
{
    lua_State *L = g->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->defs_ref);
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

/* ---- running ---------------------------------------------------------------- */

/* Who and what the steps act on: the arguments (g, p, card[, slot]) of a
 * cards or abilities option, (g, p) of a fixed one, or (g) of a phase's
 * step: the active player, no card. */
typedef struct actor { int p; arb_card_id c; int def; } actor;

static actor actor_of(lua_State *L, arb_game *g)
{
    actor a = { g->st.h.active, ARB_NONE, -1 };
    if (lua_gettop(L) >= 2) a.p = arbi_check_player(L, g, 2, 0);
    if (lua_gettop(L) >= 3) {
        a.c = arbi_check_card(L, g, 3);
        a.def = g->st.cards[a.c].def;
    }
    return a;
}

static arb_zone_id zone_of(lua_State *L, arb_game *g, uint32_t name, int p)
{
    arb_zone_id z = arbi_zone_find(&g->st, name, p);
    if (z == ARB_NONE) z = arbi_zone_find(&g->st, name, 0);
    if (z == ARB_NONE) luaL_error(L, "steps: no zone '%s' of p%d", arbi_atom_str(&g->atoms, name), p);
    return z;
}

/* A log line from a text with {p}, {card}, {n} and {s} (the plural's s). */
static void log_text(lua_State *L, arb_game *g, uint32_t text, const actor *a, long n)
{
    if (g->quiet || !text) return;
    char line[512];
    size_t len = 0;
    for (const char *s = arbi_atom_str(&g->atoms, text); *s && len < sizeof line - 1; s++) {
        const char *put = NULL;
        char num[24];
        if (!strncmp(s, "{p}", 3)) { snprintf(num, sizeof num, "p%d", a->p); put = num; s += 2; }
        else if (!strncmp(s, "{card}", 6) && a->c != ARB_NONE) { put = g->defs[a->def].name; s += 5; }
        else if (!strncmp(s, "{n}", 3)) { snprintf(num, sizeof num, "%ld", n); put = num; s += 2; }
        else if (!strncmp(s, "{s}", 3)) { put = n != 1 ? "s" : ""; s += 2; }
        if (!put) { line[len++] = *s; continue; }
        while (*put && len < sizeof line - 1) line[len++] = *put++;
    }
    line[len] = 0;                      /* (a line past 511 bytes is cut) */
    arbi_check_strings(L, g, sizeof(arbi_logline) + len + 1);
    arbi_push_log(g, line);
}

static void draw(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    arb_zone_id from = zone_of(L, g, s->name, a->p), to = zone_of(L, g, s->to, a->p);
    arb_zone_id refill = s->refill ? zone_of(L, g, s->refill, a->p) : ARB_NONE;
    int refills, got = arbi_pile_draw(g, from, to, s->n, refill, &refills);
    if (refills) log_text(L, g, s->text2, a, refills);
    if (got) log_text(L, g, s->text, a, got);
}

static uint32_t scope_of(const step *s, const actor *a)
{
    if (s->scope == ON_GAME) return 0;
    if (s->scope == ON_CARD) return ARBI_SCOPE(ARBI_SCOPE_CARD, a->c);
    return ARBI_SCOPE(ARBI_SCOPE_PLAYER, a->p);
}

static void value(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    uint32_t key = a->def >= 0 && s->per_def ? s->per_def[a->def] : s->name;
    if (!key || (s->scope == ON_CARD && a->c == ARB_NONE)) return;
    uint32_t scope = scope_of(s, a);
    if (s->kind == S_SET) {
        if (arbi_var_set(&g->st, scope, key, s->vtype, s->n, s->expiry)) luaL_error(L, "out of memory");
        return;
    }
    arbi_var *v = arbi_var_get(&g->st, scope, key);
    if (v && v->type != ARBI_VINT)
        luaL_error(L, "steps: '%s' does not hold a number", arbi_atom_str(&g->atoms, key));
    int64_t nv;
    if (__builtin_add_overflow(v ? v->value : 0, s->n, &nv))
        luaL_error(L, "steps: '%s' would overflow", arbi_atom_str(&g->atoms, key));
    if (v) v->value = nv, v->expiry = s->expiry ? s->expiry : v->expiry;
    else if (arbi_var_set(&g->st, scope, key, ARBI_VINT, nv, s->expiry)) luaL_error(L, "out of memory");
}

/* The step's per-definition number (n = "field", pay's of) for the card. */
static int32_t num(const step *s, const actor *a)
{
    return s->num_of && a->def >= 0 ? s->num_of[a->def] : 0;
}

static void pay(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_PLAYER, a->p);
    arbi_var *v = arbi_var_get(&g->st, scope, s->name);
    if (v && v->type != ARBI_VINT) luaL_error(L, "steps: '%s' does not hold a number", arbi_atom_str(&g->atoms, s->name));
    int64_t nv = (v ? v->value : 0) - num(s, a);
    if (v) v->value = nv;
    else if (arbi_var_set(&g->st, scope, s->name, ARBI_VINT, nv, 0)) luaL_error(L, "out of memory");
}

static void own(lua_State *L, arb_game *g, const actor *a)
{
    if (a->c == ARB_NONE) luaL_error(L, "steps: own = \"card\" outside a card's option");
    g->st.cards[a->c].owner = (int8_t)a->p;
    g->st.cards[a->c].controller = (int8_t)a->p;
}

static void move_card(lua_State *L, arb_game *g, const step *s, const actor *a)
{
    if (a->c == ARB_NONE) luaL_error(L, "steps: move = \"card\" outside a card's option");
    uint32_t name = s->per_def ? s->per_def[a->def] : s->to;
    if (!name) luaL_error(L, "steps: %s has no zone to move to", g->defs[a->def].name);
    const char *why;
    if (arbi_card_move(&g->st, a->c, zone_of(L, g, name, a->p), s->at_bottom ? -1 : 0, &why))
        luaL_error(L, "steps: %s", why);
}

/* Pushes g's method `name` and g; the caller pushes the rest. */
static void method(lua_State *L, const char *name)
{
    lua_getfield(L, 1, name);
    lua_pushvalue(L, 1);
}

static int go(lua_State *L, int pc);

/* Whether one of player p's values named in keys is set: there, and
 * neither false nor 0. */
static int value_set(const arb_game *g, int p, const uint32_t *keys)
{
    for (int i = 0; i < MAX_IF && keys[i]; i++) {
        const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), keys[i]);
        if (v && v->value != 0) return 1;
    }
    return 0;
}

/* Whether the actor's card is in zone `name` (p's, or a shared one). */
static int card_in(const arb_game *g, const actor *a, uint32_t name)
{
    if (a->c == ARB_NONE) return 0;
    int32_t z = g->st.cards[a->c].zone;
    return z >= 0 && g->st.zones[z].name == name && (g->st.zones[z].owner == a->p || g->st.zones[z].owner == 0);
}


static int resume_at(lua_State *L, int status, lua_KContext pc)
{
    (void)status;
    return go(L, (int)pc + 1);
}

/* Calls Lua for step pc: an event's listeners, the card's ability, or the
 * step's own function.  Returns 0 when nothing needed calling. */
static int call_lua(lua_State *L, arb_game *g, const step *s, const actor *a, int pc)
{
    if (s->kind == S_CALL) {
        lua_rawgeti(L, lua_upvalueindex(3), pc + 1);
        lua_pushvalue(L, 1);
        lua_pushinteger(L, a->p);
        if (a->c != ARB_NONE) lua_pushinteger(L, a->c + 1); else lua_pushnil(L);
        lua_callk(L, 3, 0, pc, resume_at);
        return 1;
    }
    if (s->kind == S_EMIT) {
        if (!arbi_has_handlers(g, s->name)) return 0;
        method(L, "emit");
        lua_pushstring(L, arbi_atom_str(&g->atoms, s->name));
        lua_createtable(L, 0, 2);
        if (a->c != ARB_NONE) { lua_pushinteger(L, a->c + 1); lua_setfield(L, -2, "card"); }
        lua_pushinteger(L, a->p);
        lua_setfield(L, -2, "player");
        if (s->as) { lua_pushinteger(L, num(s, a)); lua_setfield(L, -2, arbi_atom_str(&g->atoms, s->as)); }
        lua_callk(L, 3, 0, pc, resume_at);
        return 1;
    }
    if (a->c == ARB_NONE) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->defs_ref);
    lua_rawgeti(L, -1, a->def + 1);
    int fn = lua_getfield(L, -1, arbi_atom_str(&g->atoms, s->name)) == LUA_TFUNCTION;
    lua_replace(L, -3);
    lua_pop(L, 1);
    if (!fn) return lua_pop(L, 1), 0;
    int f = lua_gettop(L);
    method(L, "use");
    lua_pushinteger(L, a->c + 1);
    lua_pushinteger(L, a->p);
    lua_pushvalue(L, f);
    lua_remove(L, f);
    lua_callk(L, 4, 0, pc, resume_at);
    return 1;
}

/* Runs the steps from pc on; returns what the function returns. */
static int go(lua_State *L, int pc)
{
    arb_game *g = GAME(L);
    const arbi_prog *p = &g->progs[lua_tointeger(L, lua_upvalueindex(2))];
    actor a = actor_of(L, g);
    for (; pc < p->n; pc++) {
        const step *s = &p->s[pc];
        if (a.def >= 0 && s->when_of && !s->when_of[a.def]) continue;
        if (a.def < 0 && s->when) continue;
        if (s->if_value[0] && !value_set(g, a.p, s->if_value)) continue;
        if (s->if_in && !card_in(g, &a, s->if_in)) continue;
        switch (s->kind) {
        case S_MOVE: move_card(L, g, s, &a); break;
        case S_MOVE_ALL: {
            arb_zone_id from = zone_of(L, g, s->name, a.p), to = zone_of(L, g, s->to, a.p);
            if (from != to) while (arbi_move_top(g, from, to) == 0) {}
            break;
        }
        case S_DRAW: draw(L, g, s, &a); break;
        case S_SET: case S_ADD: value(L, g, s, &a); break;
        case S_EXPIRE: arbi_var_expire(&g->st, s->name); arbi_effect_expire(&g->st, s->name); break;
        case S_LOG: log_text(L, g, s->name, &a, num(s, &a)); break;
        case S_PAY: pay(L, g, s, &a); break;
        case S_OWN: own(L, g, &a); break;
        case S_CLOSE: lua_pushboolean(L, 1); return 1;
        default: call_lua(L, g, s, &a, pc); break;
        }
    }
    return 0;
}

static int run_steps(lua_State *L)
{
    ARBI_WRITES(L, "steps");
    return go(L, 0);
}

/* steps{ ... } -> the function that runs them, fn(g, p, card): for rules
 * that call the same steps from Lua as well (a "play all" that plays each
 * card as one play does).  Only while the game loads: programs are kept
 * for the game's life. */
static int l_steps(lua_State *L)
{
    arb_game *g = lua_touserdata(L, lua_upvalueindex(1));
    if (g->steps_closed) return luaL_error(L, "steps{} declares rules while the game loads, not after");
    luaL_checktype(L, 1, LUA_TTABLE);
    char why[200];
    const char *bad = arbi_steps_compile(g, L, 1, why, sizeof why);
    if (bad) return luaL_error(L, "%s", bad);
    return 1;
}

void arbi_open_steps(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_steps, 1);
    lua_setfield(L, -2, "steps");
}
