/*
 * test_seats.c -- seats held by bots are answered by the kernel (arb_run):
 * a game whose seats are all bots plays to its end in one call, and plays
 * the same game as a host answering with the same generator; a seat held
 * by a person stops the run at that person's decision; a bot that does not
 * exist is refused, naming the ones that do.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <string.h>

static const char *root;

#define CAP 5000          /* answers: a random game may run long */

static arb_game *start(const char *game, uint64_t seed)
{
    return new_game((arb_config){ .root = root, .game = game, .seed = seed, .quiet = 1 });
}

/* The host's loop the kernel's run replaces, with the same generator. */
static long by_hand(arb_game *g, uint64_t seed)
{
    arb_rng r;
    arb_rng_seed(&r, seed);
    long n = 0;
    while (!arb_over(g) && n < CAP
           && arb_answer(g, (int)arb_rng_below(&r, (uint32_t)arb_option_count(g))) == ARB_OK) n++;
    return n;
}

static void bots_play_the_same_game_as_the_host(const char *game)
{
    arb_game *a = start(game, 11), *b = start(game, 11);
    if (!a || !b) { CHECK(0, "the games start"); return; }
    long n = by_hand(a, 99), m = -1;
    arb_seats_seed(b, 99);
    for (int p = 1; p <= arb_player_count(b); p++) arb_seat_set(b, p, "random");
    CHECK(arb_run(b, CAP, ARB_RUN_CHECK, &m) == ARB_OK, "the run ends well");
    CHECK(m == n && arb_state_hash(a) == arb_state_hash(b), game);
    arb_game_free(a);
    arb_game_free(b);
}

static void a_person_stops_the_run(void)
{
    arb_game *g = start("tutorial", 5);
    if (!g) { CHECK(0, "the game starts"); return; }
    int person = arb_active_player(g) % 2 + 1, bot = arb_active_player(g);
    CHECK(arb_seat_set(g, bot, "random") == ARB_OK, "a bot takes the active seat");
    long n = 0;
    CHECK(arb_run(g, -1, 0, &n) == ARB_OK && n >= 1, "the bot answers");
    CHECK(arb_over(g) || arb_decision_player(g) == person, "and stops where the person decides");
    CHECK(arb_seat(g, bot) && !strcmp(arb_seat(g, bot), "random") && !arb_seat(g, person), "seats read back");
    arb_game_free(g);
}

static void an_unknown_bot_is_refused(void)
{
    arb_game *g = start("star-realms", 1);
    if (!g) { CHECK(0, "the game starts"); return; }
    CHECK(arb_seat_set(g, 1, "nosuch") == ARB_EARG, "refused");
    CHECK(strstr(arb_errmsg(g), "greedy") != NULL, "naming the bots there are");
    CHECK(arb_seat_set(g, 9, "random") == ARB_EARG, "a player who does not exist is refused");
    CHECK(arb_seat(g, 1) == NULL, "the seat is still a person's");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    bots_play_the_same_game_as_the_host("tutorial");
    bots_play_the_same_game_as_the_host("star-realms");
    a_person_stops_the_run();
    an_unknown_bot_is_refused();
    return check_done();
}
