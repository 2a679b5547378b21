/*
 * refusals.c -- refused actions, worded when somebody reads them.
 *
 * Listing a window (options.c, targets.c) records each refusal as data --
 * the family, the card, the slot or target player, a static word saying
 * why ("cost", "used", "guard", ...) and a detail -- and runs no Lua for
 * it.  When a host reads the refusals (arb_refusal_*: the REPL's `why`, a
 * protocol client), the family's `refuse` function words each one, as a
 * reader: it may not write, and an error becomes the reason instead of
 * failing the game.  A refusal its function leaves unsaid is dropped.
 * Simulations record none.
 */
#include "options.h"
#include "lapi.h"

/* Pushes refusal r's function and arguments; returns the argument count. */
static int push_refusal(arb_game *g, lua_State *L, const arbi_refusal *r)
{
    const arbi_family *f = &g->fams[r->fam];
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->fam_ref);
    lua_rawgeti(L, -1, f->fn + ARBI_FN_REFUSE);
    lua_remove(L, -2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->G_ref);
    lua_pushinteger(L, r->player);
    if (f->kind == ARBI_FAM_WALK) {
        arbi_push_walk_cell(g, L, f, r->card);                        /* row, col */
    } else {
        if (r->card >= 0) lua_pushinteger(L, r->card + 1); else lua_pushnil(L);
        if (f->kind == ARBI_FAM_TARGETS) lua_pushinteger(L, r->slot);      /* the player q */
        else if (r->slot >= 0) lua_pushstring(L, arbi_atom_str(&g->atoms, f->slot[r->slot]));
        else lua_pushnil(L);
    }
    lua_pushstring(L, r->why);
    if (f->kind == ARBI_FAM_GRID) {
        if (r->detail) lua_pushstring(L, ARBI_DTEXT(&g->dec, r->detail)); else lua_pushnil(L);
        return 6;
    }
    if (f->kind != ARBI_FAM_TARGETS) return 5;
    if (r->detail) lua_pushstring(L, ARBI_DTEXT(&g->dec, r->detail));
    else if (r->detail_card >= 0) lua_pushinteger(L, r->detail_card + 1);
    else lua_pushnil(L);
    return 6;
}

/* Words refusal r (its label and reason set); 0 when its function says
 * nothing (the refusal is dropped).  An error becomes the reason. */
static int word_refusal(arb_game *g, arbi_refusal *r)
{
    lua_State *L = g->L;
    int n = push_refusal(g, L, r);
    arbi_arm(g, L);
    int rc = lua_pcall(L, n, 2, 0);
    arbi_disarm(L);
    int ok = 1;
    if (rc != LUA_OK) {
        lua_pushliteral(L, "(a refused action)");
        lua_pushfstring(L, "(refusal error: %s)", lua_tostring(L, -2));
        lua_remove(L, -3);
    } else {
        ok = lua_isstring(L, -2) && lua_isstring(L, -1);
    }
    if (ok) {
        size_t l = arbi_decision_text(&g->dec, lua_tostring(L, -2));
        size_t why = arbi_decision_text(&g->dec, lua_tostring(L, -1));
        ok = l != (size_t)-1 && why != (size_t)-1;
        r->label = l;
        r->reason = why;
    }
    lua_pop(L, 2);
    r->lazy = 0;
    return ok;
}

/* Words the pending decision's refusals that are not worded yet, from the
 * C API (arb_refusal_*).  Refuse functions may only read the game. */
void arbi_refusals_ready(arb_game *g)
{
    arbi_decision *d = &g->dec;
    int lazy = 0;
    for (int i = 0; i < d->nref && !lazy; i++) lazy = d->ref[i].lazy;
    if (!lazy) return;
    const char *was = g->reader;
    g->reader = "a refusal function";
    int n = 0;
    for (int i = 0; i < d->nref; i++) {
        arbi_refusal r = d->ref[i];
        if (!r.lazy || word_refusal(g, &r)) d->ref[n++] = r;
    }
    d->nref = n;
    g->reader = was;
}
