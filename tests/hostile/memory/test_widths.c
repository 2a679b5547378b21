/*
 * test_widths.c -- rulings on piles and zone counts past 16 bits.
 *
 * Defect: a card's zone and slot were kept in 16 bits.  With 33,000 cards
 * in one pile the top card's slot wrapped negative and moving it read and
 * wrote outside the slot pool; with 32,800 zones the zone id wrapped and
 * g:check() found cards in the wrong zones.  Ruling: both work, and the
 * invariants hold; past the documented limits (ARB_MAX_CARDS,
 * ARB_MAX_ZONES, ARB_MAX_SLOTS) a script gets an error naming the limit.
 */
#include "hostile.h"

static const char *root;

static void big_pile(void)
{
    arb_game *g = tutorial(root);
    if (!g) { CHECK(0, "1. the tutorial starts"); return; }
    char out[256];
    arb_status st = arb_eval(g, "local heap = g:new_zone('heap', 0)\n"
                                "for i = 1, 33000 do g:new_card('Spark', 1, heap) end\n"
                                "local top, other = g:top(heap), g:new_zone('other', 0)\n"
                                "g:move(top, other)\n"
                                "local second = g:top(heap)\n"
                                "g:move(g:bottom(heap), other, 'bottom')\n"
                                "return g:size(heap), g:size(other), select(2, g:where(top)), "
                                "select(2, g:where(second)), g:check()", 1, out, sizeof out);
    if (st != ARB_OK) printf("%s\n", arb_errmsg(g));
    CHECK(st == ARB_OK && !strcmp(out, "32998, 2, 1, 1, true"),
          "1. the top card of a 33,000-card pile moves out, and every position stays right");
    CHECK(arb_check(g) == ARB_OK, "2. the kernel's invariants hold");
    arb_game_free(g);
}

static void many_zones(void)
{
    arb_game *g = tutorial(root);
    if (!g) { CHECK(0, "3. the tutorial starts"); return; }
    char out[256];
    arb_status st = arb_eval(g, "local z\n"
                                "for i = 1, 32800 do z = g:new_zone('z' .. i, 0) end\n"
                                "g:new_card('Spark', 1, z)\n"
                                "return g:where(g:top(z)) == z, g:zone_count() >= 32800, g:check()",
                             1, out, sizeof out);
    if (st != ARB_OK) printf("%s\n", arb_errmsg(g));
    CHECK(st == ARB_OK && !strcmp(out, "true, true, true"),
          "3. with 32,800 zones a card in the last one is found there and g:check() holds");
    CHECK(arb_check(g) == ARB_OK, "4. the kernel's invariants hold");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_widths ROOT\n"); return 2; }
    root = argv[1];
    big_pile();
    many_zones();
    return check_done();
}
