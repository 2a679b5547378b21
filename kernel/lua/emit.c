/*
 * emit.c -- g:emit(event, args), the kernel's event dispatch: the handlers
 * that hear the event (events.c finds them, sorted by the event's trigger
 * order), the order the players choose where the policy lets them
 * (active_chooses: the active player picks the next handler until one is
 * left; apnap: the active player orders theirs, then each other player
 * theirs), or the one a function of the ruleset sorts; then each handler,
 * unless its card left the zone it heard the event in (source_stays) or
 * was turned face down (face_up), with the event's log line, called
 * through the card context (g:use) -- in C, with no table per handler.
 *
 * A choice of order is a decision like any other: the running unit yields
 * and the answer resumes it here.  What one emit is doing -- its handlers,
 * as found, and which one is next -- is a userdata on the running
 * coroutine's stack, so an emit inside a handler has its own, and a replay
 * of the unit makes it again.  The trigger queue's batches (the prelude's
 * drain) are ordered and walked the same way by g:_emit_each(hook, each),
 * which calls each(g, h) per handler instead of the handler.
 */
#include "events.h"
#include "lapi.h"
#include "steps.h"

#define REFRESH 0                 /* resumed with 0: an edit happened, ask again */

enum { E_G = 1, E_EVENT, E_ARGS, E_FRAME };   /* the stack while an emit runs
                                                 * (E_ARGS: each's function) */

/* A handler as found: its card (an effect's source), the player its list
 * entry names, the zone its card was in, its stamp, and its effect as it
 * was then (has_e). */
typedef struct emit_h {
    int32_t card, player, zone;
    uint32_t stamp;
    int has_e;
    arbi_effect e;
} emit_h;

typedef struct emit_frame {
    uint32_t event;
    int flags, own, policy, each;  /* own: the event's declaration (-1: none) */
    int n, pos, next;              /* handlers; the first whose place is still to be
                                    * chosen; the next to run */
    emit_h h[];
} emit_frame;

static int run(lua_State *L, int status, lua_KContext ctx);

/* Pushes handler h's entry: {card=, fn=, player=, stamp=, effect=} (each:
 * player is the one it acts for). */
static void push_entry(lua_State *L, arb_game *g, const emit_frame *fr, const emit_h *h, int acting)
{
    lua_createtable(L, 0, 5);
    lua_pushinteger(L, h->card + 1);
    lua_setfield(L, -2, "card");
    arbi_push_event_fn(L, g, h->card, fr->event, h->has_e ? &h->e : NULL);
    lua_setfield(L, -2, "fn");
    lua_pushinteger(L, acting ? (h->has_e && h->e.player ? h->e.player : h->player) : h->player);
    lua_setfield(L, -2, "player");
    lua_pushinteger(L, h->stamp);
    lua_setfield(L, -2, "stamp");
    if (!h->has_e) return;
    arbi_push_effect(L, g, &h->e);
    lua_setfield(L, -2, "effect");
}

/* The end of the handlers whose order is chosen together, from fr->pos:
 * all of them (active_chooses), or one player's (apnap). */
static int group_end(const emit_frame *fr)
{
    if (fr->policy != ARBI_APNAP) return fr->n;
    int e = fr->pos + 1;
    while (e < fr->n && fr->h[e].player == fr->h[fr->pos].player) e++;
    return e;
}

static int answered(lua_State *L, int status, lua_KContext end);

/* The label of handler h's option by the queue's label function (at
 * index label), called as a reader (a write there is an error); on top. */
static const char *label_of(lua_State *L, arb_game *g, int label, const emit_h *h)
{
    lua_pushvalue(L, label);
    lua_pushvalue(L, E_G);
    lua_pushinteger(L, h->card + 1);
    if (h->has_e) arbi_push_effect(L, g, &h->e);
    else lua_pushnil(L);
    if (arbi_pcall_as(L, g, "a label function", 3, 1) != LUA_OK) lua_error(L);
    return luaL_tolstring(L, -1, NULL);
}

/* Asks who orders handlers pos..end which of them resolves next: the
 * active player, or (apnap) their own player; the prelude's order_words
 * give the prompt, the reason and a label function (the queue's), else
 * an option is its card's name.  Yields for the answer. */
static int ask(lua_State *L, arb_game *g, emit_frame *fr, int end)
{
    arbi_lua_may_ask(L, g);
    if (!lua_isyieldable(L))
        return luaL_error(L, "players must order the handlers of '%s', and a decision can only be "
                             "asked while the game runs", arbi_atom_str(&g->atoms, fr->event));
    int who = fr->policy == ARBI_APNAP ? fr->h[fr->pos].player : 0;
    if (who < 1 || who > g->st.h.nplayers) who = g->st.h.active;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "order_words");
    lua_pushvalue(L, E_EVENT);
    lua_call(L, 1, 3);
    int label = lua_gettop(L);
    if (arbi_ask_begin(g, who, lua_tostring(L, label - 2), lua_tostring(L, label - 1)))
        return luaL_error(L, "out of memory");
    for (int k = fr->pos; k < end; k++) {
        const emit_h *h = &fr->h[k];
        const char *text = lua_isfunction(L, label) ? label_of(L, g, label, h)
                                                     : g->defs[g->st.cards[h->card].def].name;
        if (arbi_decision_option(&g->dec, text, who)) return luaL_error(L, "out of memory");
        lua_settop(L, label);
    }
    lua_settop(L, E_FRAME);
    return lua_yieldk(L, 0, (lua_KContext)end, answered);
}

/* The answer: the handler picked takes place pos, the others keep their
 * order after it. */
static int answered(lua_State *L, int status, lua_KContext end)
{
    (void)status;
    arb_game *g = GAME(L);
    lua_Integer i = lua_tointeger(L, -1);
    lua_settop(L, E_FRAME);
    emit_frame *fr = lua_touserdata(L, E_FRAME);
    if (i == REFRESH) {
        if (!g->st.h.over) return ask(L, g, fr, (int)end);
        fr->pos = fr->next = fr->n;                  /* an edit ended the game */
        return run(L, LUA_OK, 0);
    }
    if (i >= 1 && i <= (int)end - fr->pos) {
        emit_h picked = fr->h[fr->pos + i - 1];
        for (int k = fr->pos + (int)i - 1; k > fr->pos; k--) fr->h[k] = fr->h[k - 1];
        fr->h[fr->pos] = picked;
    }
    fr->pos++;
    return run(L, LUA_OK, 0);
}

/* With source_stays, a card's handler runs only while the card is still in
 * the zone it heard the event in (and face up, with face_up). */
static int still_there(const arb_game *g, const emit_frame *fr, const emit_h *h)
{
    if (!(fr->flags & ARBI_EV_STAYS) || h->has_e) return 1;
    const arbi_card *k = &g->st.cards[h->card];
    return k->zone == h->zone && (!(fr->flags & ARBI_EV_FACE_UP) || k->face_up);
}

/* The event's log line for handler h: its format, with the card's name. */
static void log_line(lua_State *L, arb_game *g, const emit_frame *fr, const emit_h *h)
{
    if (fr->own < 0 || !g->ev_log[fr->own] || g->quiet) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    lua_getfield(L, -1, "log");
    lua_insert(L, -2);
    lua_pushstring(L, arbi_atom_str(&g->atoms, g->ev_log[fr->own]));
    lua_pushstring(L, g->defs[g->st.cards[h->card].def].name);
    lua_call(L, 3, 0);
}

/* Pushes handler h's call: each(g, entry) (the queue's), or the handler
 * through the card's context, g:use(card, player, fn, args, effect), for
 * the effect's player, else the player its entry names, else the card's
 * controller; without a context, the prelude's call_plain.  How many
 * arguments. */
static int push_call(lua_State *L, arb_game *g, const emit_frame *fr, const emit_h *h)
{
    if (fr->each) {
        lua_pushvalue(L, E_ARGS);
        lua_pushvalue(L, E_G);
        push_entry(L, g, fr, h, 1);
        return 2;
    }
    int acting = h->has_e && h->e.player ? h->e.player : h->player;
    if (g->has_context) arbi_push_use(L, g);
    else {
        lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
        lua_getfield(L, -1, "call_plain");
        lua_remove(L, -2);
    }
    lua_pushvalue(L, E_G);
    lua_pushinteger(L, h->card + 1);
    if (acting) lua_pushinteger(L, acting); else lua_pushnil(L);
    arbi_push_event_fn(L, g, h->card, fr->event, h->has_e ? &h->e : NULL);
    lua_pushvalue(L, E_ARGS);
    if (h->has_e) arbi_push_effect(L, g, &h->e);
    else lua_pushnil(L);
    return 6;
}

/* The emit's loop: the order still to choose, then each handler in turn
 * (the end of the game stops them); returns how many heard the event. */
static int run(lua_State *L, int status, lua_KContext ctx)
{
    (void)status; (void)ctx;
    arb_game *g = GAME(L);
    for (;;) {
        lua_settop(L, E_FRAME);
        emit_frame *fr = lua_touserdata(L, E_FRAME);
        if (fr->pos < fr->n) {
            int end = group_end(fr);
            if (end - fr->pos < 2) fr->pos = end;
            else return ask(L, g, fr, end);
            continue;
        }
        if (fr->next >= fr->n || g->st.h.over) return lua_pushinteger(L, fr->n), 1;
        const emit_h *h = &fr->h[fr->next++];
        if (!still_there(g, fr, h)) continue;
        if (!fr->each) log_line(L, g, fr, h);
        lua_callk(L, push_call(L, g, fr, h), 0, 0, run);
    }
}

/* A function's order: the handlers' entries, sorted in place by the
 * event's own function or the game's (the prelude's trigger_order), read
 * back into the frame; entries it made or lost are an error. */
static int sorted(lua_State *L, int status, lua_KContext ctx)
{
    (void)status; (void)ctx;
    arb_game *g = GAME(L);
    emit_frame *fr = lua_touserdata(L, E_FRAME);
    int hs = E_FRAME + 1, was = E_FRAME + 2, n = fr->n;
    emit_h *out = lua_newuserdatauv(L, sizeof *out * (size_t)n, 0);
    for (int j = 0; j < n; j++) {
        lua_geti(L, hs, j + 1);
        int k = 0;
        while (k < n && (lua_rawgeti(L, was, k + 1), !lua_rawequal(L, -1, -2))) { lua_pop(L, 1); k++; }
        if (k == n) return luaL_error(L, "the trigger order of '%s' must only reorder the handlers it is given",
                                      arbi_atom_str(&g->atoms, fr->event));
        lua_pop(L, 2);
        out[j] = fr->h[k];
    }
    for (int j = 0; j < n; j++) fr->h[j] = out[j];
    return run(L, LUA_OK, 0);
}

static int by_function(lua_State *L, arb_game *g, emit_frame *fr)
{
    lua_createtable(L, fr->n, 0);                             /* E_FRAME + 1: the list */
    lua_createtable(L, fr->n, 0);                             /* E_FRAME + 2: as it was */
    for (int i = 0; i < fr->n; i++) {
        push_entry(L, g, fr, &fr->h[i], 0);
        lua_pushvalue(L, -1);
        lua_rawseti(L, E_FRAME + 2, i + 1);
        lua_rawseti(L, E_FRAME + 1, i + 1);
    }
    int k = arbi_event_decl(g, fr->event);             /* (its own, or a pattern's: the queue's) */
    const char *decl = k < 0 ? "" : arbi_atom_str(&g->atoms, g->ev_decl[k]);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    if (lua_getfield(L, -1, "event_orders") != LUA_TTABLE || lua_getfield(L, -1, decl) != LUA_TFUNCTION) {
        lua_settop(L, E_FRAME + 3);
        lua_getfield(L, -1, "trigger_order");
    }
    lua_pushvalue(L, E_G);
    lua_pushvalue(L, E_FRAME + 1);
    lua_pushvalue(L, E_EVENT);
    lua_callk(L, 3, 0, 0, sorted);
    lua_settop(L, E_FRAME + 2);
    return sorted(L, LUA_OK, 0);
}

/* Finds the handlers into a new frame (E_FRAME); with args, a declared
 * event's listeners only, args.player read first (its __index may run a
 * script that emits). */
static int start(lua_State *L, int each)
{
    arb_game *g = GAME(L);
    ARBI_WRITES(L, "emit");
    const char *event = luaL_checkstring(L, E_EVENT);
    if (each) luaL_checktype(L, E_ARGS, LUA_TFUNCTION);
    uint32_t a = arbi_atom_find(&g->atoms, event);
    if (!a) return lua_pushinteger(L, 0), 1;
    int own = arbi_event_own(g, a), numbered = 0;
    int flags = each || own < 0 ? 0 : g->ev_flags[own];
    if ((flags & ARBI_EV_WHOSE) && !lua_isnoneornil(L, E_ARGS) && !lua_istable(L, E_ARGS))
        return luaL_error(L, "g:emit('%s', args): args must be a table (the event names its player)", event);
    lua_settop(L, E_ARGS);
    lua_Integer p = 0;
    if ((flags & ARBI_EV_WHOSE) && lua_istable(L, E_ARGS)) {
        lua_getfield(L, E_ARGS, "player");
        p = lua_type(L, -1) == LUA_TNUMBER ? lua_tointegerx(L, -1, &numbered) : 0;
        lua_pop(L, 1);
    }
    int policy, n = arbi_event_handlers(g, a, flags, p, numbered, &policy);
    if (n < 0) return luaL_error(L, "out of memory");
    if (n == 0) return lua_pushinteger(L, 0), 1;
    emit_frame *fr = lua_newuserdatauv(L, sizeof *fr + sizeof fr->h[0] * (size_t)n, 0);   /* E_FRAME */
    *fr = (emit_frame){ .event = a, .flags = flags, .own = own, .policy = policy, .each = each, .n = n };
    for (int i = 0; i < n; i++) {
        const found *f = &g->found[i];
        emit_h *h = &fr->h[i];
        *h = (emit_h){ .card = f->card, .zone = g->st.cards[f->card].zone, .stamp = f->stamp,
                       .player = flags & ARBI_EV_WHOSE ? (numbered ? (int32_t)p : 0) : f->player };
        if (f->effect >= 0) { h->has_e = 1; h->e = g->st.effects[f->effect]; }
    }
    int asks = n > 1 && (policy == ARBI_ACTIVE_CHOOSES || policy == ARBI_APNAP);
    fr->pos = asks ? 0 : n;
    if (n > 1 && policy == ARBI_BY_FUNCTION) return by_function(L, g, fr);
    return run(L, LUA_OK, 0);
}

/* g:emit(event, args) -> how many handlers heard it. */
static int l_emit(lua_State *L)
{
    return start(L, 0);
}

/* g:_emit_each(hook, each): the handlers of hook, ordered as g:emit's,
 * each passed to each(g, {card=, fn=, player=, stamp=, effect=}), player
 * the one it acts for (the prelude's trigger queue). */
static int l_emit_each(lua_State *L)
{
    return start(L, 1);
}

static const luaL_Reg api[] = {
    {"emit", l_emit},
    {"_emit_each", l_emit_each},
    {NULL, NULL}
};

void arbi_open_emit(lua_State *L, arb_game *g)
{
    lua_pushlightuserdata(L, g);
    luaL_setfuncs(L, api, 1);
}
