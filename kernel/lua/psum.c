/*
 * psum.c -- a family's `base` as data: a sum of a player's values.
 *
 * A grid or walk family's base (what reaches without a card) may be a Lua
 * function base(g, p), or, where it is only a player's values, a list of
 * terms the kernel adds up with no Lua:
 *   base = { { value = "spw", if_value = "mode", is = "bot" },
 *            { value = "cpw" },
 *            { value = "amv", if_value = "mode", is_not = "bot" } }
 * Each term is the player value `value` when it is a number above 0 (else
 * nothing); with if_value, only while the player's value of that name is
 * (is) or is not (is_not) the given string.
 */
#include "options.h"
#include <lauxlib.h>
#include <string.h>

/* The terms of base = { ... } at stack index b; NULL, or what is wrong. */
const char *arbi_read_psum(arb_game *g, lua_State *L, int b, arbi_family *f)
{
    int n = (int)luaL_len(L, b);
    if (n < 1 || n > ARBI_MAX_PSUM) return "a family's base = { 1 to 4 terms { value =, if_value =, is = or is_not = } }";
    for (int i = 1; i <= n; i++) {
        arbi_psum *t = &f->psum[f->npsum++];
        memset(t, 0, sizeof *t);
        if (lua_geti(L, b, i) != LUA_TTABLE) return lua_pop(L, 1), "each term of a family's base is a table";
        const char *k[4] = { "value", "if_value", "is", "is_not" };
        uint32_t *at[4] = { &t->value, &t->if_value, &t->is, &t->is };
        for (int j = 0; j < 4; j++) {
            if (lua_getfield(L, -1, k[j]) == LUA_TSTRING) *at[j] = arbi_atom(&g->atoms, lua_tostring(L, -1));
            if (j == 3 && lua_type(L, -1) == LUA_TSTRING) t->negate = 1;
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (!t->value || !t->if_value != !t->is)
            return "a base term needs value = \"name\", and if_value = \"name\" with is = or is_not = \"text\"";
    }
    return NULL;
}

/* Whether p's value `key` is (negate: is not) the text `text` (an atom);
 * key 0: no condition, true.  (psum's terms, costed's zones.) */
int arbi_player_text_is(const arb_game *g, int p, uint32_t key, uint32_t text, int negate)
{
    if (!key) return 1;
    const arbi_var *v = arbi_var_get(&g->st, ARBI_SCOPE(ARBI_SCOPE_PLAYER, p), key);
    int is = v && v->type == ARBI_VSTR && (uint32_t)v->value == text;
    return is != negate;
}

/* Player p's sum of the terms. */
int64_t arbi_psum_of(const arb_game *g, const arbi_family *f, int p)
{
    uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_PLAYER, p);
    int64_t sum = 0;
    for (int i = 0; i < f->npsum; i++) {
        const arbi_psum *t = &f->psum[i];
        if (!arbi_player_text_is(g, p, t->if_value, t->is, t->negate)) continue;
        const arbi_var *v = arbi_var_get(&g->st, scope, t->value);
        if (v && v->type == ARBI_VINT && v->value > 0)
            sum = __builtin_add_overflow(sum, v->value, &sum) ? INT64_MAX : sum;
    }
    return sum;
}

/* Pays what it can of *n from p's terms, in order, each while its
 * condition holds (g:pay_reach at distance 0); each value keeps its
 * expiry tag.  0, or -1 out of memory. */
int arbi_psum_pay(arb_game *g, const arbi_family *f, int p, int64_t *n)
{
    uint32_t scope = ARBI_SCOPE(ARBI_SCOPE_PLAYER, p);
    for (int i = 0; i < f->npsum && *n > 0; i++) {
        const arbi_psum *t = &f->psum[i];
        if (!arbi_player_text_is(g, p, t->if_value, t->is, t->negate)) continue;
        const arbi_var *v = arbi_var_get(&g->st, scope, t->value);
        if (!v || v->type != ARBI_VINT || v->value <= 0) continue;
        int64_t take = v->value < *n ? v->value : *n, left;
        *n -= take;
        if (arbi_var_add(&g->st, scope, t->value, -take, 0, &left)) return -1;
    }
    return 0;
}
