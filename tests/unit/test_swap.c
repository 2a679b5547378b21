/*
 * test_swap.c -- arb_card_swap, the kernel service of balance studies
 * (arbiter sim --without): from the next restart on, every card the ruleset
 * makes under one name is made under another, or not at all, without the
 * ruleset knowing, for every owner or one player's cards only; names no card has are refused; clearing the swaps gives
 * the game back; a game with swaps cannot be saved.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <string.h>

static const char *root;

/* How many card instances of the game are named `name` and owned by
 * `owner` (-1: anyone). */
static int owned(const arb_game *g, const char *name, int owner)
{
    int n = 0;
    arb_card_info ci;
    for (int c = 0; c < arb_card_count(g); c++)
        if (arb_card_get(g, c, &ci) == ARB_OK && !strcmp(ci.name, name) && (owner < 0 || ci.owner == owner)) n++;
    return n;
}

static int count(const arb_game *g, const char *name) { return owned(g, name, -1); }

static arb_game *start(void)
{
    return new_game((arb_config){ .root = root, .game = "tutorial", .seed = 4 });
}

static void a_swap_makes_the_other_card_from_the_next_restart(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the game starts"); return; }
    int sparks = count(g, "Spark"), flares = count(g, "Flare");
    CHECK(sparks > 0, "the tutorial's decks hold Sparks");
    CHECK(arb_card_swap(g, "Spark", "Flare", -1) == ARB_OK, "Spark is swapped for Flare");
    CHECK(count(g, "Spark") == sparks, "the game under way is unchanged");
    CHECK(arb_game_restart(g, 4) == ARB_OK, "the game restarts");
    CHECK(count(g, "Spark") == 0 && count(g, "Flare") == flares + sparks, "every Spark is made a Flare");
    CHECK(arb_game_restart(g, 5) == ARB_OK && count(g, "Spark") == 0, "and stays swapped on restarts");
    CHECK(arb_card_swap(g, NULL, NULL, -1) == ARB_OK && arb_game_restart(g, 4) == ARB_OK, "the swaps are cleared");
    CHECK(count(g, "Spark") == sparks, "and the Sparks are back");
    arb_game_free(g);
}

static void a_removed_card_is_not_made(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the game starts"); return; }
    int total = arb_card_count(g), sparks = count(g, "Spark");
    CHECK(arb_card_swap(g, "Spark", NULL, -1) == ARB_OK && arb_game_restart(g, 4) == ARB_OK, "Spark is removed");
    CHECK(count(g, "Spark") == 0 && arb_card_count(g) == total - sparks, "no Spark is made, nothing else changes");
    arb_game_free(g);
}

static void a_swap_may_be_one_players_own(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the game starts"); return; }
    int p1 = owned(g, "Spark", 1), p2 = owned(g, "Spark", 2);
    CHECK(p1 > 0 && p2 > 0, "both players own Sparks");
    CHECK(arb_card_swap(g, "Spark", "Flare", 1) == ARB_OK && arb_game_restart(g, 4) == ARB_OK, "p1's Sparks swapped");
    CHECK(owned(g, "Spark", 1) == 0 && owned(g, "Flare", 1) >= p1, "p1's Sparks are made Flares");
    CHECK(owned(g, "Spark", 2) == p2, "p2's are not");
    CHECK(arb_card_swap(g, "Spark", "Flare", 99) == ARB_EARG, "a player no game can have is refused");
    arb_game_free(g);
}

static void unknown_names_are_refused_and_swapped_games_not_saved(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(arb_card_swap(g, "Nova", "Flare", -1) == ARB_EARG && strstr(arb_errmsg(g), "'Nova'"), "an unknown card");
    CHECK(arb_card_swap(g, "Spark", "Nova", -1) == ARB_EARG && strstr(arb_errmsg(g), "'Nova'"), "an unknown baseline");
    CHECK(arb_card_swap(g, "Spark", "Echo", -1) == ARB_OK, "a swap is set");
    char path[] = "/tmp/arb_test_swapXXXXXX";
    CHECK(arb_save(g, path) == ARB_EARG && strstr(arb_errmsg(g), "cannot be saved"), "a swapped game is not saved");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    a_swap_makes_the_other_card_from_the_next_restart();
    a_removed_card_is_not_made();
    a_swap_may_be_one_players_own();
    unknown_names_are_refused_and_swapped_games_not_saved();
    return check_done();
}
