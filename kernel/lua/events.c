/*
 * events.c -- finding who listens when an event happens.
 *
 * g:emit(event, args) (emit.c) asks here for the handlers that listen:
 * the `on[event]` functions of cards in the ruleset's trigger zones, and
 * the effects (g:add_effect) hooked to the event.  Which events each
 * definition listens to is read once, when the cards are loaded, so an
 * event nobody listens to costs a scan of the trigger zones in C and no
 * Lua at all.  The kernel sorts them by the trigger order and, for an
 * event the ruleset declares, keeps its listeners (whose, face_up).  For
 * an emit step's event whose handlers are all written as verbs that run in
 * C, in an order the kernel sorts, arbi_emit_c runs those itself.
 */
#include "events.h"
#include "steps.h"
#include "options.h"
#include "lapi.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_EVENTS 64             /* distinct events the definitions listen to */

static const char *const ORDERS[] = { "oldest_first", "newest_first", "active_first",
                                      "active_chooses", "apnap", NULL };

/* The policy named by the value on top of L (popped), into *order:
 * a name, a function (ARBI_BY_FUNCTION), or nil (keeps *order). */
static int policy_of(arb_game *g, lua_State *L, const char *what, int *order)
{
    int ty = lua_type(L, -1);
    if (ty == LUA_TFUNCTION) *order = ARBI_BY_FUNCTION;
    else if (ty == LUA_TSTRING) {
        const char *s = lua_tostring(L, -1);
        int k = 0;
        while (ORDERS[k] && strcmp(ORDERS[k], s)) k++;
        if (!ORDERS[k]) {
            arbi_fail(g, ARB_ESCRIPT, "unknown trigger order '%s'%s (the orders: oldest_first, "
                      "newest_first, active_first, active_chooses, apnap, or a function)", s, what);
            lua_pop(L, 1);
            return -1;
        }
        *order = k;
    }
    lua_pop(L, 1);
    return 0;
}

/* Reads P.trigger_order, the game's policy, then P.event_orders,
 * P.event_flags and P.event_logs: every event the ruleset declares (events
 * = { name = { order = ..., whose = ... } }) with its order (false: the
 * game's), the rules the kernel must know of it (ARBI_EV_*) and the log
 * line before each of its handlers.  On top of L: P. */
static int read_order(arb_game *g)
{
    lua_State *L = g->L;
    g->torder = ARBI_ACTIVE_FIRST;
    lua_getfield(L, -1, "trigger_order");
    if (policy_of(g, L, "", &g->torder)) return -1;
    g->nevdecl = 0;
    lua_getfield(L, -1, "event_flags");                        /* (below event_orders) */
    if (lua_getfield(L, -2, "event_orders") != LUA_TTABLE) { lua_pop(L, 2); return 0; }
    int tbl = lua_gettop(L), n;
    for (lua_pushnil(L); lua_next(L, tbl); lua_pop(L, 1)) {
        if (lua_type(L, -2) != LUA_TSTRING) {
            lua_pop(L, 4);
            return arbi_fail(g, ARB_ESCRIPT, "an event's name must be a string"), -1;
        }
    }
    const char **key = arbi_sorted_keys(L, tbl, &n);           /* (one order in every state) */
    if (!key) return lua_pop(L, 2), arbi_fail(g, ARB_ENOMEM, "out of memory"), -1;
    for (int i = 0; i < n; i++) {
        int k = g->nevdecl, order = g->torder;
        char what[200];
        snprintf(what, sizeof what, " for event '%s'", key[i]);
        if (k == (int)(sizeof g->ev_decl / sizeof *g->ev_decl)) {
            free(key);
            lua_pop(L, 2);
            return arbi_fail(g, ARB_ESCRIPT, "more than %d events declared (events = {...}, with an order of their own)", k), -1;
        }
        lua_getfield(L, tbl, key[i]);
        if (policy_of(g, L, what, &order)) { free(key); lua_pop(L, 2); return -1; }
        size_t len = strlen(key[i]);
        g->ev_decl[k] = arbi_atom(&g->atoms, key[i]);
        g->ev_order[k] = (int8_t)order;
        g->ev_flags[k] = (uint8_t)(lua_istable(L, tbl - 1) && lua_getfield(L, tbl - 1, key[i]) == LUA_TNUMBER
                                   ? lua_tointeger(L, -1) : 0);
        if (lua_istable(L, tbl - 1)) lua_pop(L, 1);
        g->ev_log[k] = 0;
        if (lua_getfield(L, tbl - 2, "event_logs") == LUA_TTABLE && lua_getfield(L, -1, key[i]) == LUA_TSTRING)
            g->ev_log[k] = arbi_atom(&g->atoms, lua_tostring(L, -1));
        lua_settop(L, tbl);
        g->ev_prefix[k] = len > 0 && len < 256 && key[i][len - 1] == '*' ? (int16_t)(len - 1) : -1;
        g->nevdecl++;
    }
    free(key);
    lua_pop(L, 2);
    return 0;
}

/* The declaration event a falls under: its own, or that of a pattern
 * "prefix*" it matches; -1: none. */
int arbi_event_decl(const arb_game *g, uint32_t a)
{
    const char *event = NULL;
    for (int k = 0; k < g->nevdecl; k++) {
        if (g->ev_decl[k] == a) return k;
        int n = g->ev_prefix[k];
        if (n < 0) continue;
        if (!event) event = arbi_atom_str(&g->atoms, a);
        if (!strncmp(arbi_atom_str(&g->atoms, g->ev_decl[k]), event, (size_t)n)) return k;
    }
    return -1;
}

/* The trigger order of event a: its declaration's, or the game's. */
static int order_of(const arb_game *g, uint32_t a)
{
    int k = arbi_event_decl(g, a);
    return k < 0 ? g->torder : g->ev_order[k];
}

/* Reads P.trigger_zones (names) and P.trigger_order after the ruleset is
 * set; on top of L: P. */
int arbi_read_trigger_zones(arb_game *g)
{
    lua_State *L = g->L;
    if (read_order(g)) return -1;
    lua_getfield(L, -1, "trigger_zones");
    int n = lua_istable(L, -1) ? (int)luaL_len(L, -1) : 0;
    g->tzone_name = calloc((size_t)(n ? n : 1), sizeof *g->tzone_name);
    if (!g->tzone_name) { lua_pop(L, 1); return -1; }
    for (int i = 0; i < n; i++) {
        lua_rawgeti(L, -1, i + 1);
        const char *s = lua_tostring(L, -1);
        if (s) g->tzone_name[g->ntzones++] = arbi_atom(&g->atoms, s);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    g->tzone_key = -1;
    return 0;
}

/* Replaces the frozen table at the top of L with the real one behind it
 * (a frozen table is an empty proxy whose __index is the real table). */
static void unfreeze(lua_State *L)
{
    if (!lua_getmetatable(L, -1)) return;
    if (lua_getfield(L, -1, "__index") == LUA_TTABLE) {
        lua_replace(L, -3);
        lua_pop(L, 1);
        return;
    }
    lua_pop(L, 2);
}

/* The events definition d's `on` table names, as bits of g->events; the
 * definition is on top of L. */
static uint64_t events_of(arb_game *g, lua_State *L)
{
    uint64_t bits = 0;
    int top = lua_gettop(L), n;
    if (lua_getfield(L, -1, "on") != LUA_TTABLE) { lua_settop(L, top); return 0; }
    unfreeze(L);
    const char **key = arbi_sorted_keys(L, lua_gettop(L), &n);
    if (!key) luaL_error(L, "out of memory");
    for (int i = 0; i < n; i++) {
        uint32_t a = arbi_atom(&g->atoms, key[i]);
        int k = 0;
        while (k < g->nevents && g->events[k] != a) k++;
        if (k == g->nevents && g->nevents < MAX_EVENTS) g->events[g->nevents++] = a;
        if (k < MAX_EVENTS) bits |= 1ull << k;
    }
    free(key);
    lua_settop(L, top);
    return bits;
}

/* After the cards are loaded (and after a reload): which events each
 * definition listens to. */
int arbi_compile_events(arb_game *g)
{
    lua_State *L = g->L;
    uint64_t *on = realloc(g->def_on, sizeof *on * (size_t)(g->ndefs ? g->ndefs : 1));
    if (!on) return -1;
    g->def_on = on;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    for (int d = 0; d < g->ndefs; d++) {
        lua_rawgeti(L, -1, d + 1);
        g->def_on[d] = lua_istable(L, -1) ? events_of(g, L) : 0;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return 0;
}

/* The ids of the trigger zones, worked out again when zones were added or
 * a snapshot with fewer zones restored (zone ids never change once made),
 * and after a restart or a restore (tzone_key -1: another setup may have
 * laid the same number of zones out otherwise). */
static const int32_t *trigger_zones(arb_game *g, int *n)
{
    int key = g->st.h.nzones * 64 + g->st.h.nplayers;
    if (key != g->tzone_key) {
        int cap = g->ntzones * (g->st.h.nplayers + 1), k = 0;
        int32_t *ids = realloc(g->tzone_ids, sizeof *ids * (size_t)(cap ? cap : 1));
        if (!ids) { *n = 0; return NULL; }
        g->tzone_ids = ids;
        for (int i = 0; i < g->ntzones; i++)
            for (int p = 0; p <= g->st.h.nplayers; p++) {
                arb_zone_id z = arbi_zone_find(&g->st, g->tzone_name[i], p);
                if (z != ARB_NONE) ids[k++] = z;
            }
        g->tzone_count = k;
        g->tzone_key = key;
    }
    *n = g->tzone_count;
    return g->tzone_ids;
}

/* Doubles the room of *f (*cap handlers): 0, or -1 out of memory. */
static int grow_found(found **f, int *cap)
{
    int ncap = *cap ? *cap * 2 : 16;
    found *nf = realloc(*f, sizeof *nf * (size_t)ncap);
    if (!nf) return -1;
    *f = nf;
    *cap = ncap;
    return 0;
}

/* Pushes field k of the table at t, read raw through a frozen view: no
 * script runs (a metamethod could emit, and the handlers' list with it). */
static int raw_field(lua_State *L, int t, const char *k)
{
    arbi_push_real(L, t);
    lua_pushstring(L, k);
    int ty = lua_istable(L, -2) ? lua_rawget(L, -2) : (lua_pop(L, 1), lua_pushnil(L), LUA_TNIL);
    lua_remove(L, -2);
    return ty;
}

static int by_stamp(const void *a, const void *b)
{
    uint32_t x = ((const found *)a)->stamp, y = ((const found *)b)->stamp;
    return (x > y) - (x < y);
}

static int by_stamp_desc(const void *a, const void *b) { return by_stamp(b, a); }

/* The active player first, then the others in turn order; oldest first. */
static int by_seat(const void *a, const void *b)
{
    const found *x = a, *y = b;
    if (x->seat != y->seat) return (x->seat > y->seat) - (x->seat < y->seat);
    return by_stamp(a, b);
}

static void order(const arb_game *g, int policy, found *f, int n)
{
    int players = g->st.h.nplayers, active = g->st.h.active;
    for (int i = 0; i < n; i++) f[i].seat = ((f[i].player - active) % players + players) % players;
    switch (policy) {
    case ARBI_OLDEST: case ARBI_ACTIVE_CHOOSES: qsort(f, (size_t)n, sizeof *f, by_stamp); break;
    case ARBI_NEWEST: qsort(f, (size_t)n, sizeof *f, by_stamp_desc); break;
    case ARBI_ACTIVE_FIRST: case ARBI_APNAP: qsort(f, (size_t)n, sizeof *f, by_seat); break;
    default: break;                          /* a function: zone order, as found */
    }
}

/* Event a's index in g->events (g->nevents: no definition listens to it). */
static int event_bit(const arb_game *g, uint32_t a)
{
    int bit = 0;
    while (bit < g->nevents && g->events[bit] != a) bit++;
    return bit;
}

/* Finds the handlers into *out (grown as needed); returns how many. */
static int find_handlers(arb_game *g, uint32_t a, found **out, int *cap)
{
    int bit = event_bit(g, a), n = 0, nz = 0;
    uint64_t mask = bit < g->nevents ? 1ull << bit : 0;
    const int32_t *zs = mask ? trigger_zones(g, &nz) : NULL;
    for (int i = 0; i < nz; i++) {
        const arbi_zone *z = &g->st.zones[zs[i]];
        for (int k = 0, cells = arbi_zone_places(z); k < cells; k++) {
            arb_card_id c = arbi_place_at(&g->st, z, k);
            if (c == ARB_NONE || !(g->def_on[g->st.cards[c].def] & mask)) continue;
            if (n == *cap && grow_found(out, cap)) return -1;
            (*out)[n++] = (found){ c, -1, g->st.cards[c].controller, 0, g->st.cards[c].stamp };
        }
    }
    for (int i = 0; i < g->st.h.neffects; i++) {
        const arbi_effect *e = &g->st.effects[i];
        if (e->hook != a) continue;
        if (n == *cap && grow_found(out, cap)) return -1;
        int p = e->player != 0 ? e->player : g->st.cards[e->source].controller;
        (*out)[n++] = (found){ e->source, i, p, 0, e->id };
    }
    return n;
}

/* The listeners among the n handlers f of an event with these flags (g:emit's,
 * and the kernel's own emit, handlers_in_c):
 * with whose, only the cards of player p (numbered: p is a number) and
 * shared cards; with face_up, only face-up cards (effects listen either
 * way).  Returns how many are kept, in their order. */
static int listeners(const arb_game *g, int flags, lua_Integer p, int numbered, found *f, int n)
{
    int m = 0;
    for (int i = 0; i < n; i++) {
        const arbi_card *k = &g->st.cards[f[i].card];
        if (f[i].effect < 0 && (flags & ARBI_EV_WHOSE) && k->controller != 0
            && !(numbered && k->controller == p)) continue;
        if (f[i].effect < 0 && (flags & ARBI_EV_FACE_UP) && !k->face_up) continue;
        f[m++] = f[i];
    }
    return m;
}

/* Whether the n listeners f of event a (found, sorted and kept by
 * arbi_event_handlers under the declaration's flags and policy) can run
 * in C, acting for p with whose: n, or -1 when only g:emit can run them
 * -- an effect hooked to the event, a rule g:emit keeps (face_up,
 * source_stays, log), an order that players choose or a function makes,
 * a handler that is a function or verbs that ask or call Lua.  bit: the
 * event's index in g->events. */
static int handlers_in_c(const arb_game *g, int flags, int policy, int bit, int p, found *f, int n)
{
    if (flags & ARBI_EV_LUA) return -1;
    for (int i = 0; i < n; i++) {
        if (f[i].effect >= 0) return -1;
        if (flags & ARBI_EV_WHOSE) f[i].player = p;
        if (!f[i].player) return -1;             /* (a shared card acting for nobody: Lua's) */
    }
    if (n > 1 && policy != ARBI_OLDEST && policy != ARBI_NEWEST && policy != ARBI_ACTIVE_FIRST) return -1;
    for (int i = 0; i < n; i++) {
        const arbi_dab *d = bit < g->nevents ? arbi_dab_find(g, g->st.cards[f[i].card].def, g->event_on[bit]) : NULL;
        if (!d || !d->pure) return -1;
    }
    return n;
}

int arbi_emit_c(lua_State *L, arb_game *g, uint32_t a, int p, char *err)
{
    int k = arbi_event_decl(g, a), flags = k < 0 ? 0 : g->ev_flags[k], policy;
    int n = arbi_event_handlers(g, a, flags, p, 1, &policy);
    if (n < 0) return strcpy(err, "out of memory"), -1;
    if (n == 0) return 0;                          /* nobody hears it: nothing runs, in C or in Lua */
    int bit = event_bit(g, a), m = handlers_in_c(g, flags, policy, bit, p, g->found, n);
    if (m < 0) return 1;
    for (int i = 0; i < m && !g->st.h.over; i++) {  /* (the end of the game stops them) */
        const found *f = &g->found[i];
        const arbi_dab *d = arbi_dab_find(g, g->st.cards[f->card].def, g->event_on[bit]);
        int r = arbi_dab_run(L, g, d, f->player, f->card, err);
        if (r) return r;
    }
    return 0;
}

int arbi_event_own(const arb_game *g, uint32_t a)
{
    for (int k = 0; k < g->nevdecl; k++) if (g->ev_decl[k] == a) return k;
    return -1;
}

int arbi_event_handlers(arb_game *g, uint32_t a, int flags, lua_Integer p, int numbered, int *policy)
{
    int n = find_handlers(g, a, &g->found, &g->found_cap);
    if (n <= 0) return n;
    *policy = order_of(g, a);
    order(g, *policy, g->found, n);
    return flags & (ARBI_EV_WHOSE | ARBI_EV_FACE_UP) ? listeners(g, flags, p, numbered, g->found, n) : n;
}

void arbi_push_event_fn(lua_State *L, arb_game *g, arb_card_id c, uint32_t a, const arbi_effect *e)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->raw_ref);
    lua_rawgeti(L, -1, g->st.cards[c].def + 1);
    const char *name = arbi_atom_str(&g->atoms, e ? e->handler : a);
    int ok = raw_field(L, -1, e ? "handlers" : "on") == LUA_TTABLE && raw_field(L, -1, name) == LUA_TFUNCTION;
    if (!ok && e) luaL_error(L, "effect handler '%s' is not in %s's handlers", name, g->defs[g->st.cards[c].def].name);
    lua_replace(L, -4);
    lua_settop(L, lua_gettop(L) - 2);
}

/* Reads what the kernel keeps of every definition (option families' costs
 * and abilities, the events each listens to) in one protected, budgeted
 * call: a definition is a stranger's table, and reading it may run its
 * metamethods.  0, or -1 with g->err set. */
static int compile_protected(lua_State *L)
{
    arb_game *g = lua_touserdata(L, 1);
    arbi_forget_has(g);
    if (arbi_compile_families(g) || arbi_compile_events(g) || arbi_compile_derived(g)
        || arbi_compile_statics(g)
        || arbi_compile_steps(g) || arbi_compile_dabs(g))
        luaL_error(L, "out of memory");
    return 0;
}

int arbi_compile_defs(arb_game *g)
{
    lua_pushcfunction(g->L, compile_protected);
    lua_pushlightuserdata(g->L, g);
    arb_status st = arbi_pcall(g, 1, NULL);
    if (st != ARB_OK) arbi_fail(g, st, "reading the card definitions: %s", g->err);
    return st == ARB_OK ? 0 : -1;
}

void arbi_free_events(arb_game *g)
{
    free(g->found);
    free(g->tzone_name);
    free(g->tzone_ids);
    free(g->def_on);
}
