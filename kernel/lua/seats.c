/*
 * seats.c -- who answers each player's decisions: a person, or a bot.
 *
 * A seat held by a person gets its decisions returned to the host, which
 * answers with arb_answer.  A seat held by a bot -- "random", or a bot of
 * the ruleset -- is answered by the kernel itself: arb_run answers every
 * pending decision of a bot's seat, one after the other, until a person
 * must decide or the game is over.  The bots share one generator per game,
 * seeded by the host and kept apart from the game's own (so a bot's choices
 * never change what the game deals); their answers are inputs like any
 * other, so undo, save and replay see them.
 */
#include "game.h"
#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>

/* Whether the ruleset has a bot of that name: "random" always. */
static arb_status known_bot(arb_game *g, const char *name)
{
    if (!strcmp(name, "random")) return ARB_OK;
    lua_State *L = g->L;
    lua_rawgeti(L, LUA_REGISTRYINDEX, g->prelude_ref);
    lua_getfield(L, -1, "policy_call");
    lua_remove(L, -2);
    lua_pushstring(L, name);
    arb_status st = ARB_OK;
    if (lua_pcall(L, 1, 1, 0) != LUA_OK)
        st = arbi_fail(g, ARB_EARG, "%s; or random", lua_tostring(L, -1));
    lua_pop(L, 1);
    return st;
}

arb_status arb_seat_set(arb_game *g, int player, const char *bot)
{
    if (player < 1 || player > ARBI_MAX_PLAYERS || player > g->st.h.nplayers)
        return arbi_fail(g, ARB_EARG, "no player %d (the game has %d)", player, g->st.h.nplayers);
    if (bot && known_bot(g, bot) != ARB_OK) return ARB_EARG;
    char *name = bot ? arbi_strdup(bot) : NULL;
    if (bot && !name) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    free(g->seat[player]);
    g->seat[player] = name;
    return ARB_OK;
}

const char *arb_seat(const arb_game *g, int player)
{
    return player >= 1 && player <= ARBI_MAX_PLAYERS ? g->seat[player] : NULL;
}

void arb_seats_seed(arb_game *g, uint64_t seed)
{
    arb_rng_seed(&g->bot_rng, seed);
}

/* The bot of the deciding player picks an option. */
static arb_status pick(arb_game *g, const char *bot, int *choice)
{
    if (strcmp(bot, "random")) return arb_policy(g, bot, choice);
    if (g->dec.nopt < 1) return arbi_fail(g, ARB_EOVER, "there is no decision to take");
    *choice = (int)arb_rng_below(&g->bot_rng, (uint32_t)g->dec.nopt);
    return ARB_OK;
}

arb_status arb_run(arb_game *g, long max, int flags, long *answered)
{
    long n = 0;
    arb_status st = ARB_OK;
    while (!g->st.h.over && (max < 0 || n < max)) {
        int p = arb_decision_player(g), choice;
        const char *bot = p >= 1 && p <= ARBI_MAX_PLAYERS ? g->seat[p] : NULL;
        if (!bot) break;                           /* a person decides */
        if ((st = pick(g, bot, &choice)) != ARB_OK || (st = arb_answer(g, choice)) != ARB_OK)
            break;
        n++;
        if ((flags & ARB_RUN_CHECK) && (st = arb_check(g)) != ARB_OK) break;
    }
    if (answered) *answered = n;
    return st;
}

void arbi_seats_free(arb_game *g)
{
    for (int p = 0; p <= ARBI_MAX_PLAYERS; p++) free(g->seat[p]);
}
