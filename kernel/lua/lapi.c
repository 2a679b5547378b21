/*
 * lapi.c -- the game API that rulesets and cards call: the game and its
 * cards (`g:move(c, z)`, ...); lzones.c adds zones, lvalues.c values and
 * effects, driver.c and events.c the flow's bindings, to the same table.
 *
 * Every binding checks its arguments, makes one kernel call and pushes the
 * results.  A rules refusal returns `false, reason`; misuse (a bad id, a
 * wrong type) raises an error.  Ids seen from Lua are 1-based: cards, zones
 * and players alike.  The game pointer is every function's first upvalue, so
 * `g` itself is a plain table and a method call costs one table lookup.
 */
#include "lapi.h"
#include <stdlib.h>
#include <string.h>

arb_card_id arbi_check_card(lua_State *L, arb_game *g, int arg)
{
    lua_Integer c = luaL_checkinteger(L, arg);
    if (c < 1 || c > g->st.h.ncards)
        luaL_error(L, "bad card id %d (the game has %d cards)", (int)c, g->st.h.ncards);
    return (arb_card_id)(c - 1);
}

arb_zone_id arbi_check_zone(lua_State *L, arb_game *g, int arg)
{
    lua_Integer z = luaL_checkinteger(L, arg);
    if (z < 1 || z > g->st.h.nzones)
        luaL_error(L, "bad zone id %d (the game has %d zones)", (int)z, g->st.h.nzones);
    return (arb_zone_id)(z - 1);
}

int arbi_check_player(lua_State *L, arb_game *g, int arg, int allow0)
{
    lua_Integer p = luaL_checkinteger(L, arg);
    if (p < (allow0 ? 0 : 1) || p > g->st.h.nplayers)
        luaL_error(L, "bad player %d (the game has %d players)", (int)p, g->st.h.nplayers);
    return (int)p;
}


#define CAP_WORDS "memory cap: %zu more bytes of log, inputs or interned strings would pass the game's " \
                  "cap of %zu bytes (arb_config.mem_limit; %zu in use)"

/* Before refusing, the Lua heap's garbage is collected, as Lua itself does
 * before refusing an allocation: what a failed script left is not in use. */
void arbi_check_strings(lua_State *L, arb_game *g, size_t more)
{
    if (arbi_strings_fit(g, more)) return;
    lua_gc(L, LUA_GCCOLLECT);
    arbi_lua_alloc_free(g);                   /* (the blocks kept for reuse too) */
    if (arbi_strings_fit(g, more)) return;
    char why[300];
    snprintf(why, sizeof why, CAP_WORDS, more, g->mem_limit, g->mem_used + arbi_strings_used(g));
    arbi_doom(g, L);
    luaL_error(L, "%s", why);
}

/* arbi_strings_room past the cap: the garbage collected and the blocks kept
 * given back, then ARB_OK, or ARB_EBUDGET with the same words. */
arb_status arbi_strings_room_slow(arb_game *g, size_t more)
{
    lua_gc(g->L, LUA_GCCOLLECT);
    arbi_lua_alloc_free(g);
    if (arbi_strings_fit(g, more)) return ARB_OK;
    return arbi_fail(g, ARB_EBUDGET, CAP_WORDS, more, g->mem_limit, g->mem_used + arbi_strings_used(g));
}

/* The atom of string s, found first among the names lately
 * seen at that address (a Lua string stays where it is while it lives; one
 * made later at a freed one's address fails the comparison). */
static uint32_t find_atom(arb_game *g, const char *s)
{
    size_t k = ((uintptr_t)s >> 4) % (sizeof g->seen / sizeof g->seen[0]);
    uint32_t a = g->seen[k].atom;
    if (g->seen[k].s == s && a < (uint32_t)g->atoms.n && !strcmp(g->atoms.str[a], s)) return a;
    a = arbi_atom_find(&g->atoms, s);
    if (a) {
        g->seen[k].s = s;
        g->seen[k].atom = a;
    }
    return a;
}

void arbi_push_path(lua_State *L, int idx, const char *path)
{
    lua_pushvalue(L, idx);
    for (const char *at = path;;) {
        const char *dot = strchr(at, '.');
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            lua_pushnil(L);
            return;
        }
        if (!dot) lua_getfield(L, -1, at);
        else lua_pushlstring(L, at, (size_t)(dot - at)), lua_gettable(L, -2);
        lua_remove(L, -2);
        if (!dot) return;
        at = dot + 1;
    }
}

uint32_t arbi_lua_atom(lua_State *L, arb_game *g, int arg)
{
    return find_atom(g, luaL_checkstring(L, arg));
}

uint32_t arbi_check_atom(lua_State *L, arb_game *g, int arg)
{
    size_t len;
    const char *s = luaL_checklstring(L, arg, &len);
    uint32_t a = find_atom(g, s);
    if (a) return a;
    arbi_check_strings(L, g, ARBI_ATOM_BYTES(len));
    a = arbi_atom(&g->atoms, s);
    if (!a) luaL_error(L, "out of memory");
    return a;
}

static int by_string(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The string keys of the table at idx, sorted, in a new array of *n (the
 * strings live as long as the table); NULL when out of memory.  Names are
 * interned in this order, so that they get the same ids in every Lua
 * state: lua_next walks a table in an order that follows the string hash
 * seed, which each state draws anew (and a clone's hash would differ). */
const char **arbi_sorted_keys(lua_State *L, int idx, int *n)
{
    int cap = 8;
    const char **key = malloc(sizeof *key * (size_t)cap);
    *n = 0;
    for (lua_pushnil(L); key && lua_next(L, idx); ) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING) continue;
        if (*n == cap) {
            const char **nk = realloc(key, sizeof *key * (size_t)(cap *= 2));
            if (!nk) { free(key); key = NULL; lua_pop(L, 1); break; }
            key = nk;
        }
        key[(*n)++] = lua_tostring(L, -1);
    }
    if (key) qsort(key, (size_t)*n, sizeof *key, by_string);
    return key;
}

int arbi_refuse_write(lua_State *L, arb_game *g, const char *method)
{
    return luaL_error(L, "%s may only read the game, and g:%s changes it", g->reader, method);
}

int arbi_push_card(lua_State *L, arb_card_id c)
{
    if (c == ARB_NONE) lua_pushnil(L); else lua_pushinteger(L, c + 1);
    return 1;
}

/* ---- game ---------------------------------------------------------------- */

static int l_players(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.nplayers); return 1; }
static int l_active(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.active); return 1; }
static int l_turn(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.turn); return 1; }
static int l_phase(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.phase); return 1; }
static int l_over(lua_State *L) { lua_pushboolean(L, GAME(L)->st.h.over); return 1; }

static int l_set_active(lua_State *L)
{
    ARBI_WRITES(L, "set_active");
    arb_game *g = GAME(L);
    g->st.h.active = arbi_check_player(L, g, 2, 0);
    return 0;
}

static int l_set_turn(lua_State *L)
{
    ARBI_WRITES(L, "set_turn");
    GAME(L)->st.h.turn = (int32_t)luaL_checkinteger(L, 2);
    return 0;
}

static int l_set_phase(lua_State *L)
{
    ARBI_WRITES(L, "set_phase");
    GAME(L)->st.h.phase = (int32_t)luaL_checkinteger(L, 2);
    return 0;
}

static int l_set_players(lua_State *L)
{
    ARBI_WRITES(L, "set_players");
    arb_game *g = GAME(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    if (n < 1 || n > ARBI_MAX_PLAYERS) return luaL_error(L, "player count must be 1..%d", ARBI_MAX_PLAYERS);
    g->st.h.nplayers = (int32_t)n;
    return 0;
}

/* g:finish(winners, text): winners is a list of players (may be empty). */
static int l_finish(lua_State *L)
{
    ARBI_WRITES(L, "finish");
    arb_game *g = GAME(L);
    luaL_checktype(L, 2, LUA_TTABLE);
    uint32_t mask = 0;
    lua_Integer n = luaL_len(L, 2);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, 2, i);
        mask |= 1u << (arbi_check_player(L, g, -1, 0) - 1);
        lua_pop(L, 1);
    }
    g->st.h.over = 1;
    g->st.h.winners = mask;
    g->st.h.result = arbi_check_atom(L, g, 3);
    return 0;
}

/* g:halt(): once g:finish has ended the game, stops every script that
 * runs for the kernel at once: the error it raises unwinds the unit (no
 * pcall of a script catches it, as for the budget), and the kernel ends
 * the unit as if it had returned.  Before the game is over, an error. */
static int l_halt(lua_State *L)
{
    ARBI_WRITES(L, "halt");
    arb_game *g = GAME(L);
    if (!g->st.h.over) return luaL_error(L, "g:halt(): the game is not over (g:finish ends it first)");
    g->halted = 1;
    return luaL_error(L, "g:halt(): the game is over");
}

static int l_random(lua_State *L)
{
    ARBI_WRITES(L, "random");
    arb_game *g = GAME(L);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_argcheck(L, n >= 1 && n <= 0x7fffffff, 2, "must be 1..2^31-1");
    lua_pushinteger(L, (lua_Integer)arb_rng_below(&g->st.h.rng, (uint32_t)n) + 1);
    return 1;
}

int arbi_pcall_as(lua_State *L, arb_game *g, const char *role, int nargs, int nres)
{
    const char *was = g->reader;
    g->reader = role;
    int rc = lua_pcall(L, nargs, nres, 0);
    g->reader = was;
    return rc;
}

/* Calls the function at index i as a reader (its write is an error, as a
 * label's is) and puts its value in its place. */
static void word_now(lua_State *L, arb_game *g, int i)
{
    lua_pushvalue(L, i);
    if (arbi_pcall_as(L, g, "a log line's argument", 0, 1) != LUA_OK) lua_error(L);
    lua_replace(L, i);
}

/* g:log(text) or g:log(format, ...): with arguments, the line is
 * string.format(format, ...), made only when somebody keeps the log -- a
 * simulation (quiet) drops it unformatted, so rules never need to ask.  An
 * argument that is a function is called (reading only) for its value then,
 * and only then: a costly word of a line nobody keeps is never made. */
static int l_log(lua_State *L)
{
    ARBI_WRITES(L, "log");
    arb_game *g = GAME(L);
    size_t len;
    const char *text = luaL_checklstring(L, 2, &len);
    if (g->quiet) return 0;
    for (int i = 3, n = lua_gettop(L); i <= n; i++)
        if (lua_type(L, i) == LUA_TFUNCTION) word_now(L, g, i);
    if (lua_gettop(L) > 2) {
        lua_pushvalue(L, lua_upvalueindex(2));   /* string.format */
        lua_rotate(L, 2, 1);
        lua_call(L, lua_gettop(L) - 2, 1);
        text = luaL_checklstring(L, -1, &len);
    }
    arbi_check_strings(L, g, sizeof(arbi_logline) + len + 1);
    arbi_push_log(g, text);
    return 0;
}

/* g:_source(card|nil) -> the previous one: the card whose text runs now,
 * named on the log lines it writes (the prelude's card contexts set it). */
static int l_source(lua_State *L)
{
    arb_game *g = GAME(L);
    int32_t was = g->log_source;
    g->log_source = lua_isnoneornil(L, 2) ? -1 : arbi_check_card(L, g, 2);
    if (was >= 0) lua_pushinteger(L, was + 1); else lua_pushnil(L);
    return 1;
}

/* g:decision() -> {player=, prompt=, reason=, options={labels}, players={}} */
static int l_decision(lua_State *L)
{
    arb_game *g = GAME(L);
    arbi_labels_ready(g, L);
    lua_createtable(L, 0, 5);
    lua_pushinteger(L, g->dec.player); lua_setfield(L, -2, "player");
    lua_pushstring(L, arb_decision_prompt(g)); lua_setfield(L, -2, "prompt");
    lua_pushstring(L, arb_decision_reason(g)); lua_setfield(L, -2, "reason");
    lua_createtable(L, g->dec.nopt, 0);
    lua_createtable(L, g->dec.nopt, 0);
    for (int i = 0; i < g->dec.nopt; i++) {
        lua_pushstring(L, ARBI_DTEXT(&g->dec, g->dec.opt[i].label));
        lua_rawseti(L, -3, i + 1);
        lua_pushinteger(L, g->dec.opt[i].player);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -3, "players");
    lua_setfield(L, -2, "options");
    return 1;
}

/* ---- cards --------------------------------------------------------------- */

static int def_index(lua_State *L, arb_game *g, int arg)
{
    const char *name = luaL_checkstring(L, arg);
    int i = arbi_def_find(g, name);
    return i >= 0 ? i : luaL_error(L, "no card named '%s' is loaded", name);
}

/* Position argument: nil/"top" -> 0, "bottom" -> -1, k -> k-th from top;
 * grids take row, col (1-based). */
static int check_pos(lua_State *L, arb_game *g, arb_zone_id zid, int arg)
{
    const arbi_zone *z = &g->st.zones[zid];
    if (z->kind == ARBI_GRID) {
        lua_Integer r = luaL_checkinteger(L, arg), c = luaL_checkinteger(L, arg + 1);
        if (r < 1 || r > z->rows || c < 1 || c > z->cols)
            return luaL_error(L, "cell (%d,%d) is outside the %dx%d grid", (int)r, (int)c, z->rows, z->cols);
        return (int)((r - 1) * z->cols + (c - 1));
    }
    if (lua_isnoneornil(L, arg)) return 0;
    if (lua_type(L, arg) == LUA_TSTRING) {
        const char *p = lua_tostring(L, arg);
        if (!strcmp(p, "top")) return 0;
        if (!strcmp(p, "bottom")) return -1;
        return luaL_error(L, "position must be 'top', 'bottom' or a number, not '%s'", p);
    }
    return (int)luaL_checkinteger(L, arg);
}

/* g:new_card(name, owner, zone, pos...) -> card */
static int l_new_card(lua_State *L)
{
    ARBI_WRITES(L, "new_card");
    arb_game *g = GAME(L);
    int def = def_index(L, g, 2);
    int owner = arbi_check_player(L, g, 3, 1);
    arb_zone_id z = arbi_check_zone(L, g, 4);
    int pos = check_pos(L, g, z, 5);
    const char *why;
    def = arbi_swapped(g, def, owner);                 /* a study's swap (swap.c) */
    if (def < 0) { lua_pushnil(L); return 1; }
    if (g->st.zones[z].kind == ARBI_GRID && arbi_zone_at(&g->st, z, pos) != ARB_NONE)
        return luaL_error(L, "that cell holds a card");
    arb_card_id c = arbi_card_new(&g->st, def, owner, &why);
    if (c == ARB_NONE) return luaL_error(L, "cannot make a card: %s", why);
    if (arbi_card_move(&g->st, c, z, pos, &why)) return luaL_error(L, "%s", why);
    lua_pushinteger(L, c + 1);
    return 1;
}

static int l_move(lua_State *L)
{
    ARBI_WRITES(L, "move");
    arb_game *g = GAME(L);
    arb_card_id c = arbi_check_card(L, g, 2);
    arb_zone_id z = arbi_check_zone(L, g, 3);
    int pos = check_pos(L, g, z, 4);
    const char *why;
    if (arbi_card_move(&g->st, c, z, pos, &why)) {
        lua_pushboolean(L, 0);
        lua_pushstring(L, why);
        return 2;
    }
    lua_pushboolean(L, 1);
    return 1;
}

static int l_where(lua_State *L)
{
    arb_game *g = GAME(L);
    const arbi_card *c = &g->st.cards[arbi_check_card(L, g, 2)];
    if (c->zone < 0) { lua_pushnil(L); return 1; }
    const arbi_zone *z = &g->st.zones[c->zone];
    lua_pushinteger(L, c->zone + 1);
    if (z->kind == ARBI_GRID) {
        lua_pushinteger(L, c->slot / z->cols + 1);
        lua_pushinteger(L, c->slot % z->cols + 1);
        return 3;
    }
    lua_pushinteger(L, z->count - c->slot);    /* position from the top */
    return 2;
}

static int l_name(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushstring(L, g->defs[g->st.cards[arbi_check_card(L, g, 2)].def].name);
    return 1;
}

static int l_def(lua_State *L)
{
    arb_game *g = GAME(L);
    int d = g->st.cards[arbi_check_card(L, g, 2)].def;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->defs_ref);
    if (lua_rawgeti(L, -1, d + 1) == LUA_TNIL) arbi_push_def(g, L, d);    /* its first read */
    return 1;
}

/* g:card_def(name) -> the definition of the card with that name, or nil */
static int l_card_def(lua_State *L)
{
    arb_game *g = GAME(L);
    const char *name = luaL_checkstring(L, 2);
    int i = arbi_def_find(g, name);
    if (i < 0) lua_pushnil(L);
    else arbi_push_def(g, L, i);
    return 1;
}

static int l_owner(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.cards[arbi_check_card(L, g, 2)].owner);
    return 1;
}

/* g:set_owner(c, p): the card now belongs to p (0: nobody), e.g. when it
 * is acquired from a shared supply.  Its controller follows. */
static int l_set_owner(lua_State *L)
{
    ARBI_WRITES(L, "set_owner");
    arb_game *g = GAME(L);
    arb_card_id id = arbi_check_card(L, g, 2);
    arbi_card *c = &g->st.cards[id];
    arbi_card_written(&g->st, id);
    c->owner = (int8_t)arbi_check_player(L, g, 3, 1);
    c->controller = c->owner;
    return 0;
}

static int l_controller(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.cards[arbi_check_card(L, g, 2)].controller);
    return 1;
}

static int l_set_controller(lua_State *L)
{
    ARBI_WRITES(L, "set_controller");
    arb_game *g = GAME(L);
    arb_card_id c = arbi_check_card(L, g, 2);
    g->st.cards[c].controller = (int8_t)arbi_check_player(L, g, 3, 1);
    arbi_card_written(&g->st, c);
    return 0;
}

static int l_face_up(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushboolean(L, g->st.cards[arbi_check_card(L, g, 2)].face_up);
    return 1;
}

/* g:flip(c, up): face up makes the card known to everyone. */
static int l_flip(lua_State *L)
{
    ARBI_WRITES(L, "flip");
    arb_game *g = GAME(L);
    arbi_card_turn(&g->st, arbi_check_card(L, g, 2), lua_toboolean(L, 3));
    return 0;
}

/* g:sees(seat, c): may that seat (0: the god view) see what card c is?
 * The platform's one visibility test (arb_card_known), for views. */
static int l_sees(lua_State *L)
{
    arb_game *g = GAME(L);
    int seat = arbi_check_player(L, g, 2, 1);
    lua_pushboolean(L, arb_card_known(g, arbi_check_card(L, g, 3), seat));
    return 1;
}

static int l_knows(lua_State *L)
{
    arb_game *g = GAME(L);
    int p = arbi_check_player(L, g, 2, 1);
    const arbi_card *c = &g->st.cards[arbi_check_card(L, g, 3)];
    lua_pushboolean(L, p == 0 || (c->known >> (p - 1)) & 1);
    return 1;
}

/* g:reveal(c, p) shows c to player p (nil or 0: to everyone). */
static int l_reveal(lua_State *L)
{
    ARBI_WRITES(L, "reveal");
    arb_game *g = GAME(L);
    arb_card_id id = arbi_check_card(L, g, 2);
    arbi_card *c = &g->st.cards[id];
    int p = lua_isnoneornil(L, 3) ? 0 : arbi_check_player(L, g, 3, 1);
    c->known |= p ? 1u << (p - 1) : 0xffffffffu;
    arbi_card_written(&g->st, id);
    return 0;
}

static int l_card_count(lua_State *L) { lua_pushinteger(L, GAME(L)->st.h.ncards); return 1; }

static int l_stamp(lua_State *L)
{
    arb_game *g = GAME(L);
    lua_pushinteger(L, g->st.cards[arbi_check_card(L, g, 2)].stamp);
    return 1;
}

static const luaL_Reg api[] = {
    {"players", l_players}, {"set_players", l_set_players},
    {"active", l_active}, {"set_active", l_set_active},
    {"turn", l_turn}, {"set_turn", l_set_turn},
    {"phase", l_phase}, {"set_phase", l_set_phase},
    {"over", l_over}, {"finish", l_finish}, {"halt", l_halt},
    {"random", l_random}, {"decision", l_decision}, {"_source", l_source},
    {"new_card", l_new_card}, {"move", l_move}, {"where", l_where},
    {"name", l_name}, {"def", l_def}, {"owner", l_owner},
    {"card_def", l_card_def},
    {"controller", l_controller}, {"set_controller", l_set_controller},
    {"set_owner", l_set_owner},
    {"face_up", l_face_up}, {"flip", l_flip}, {"knows", l_knows}, {"sees", l_sees},
    {"reveal", l_reveal}, {"card_count", l_card_count}, {"stamp", l_stamp},
    {NULL, NULL}
};

/* Creates the API table `g` and leaves it in the registry as arbiter.G. */
void arbi_open_api(lua_State *L, arb_game *g)
{
    lua_getfield(L, LUA_REGISTRYINDEX, ARBI_REG);
    lua_newtable(L);
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
    lua_pushlightuserdata(L, g);               /* g:log also holds string.format */
    lua_getglobal(L, "string");
    lua_getfield(L, -1, "format");
    lua_remove(L, -2);
    lua_pushcclosure(L, l_log, 2);
    lua_setfield(L, -2, "log");
    arbi_open_values(L, g);
    arbi_open_zones(L, g);
    arbi_open_driver(L, g);
    arbi_open_emit(L, g);
    arbi_open_reactions(L, g);
    arbi_open_statics(L, g);
    arbi_open_optfile(L, g);
    arbi_open_secrets(L, g);
    arbi_open_context(L, g);
    arbi_open_choose(L, g);
    arbi_open_grid(L, g);
    lua_setfield(L, -2, "G");
    lua_pop(L, 1);
}
