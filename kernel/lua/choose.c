/*
 * choose.c -- g:choose, the one way a rule or a card asks a player, as a
 * kernel service: g:choose(player, prompt, options, opts) -> value, index.
 *
 * Options are card ids, strings, or { label =, value =, player = } tables;
 * an option with another player is one that player may take instead (a
 * reaction asked in the middle of a procedure).  opts: reason, optional
 * (adds a "none" option that returns nil), none (its label), auto (take a
 * single option without asking), where (a card's label names its zone:
 * "Scout (hand)", "Cutter (trade row)").  The decision is set in C and the running
 * unit yields (lua_yieldk) until the answer resumes it; resumed with 0, an
 * edit happened, and the same question is asked again.  A card option's
 * label -- the ruleset's card_label, or the card's name -- is made only when
 * somebody reads it (options.c, arbi_label_all), so that a simulation,
 * whose labels nobody reads, makes none.  g:choose_number(player, prompt,
 * lo, hi, opts) -> n asks for a number from lo to hi, its options made in
 * C with no Lua table per number (a partial attack, damage to split).
 * g:choose_in(player, prompt, zones, opts) -> card, index offers the cards
 * of a zone or a list of zones (each top first), listed in C with no Lua
 * table at all (scrap a card from your hand or discard pile); with no card
 * there it returns nil without asking, optional or not.  A prompt
 * may be a function(g) -> text, called only when somebody reads it, so
 * that a simulation formats none; so may the labels of card options:
 * opts.label = function(g, card) -> text labels each card offered (of a
 * list or of zones) when somebody reads the options, instead of the
 * card's name ("reveal (1,2)" for the card there), with no option table
 * and no text made in a simulation.
 */
#include "lapi.h"
#include "options.h"
#include "steps.h"

#define REFRESH 0                 /* resumed with 0: an edit happened, ask again */
#define MAX_OPTIONS 100000        /* options one choice may offer */

enum { A_G = 1, A_PLAYER, A_PROMPT, A_OPTIONS, A_OPTS, A_N };

/* What A_OPTIONS holds, kept with `optional` in the continuation's context:
 * a list of options or a number (g:choose_number), or zones (g:choose_in). */
enum { OPTIONAL = 1, ZONES = 2 };

/* opts[key] if a string (left on the stack), else dflt. */
static const char *opt_string(lua_State *L, const char *key, const char *dflt)
{
    if (!lua_istable(L, A_OPTS)) return dflt;
    if (lua_getfield(L, A_OPTS, key) == LUA_TNIL) return lua_pop(L, 1), dflt;
    return luaL_checkstring(L, -1);
}

static int opt_flag(lua_State *L, const char *key)
{
    if (!lua_istable(L, A_OPTS)) return 0;
    int on = (lua_getfield(L, A_OPTS, key), lua_toboolean(L, -1));
    lua_pop(L, 1);
    return on;
}

/* Adds option i (on top of L, popped) for player p; where: a card's label
 * says the zone it is in; lazy: how a card's label is made (1: its name,
 * ARBI_LABEL_CHOICE: opts.label, and then every option must be a card). */
static void add_option(lua_State *L, arb_game *g, int p, int where, int lazy)
{
    arbi_option o = { .player = p, .fam = -1, .card = -1, .slot = where };
    const char *label = NULL;
    if (lazy == ARBI_LABEL_CHOICE && lua_type(L, -1) != LUA_TNUMBER)
        luaL_error(L, "g:choose with opts.label offers cards only (an option is a %s)", luaL_typename(L, -1));
    switch (lua_type(L, -1)) {
    case LUA_TNUMBER:
        o.card = arbi_check_card(L, g, -1);
        o.lazy = (uint8_t)lazy;
        g->labels_pending = 1;
        break;
    case LUA_TTABLE:
        if (lua_getfield(L, -1, "player") != LUA_TNIL) o.player = arbi_check_player(L, g, -1, 0);
        lua_getfield(L, -2, "label");
        label = lua_tostring(L, -1);
        if (!label) luaL_error(L, "an option table needs label = a string");
        break;
    default:
        label = luaL_tolstring(L, -1, NULL);
    }
    arbi_option *n = arbi_decision_new(&g->dec, label);
    if (!n) luaL_error(L, "out of memory");
    n->player = o.player;
    n->card = o.card;
    n->slot = o.slot;
    n->lazy = o.lazy;
    lua_settop(L, A_N);
}

/* Begins the decision of this g:choose, g:choose_number or g:choose_in;
 * returns who must choose.  A prompt function is kept (the registry, under
 * the key arbi_choice_prompt) for the first reader of the prompt. */
static int begin(lua_State *L, arb_game *g)
{
    arbi_lua_may_ask(L, g);
    int p = arbi_check_player(L, g, A_PLAYER, 0);      /* a decision belongs to a real player */
    int lazy = lua_isfunction(L, A_PROMPT);
    const char *prompt = lazy ? "" : luaL_checkstring(L, A_PROMPT);
    const char *reason = opt_string(L, "reason", "");
    arbi_labels_forget(g);
    if (arbi_decision_begin(&g->dec, p, prompt, reason)) luaL_error(L, "out of memory");
    if (lazy) {
        lua_pushvalue(L, A_PROMPT);
        lua_rawsetp(L, LUA_REGISTRYINDEX, arbi_choice_prompt(g));
        g->dec.lazy_prompt = ARBI_PROMPT_CHOICE;
        g->labels_pending = 1;
    }
    lua_settop(L, A_N);
    return p;
}

/* Counts the cards of zone z into *n, or (want > 0) finds the want-th of
 * all counted so far: 1 when found (*found), else 0. */
static int walk_zone(const arb_game *g, arb_zone_id z, lua_Integer want, lua_Integer *n, arb_card_id *found)
{
    int count = g->st.zones[z].count, cell = 0;
    if (!want || want > *n + count) { *n += count; return 0; }
    for (int k = 1; k <= count; k++) {
        arb_card_id c = arbi_nth_card(&g->st, z, k, &cell);
        if (++*n == want) { *found = c; return 1; }
    }
    return 0;
}

/* Offers the cards of zone z to player p, labelled when read (where: with
 * the zone each is in; lazy: by name, or by opts.label); 0, or -1 out of
 * memory. */
static int offer_zone_c(arb_game *g, int p, arb_zone_id z, int where, int lazy)
{
    int count = g->st.zones[z].count, cell = 0;
    for (int k = 1; k <= count; k++) {
        arbi_option *o = arbi_decision_new(&g->dec, NULL);
        if (!o) return -1;
        o->player = p;
        o->card = arbi_nth_card(&g->st, z, k, &cell);
        o->slot = where;
        o->lazy = (uint8_t)lazy;
    }
    g->labels_pending = 1;
    return 0;
}

static void offer_zone(lua_State *L, arb_game *g, int p, arb_zone_id z, int where, int lazy)
{
    if (offer_zone_c(g, p, z, where, lazy)) luaL_error(L, "out of memory");
}

/* The zone of A_OPTIONS (a zone, or a list of zones) at position i. */
static arb_zone_id zone_at(lua_State *L, arb_game *g, lua_Integer i)
{
    if (!lua_istable(L, A_OPTIONS)) return arbi_check_zone(L, g, A_OPTIONS);
    lua_geti(L, A_OPTIONS, i);
    arb_zone_id z = arbi_check_zone(L, g, -1);
    lua_pop(L, 1);
    return z;
}

static lua_Integer zones_in(lua_State *L)
{
    return lua_istable(L, A_OPTIONS) ? (lua_Integer)luaL_len(L, A_OPTIONS) : 1;
}

/* The cards of A_OPTIONS's zones, in order (each zone's top first, a
 * grid's by cell): how many, or (want > 0) the want-th. */
static lua_Integer zone_cards(lua_State *L, arb_game *g, lua_Integer want, arb_card_id *found)
{
    lua_Integer nz = zones_in(L), n = 0;
    for (lua_Integer i = 1; i <= nz; i++)
        if (walk_zone(g, zone_at(L, g, i), want, &n, found)) return n;
    return n;
}

static void offer_zone_cards(lua_State *L, arb_game *g, int p, int where, int lazy)
{
    lua_Integer nz = zones_in(L);
    for (lua_Integer i = 1; i <= nz; i++) offer_zone(L, g, p, zone_at(L, g, i), where, lazy);
}

/* A choose step's cards (stepflow.c): of zones z[0..nz), in order. */
int arbi_cards_of_zones(const arb_game *g, const arb_zone_id *z, int nz)
{
    lua_Integer n = 0;
    for (int i = 0; i < nz; i++) walk_zone(g, z[i], 0, &n, NULL);
    return (int)n;
}

arb_card_id arbi_card_of_zones(const arb_game *g, const arb_zone_id *z, int nz, int i)
{
    lua_Integer n = 0;
    arb_card_id c = ARB_NONE;
    for (int k = 0; k < nz; k++) if (walk_zone(g, z[k], i, &n, &c)) return c;
    return ARB_NONE;
}

/* Writes n in decimal into buf[24] (a number's label; snprintf costs a
 * choice of numbers more than the rest of it). */
static const char *decimal(long long n, char *buf)
{
    char *e = buf + 23, *s = e;
    unsigned long long u = n < 0 ? 0ULL - (unsigned long long)n : (unsigned long long)n;
    *s = 0;
    do *--s = (char)('0' + u % 10); while (u /= 10);
    if (n < 0) *--s = '-';
    return s;
}

/* A decision may be asked from Lua only while the game runs: not by a
 * view, a bot or a label (a reader), nor by an edit or a query. */
void arbi_lua_may_ask(lua_State *L, arb_game *g)
{
    if (g->reader && g->reader != arbi_listing) arbi_refuse_write(L, g, "choose");
    if (g->in_edit) luaL_error(L, "edits and queries cannot ask for decisions");
}

int arbi_ask_begin(arb_game *g, int p, const char *prompt, const char *reason)
{
    arbi_labels_forget(g);
    return arbi_decision_begin(&g->dec, p, prompt, reason) ? -1 : 0;
}

/* The decision of a choose step: p picks one of those cards (labelled when
 * read; where: with the zone), or "none" (its label `none`) if optional. */
int arbi_ask_cards_c(arb_game *g, int p, const char *prompt, const char *reason,
                     const arb_zone_id *z, int nz, int optional, const char *none, int where)
{
    if (arbi_ask_begin(g, p, prompt, reason)) return -1;
    for (int i = 0; i < nz; i++) if (offer_zone_c(g, p, z[i], where, 1)) return -1;
    return optional && arbi_decision_option(&g->dec, none ? none : "none", p) ? -1 : 0;
}

/* The decision of a choose_number step: the numbers lo..hi, in order. */
int arbi_ask_numbers_c(arb_game *g, int p, const char *prompt, const char *reason, int64_t lo, int64_t hi)
{
    if (hi >= lo && (lo < -(1LL << 52) || hi > (1LL << 52) || hi - lo >= MAX_OPTIONS)) return -2;
    if (arbi_ask_begin(g, p, prompt, reason)) return -1;
    char buf[24];
    for (int64_t n = lo; n <= hi; n++)
        if (arbi_decision_option(&g->dec, decimal((long long)n, buf), p)) return -1;
    return 0;
}

const char arbi_too_many_numbers[] = "choose_number: a choice of more than 100000 numbers, or numbers past 2^52";

/* The decision of a choice among an ability's verbs: one option per label. */
int arbi_ask_labels_c(arb_game *g, int p, const char *prompt, const char *reason,
                      const uint32_t *labels, int n)
{
    if (arbi_ask_begin(g, p, prompt, reason)) return -1;
    for (int i = 0; i < n; i++)
        if (arbi_decision_option(&g->dec, arbi_atom_str(&g->atoms, labels[i]), p)) return -1;
    return 0;
}

/* The decision of a choose_player step: one option per player, "p2". */
int arbi_ask_players_c(arb_game *g, int p, const char *prompt, const char *reason, const int *q, int n)
{
    if (arbi_ask_begin(g, p, prompt, reason)) return -1;
    char label[16];
    for (int i = 0; i < n; i++) {
        snprintf(label, sizeof label, "p%d", q[i]);
        if (arbi_decision_option(&g->dec, label, p)) return -1;
    }
    return 0;
}

/* opts.label: a function is kept (the registry, under the key
 * arbi_choice_label) to label the card options when read, and the cards'
 * lazy is then ARBI_LABEL_CHOICE; else 1 (by the card's name). */
static int label_fn(lua_State *L, arb_game *g)
{
    if (!lua_istable(L, A_OPTS)) return 1;
    int ty = lua_getfield(L, A_OPTS, "label");
    if (ty == LUA_TNIL) return lua_pop(L, 1), 1;
    if (ty != LUA_TFUNCTION) luaL_error(L, "opts.label must be a function(g, card) -> text");
    lua_rawsetp(L, LUA_REGISTRYINDEX, arbi_choice_label(g));
    return ARBI_LABEL_CHOICE;
}

/* Sets the decision of this g:choose (A_OPTIONS a list), g:choose_number
 * (A_OPTIONS its lowest number) or g:choose_in (mode ZONES); n options, and
 * "none" if optional. */
static void decide(lua_State *L, arb_game *g, lua_Integer n, int mode)
{
    int p = begin(L, g), optional = mode & OPTIONAL;
    int where = opt_flag(L, "where"), lazy = label_fn(L, g);
    lua_Integer lo = lua_isinteger(L, A_OPTIONS) ? lua_tointeger(L, A_OPTIONS) : 0;
    if (mode & ZONES) offer_zone_cards(L, g, p, where, lazy), n = 0;
    for (lua_Integer i = 1; i <= n; i++) {
        if (!lua_istable(L, A_OPTIONS)) {
            char buf[24];
            if (arbi_decision_option(&g->dec, decimal((long long)(lo + i - 1), buf), p))
                luaL_error(L, "out of memory");
            continue;
        }
        lua_geti(L, A_OPTIONS, i);
        add_option(L, g, p, where, lazy);
    }
    if (optional) {
        const char *none = opt_string(L, "none", "none");
        if (arbi_decision_option(&g->dec, none, p)) luaL_error(L, "out of memory");
        lua_settop(L, A_N);
    }
}

/* Returns option i's value (its table's `value`, if it has one; the
 * number of a g:choose_number; the card of a g:choose_in) and i. */
static int chosen(lua_State *L, lua_Integer i, int mode)
{
    if (mode & ZONES) {
        arb_card_id c = ARB_NONE;
        zone_cards(L, GAME(L), i, &c);
        arbi_push_card(L, c);
        lua_pushinteger(L, i);
        return 2;
    }
    if (!lua_istable(L, A_OPTIONS)) {
        lua_pushinteger(L, lua_tointeger(L, A_OPTIONS) + i - 1);
        lua_pushinteger(L, i);
        return 2;
    }
    if (lua_geti(L, A_OPTIONS, i) == LUA_TTABLE) {
        if (lua_getfield(L, -1, "value") != LUA_TNIL) lua_remove(L, -2);
        else lua_pop(L, 1);
    }
    lua_pushinteger(L, i);
    return 2;
}

static int answered(lua_State *L, int status, lua_KContext mode)
{
    (void)status;
    arb_game *g = GAME(L);
    lua_Integer i = lua_tointeger(L, -1);
    lua_Integer n = lua_tointeger(L, A_N);
    if (i == REFRESH) {
        if (g->st.h.over) return lua_pushnil(L), 1;       /* an edit ended the game */
        lua_settop(L, A_N - 1);
        if (mode & ZONES) n = zone_cards(L, g, 0, NULL);  /* the edit may have moved cards */
        lua_pushinteger(L, n);
        decide(L, g, n, (int)mode);
        return lua_yieldk(L, 0, mode, answered);
    }
    if (i < 1 || i > n) return lua_pushnil(L), 1;
    return chosen(L, i, (int)mode);
}

/* How many options the list holds: up to its first nil, as ipairs counts
 * (a frozen list reads through its metatable; a __len or __index that
 * never ends is stopped at MAX_OPTIONS, since the loops here are C's and no
 * instruction budget reaches them). */
static lua_Integer count_options(lua_State *L)
{
    lua_Integer n = 0;
    while (lua_geti(L, A_OPTIONS, n + 1) != LUA_TNIL) {
        lua_pop(L, 1);
        if (++n > MAX_OPTIONS) luaL_error(L, "a choice of more than %d options", MAX_OPTIONS);
    }
    lua_pop(L, 1);
    return n;
}

/* Asks from the stack (g, p, prompt, lo-or-list-or-zones, opts, n) as
 * laid out; mode ZONES for g:choose_in. */
static int ask(lua_State *L, arb_game *g, lua_Integer n, int mode)
{
    if (opt_flag(L, "optional")) mode |= OPTIONAL;
    if (n == 0 && !(mode & OPTIONAL)) return lua_pushnil(L), 1;
    if (n == 1 && !(mode & OPTIONAL) && opt_flag(L, "auto")) return chosen(L, 1, mode);
    if (!lua_isyieldable(L)) {
        luaL_where(L, 2);
        return luaL_error(L, "%sa decision can only be asked while the game runs "
                             "(not from an edit or a view)", lua_tostring(L, -1));
    }
    decide(L, g, n, mode);
    return lua_yieldk(L, 0, mode, answered);
}

static int l_choose(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_settop(L, A_OPTS);
    luaL_checktype(L, A_OPTIONS, LUA_TTABLE);
    lua_Integer n = count_options(L);
    lua_pushinteger(L, n);                                 /* A_N */
    return ask(L, g, n, 0);
}

/* g:choose_number(p, prompt, lo, hi, opts): lo > hi offers nothing (nil). */
static int l_choose_number(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_settop(L, A_OPTS + 1);
    lua_Integer lo = luaL_checkinteger(L, 4), hi = luaL_checkinteger(L, 5);
    if (hi >= lo && (lo < -(1LL << 52) || hi > (1LL << 52) || hi - lo >= MAX_OPTIONS))   /* (no overflow) */
        return luaL_error(L, "a choice of more than %d numbers, or numbers past 2^52", MAX_OPTIONS);
    lua_rotate(L, A_OPTS, -1);                             /* opts to A_OPTS, hi on top */
    lua_pop(L, 1);
    lua_pushinteger(L, lo);                                /* (3.0 is 3) */
    lua_replace(L, A_OPTIONS);
    if (!lua_isnil(L, A_OPTS)) luaL_checktype(L, A_OPTS, LUA_TTABLE);
    lua_Integer n = hi >= lo ? hi - lo + 1 : 0;
    lua_pushinteger(L, n);                                 /* A_N */
    return ask(L, g, n, 0);
}

/* g:choose_in(p, prompt, zones, opts): zones a zone or a list of zones. */
static int l_choose_in(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_settop(L, A_OPTS);
    if (!lua_istable(L, A_OPTIONS)) arbi_check_zone(L, g, A_OPTIONS);
    if (!lua_isnil(L, A_OPTS)) luaL_checktype(L, A_OPTS, LUA_TTABLE);
    lua_Integer n = zone_cards(L, g, 0, NULL);
    if (n == 0) return lua_pushnil(L), 1;                  /* no card: no choice, even optional */
    lua_pushinteger(L, n);                                 /* A_N */
    return ask(L, g, n, ZONES);
}

/* Adds choose, choose_number and choose_in to the game table on top of L. */
void arbi_open_choose(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_choose, 1);
    lua_setfield(L, -2, "choose");
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_choose_number, 1);
    lua_setfield(L, -2, "choose_number");
    lua_pushlightuserdata(L, g);
    lua_pushcclosure(L, l_choose_in, 1);
    lua_setfield(L, -2, "choose_in");
}
