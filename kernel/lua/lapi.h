/*
 * lapi.h -- what the two halves of the game API share: the game pointer
 * every binding gets as its upvalue, and the argument checks that turn a
 * bad id into a clear Lua error.  Ids seen from Lua are 1-based.
 */
#ifndef ARBI_LAPI_H
#define ARBI_LAPI_H

#include "game.h"
#include <lauxlib.h>

#define GAME(L) ((arb_game *)lua_touserdata((L), lua_upvalueindex(1)))

/* Roles: card effects and rules write; views, bots, label functions,
 * queries and the listing of a window's options only read.  Every binding
 * that changes the game begins with this check, so a reader's write is an
 * error raised before anything changed: it leaves no trace. */
#define ARBI_WRITES(L, method) do {                                   \
        arb_game *w_ = GAME(L);                                        \
        if (w_->reader) arbi_refuse_write((L), w_, (method));          \
    } while (0)
int arbi_refuse_write(lua_State *L, arb_game *g, const char *method);
/* lua_pcall of the function below its nargs arguments in the role `role`
 * (a reader's name: a write there is an error), the role before put back
 * however it ends; the call's status (its error on top, to raise again). */
int arbi_pcall_as(lua_State *L, arb_game *g, const char *role, int nargs, int nres);
/* The string keys of the table at idx, sorted, in a new array of *n (NULL:
 * out of memory): one order in every Lua state, unlike lua_next's. */
const char **arbi_sorted_keys(lua_State *L, int idx, int *n);
/* The reader role of a window's listing, which may still set the decision. */
extern const char arbi_listing[];

/* Pushes the field of the table at idx that path names: a name, or names
 * joined by dots ("is.damage": a field of a table field); nil where a
 * step of it finds no table. */
void arbi_push_path(lua_State *L, int idx, const char *path);
/* Pushes the table at idx, or the one it reads through when frozen (so
 * that lua_next walks its fields: a proxy has none of its own). */
void arbi_push_real(lua_State *L, int idx);

arb_card_id arbi_check_card(lua_State *L, arb_game *g, int arg);
arb_zone_id arbi_check_zone(lua_State *L, arb_game *g, int arg);
int arbi_check_player(lua_State *L, arb_game *g, int arg, int allow0);
uint32_t arbi_check_atom(lua_State *L, arb_game *g, int arg);
/* The atom of the string at arg, or 0 when that name was never made. */
uint32_t arbi_lua_atom(lua_State *L, arb_game *g, int arg);
int arbi_push_card(lua_State *L, arb_card_id c);     /* nil for ARB_NONE */
/* Raises the memory-cap error (ARB_EBUDGET) unless `more` bytes of kernel
 * strings fit under the game's cap beside the Lua heap. */
void arbi_check_strings(lua_State *L, arb_game *g, size_t more);
/* Whether `more` bytes of strings fit under the game's cap, with the Lua
 * heap and the blocks it keeps. */
static inline int arbi_strings_fit(const arb_game *g, size_t more)
{
    size_t used = g->mem_used + g->pool_bytes + arbi_strings_used(g);
    return more <= g->mem_limit && used <= g->mem_limit - more;
}
arb_status arbi_strings_room_slow(arb_game *g, size_t more);
/* The kernel's own strings outside any script (steps in C, inputs):
 * ARB_OK, or ARB_EBUDGET with the cap's words (after collecting garbage). */
static inline arb_status arbi_strings_room(arb_game *g, size_t more)
{
    return arbi_strings_fit(g, more) ? ARB_OK : arbi_strings_room_slow(g, more);
}

/* lvalues.c: values, effects and the driver's bindings, added to the table
 * on top of the stack with the game as upvalue. */
void arbi_open_values(lua_State *L, arb_game *g);
/* Pushes effect e as scripts see it ({id=, hook=, source=, handler=, player=, data=}). */
void arbi_push_effect(lua_State *L, arb_game *g, const arbi_effect *e);
/* lzones.c: zones and the pile verbs, likewise. */
void arbi_open_zones(lua_State *L, arb_game *g);

#endif
