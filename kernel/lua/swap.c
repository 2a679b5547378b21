/*
 * swap.c -- card swaps for balance studies: "wherever the ruleset makes a
 * card named X, make Y instead" (or make nothing).
 *
 * A study of card X plays the same seeds with and without it (arbiter sim
 * --without).  The kernel makes every card through g:new_card, so a swap
 * there takes X out of every pool the ruleset builds -- a shared supply,
 * the players' starting decks, a deck file's list -- without the ruleset
 * knowing; a swap may be limited to the cards made for one player (a seat's
 * own deck).  A swap for a card of the same kind keeps every pile the same
 * size, so the shuffles, and the game, agree with the unswapped one until
 * X would first have mattered.  A swap is a host setting, like a seat's
 * bot, not game state: it holds from the next arb_game_restart on; a clone
 * copies the cards the swap made; a game with swaps cannot be saved (a load
 * would replay its setup without them).
 */
#include "game.h"
#include <stdlib.h>
#include <string.h>


static void clear(arb_game *g)
{
    free(g->swap);
    free(g->swap_owner);
    g->swap = g->swap_owner = NULL;
    g->nswap = 0;
}

arb_status arb_card_swap(arb_game *g, const char *from, const char *to, int owner)
{
    int a = from ? arbi_def_find(g, from) : -1, b = to ? arbi_def_find(g, to) : -1;
    if (!from) { clear(g); return ARB_OK; }
    if (a < 0) return arbi_fail(g, ARB_EARG, "cannot swap '%s': no card of that name is loaded", from);
    if (to && b < 0) return arbi_fail(g, ARB_EARG, "cannot swap '%s' for '%s': no card of that name is loaded", from, to);
    if (owner > ARBI_MAX_PLAYERS) return arbi_fail(g, ARB_EARG, "cannot swap '%s' for player %d: no such player", from, owner);
    if (!g->swap) {
        g->swap = malloc(sizeof *g->swap * (size_t)g->ndefs);
        g->swap_owner = malloc(sizeof *g->swap_owner * (size_t)g->ndefs);
        if (!g->swap || !g->swap_owner) { clear(g); return arbi_fail(g, ARB_ENOMEM, "out of memory"); }
        for (int i = 0; i < g->ndefs; i++) { g->swap[i] = i; g->swap_owner[i] = -1; }
        g->nswap = g->ndefs;
    }
    g->swap[a] = to ? b : -1;
    g->swap_owner[a] = owner < 0 ? -1 : owner;
    return ARB_OK;
}

int arbi_swapped(const arb_game *g, int def, int owner)
{
    if (def >= g->nswap || (g->swap_owner[def] >= 0 && g->swap_owner[def] != owner)) return def;
    return g->swap[def];
}
