/*
 * test_zone.c -- cards and zones: moves keep a card in exactly one place,
 * piles keep their order, grids refuse occupied cells, shuffles are
 * permutations decided by the seed, visibility follows the zone.
 */
#include "../../kernel/src/internal.h"
#include "check.h"
#include <string.h>

static arbi_state s;

static int top_is(arb_zone_id z, arb_card_id c) { return arbi_zone_at(&s, z, 1) == c; }

/* Forgets what was marked written (as a sync does), to compare what follows. */
static void clear_marks(arbi_state *t)
{
    arbi_state ck;
    arbi_state_init(&ck);
    arbi_state_sync(&ck, t);
    arbi_state_free(&ck);
}

int main(void)
{
    const char *why;
    arbi_state_init(&s);
    arb_rng_seed(&s.h.rng, 7);
    arb_zone_id deck = arbi_zone_new(&s, 1, 1, ARBI_PILE, ARBI_HIDDEN_VIS, 0, 0, &why);
    arb_zone_id hand = arbi_zone_new(&s, 2, 1, ARBI_PILE, ARBI_OWNER_VIS, 0, 0, &why);
    arb_zone_id grid = arbi_zone_new(&s, 3, 0, ARBI_GRID, ARBI_PUBLIC_VIS, 3, 4, &why);
    CHECK(arbi_zone_new(&s, 1, 1, ARBI_PILE, 0, 0, 0, &why) == ARB_NONE, "1. a zone name is unique per owner");
    arb_card_id c[100];
    for (int i = 0; i < 100; i++) {
        c[i] = arbi_card_new(&s, 0, 1, &why);
        arbi_card_move(&s, c[i], deck, 0, &why);
    }
    CHECK(s.zones[deck].count == 100 && top_is(deck, c[99]), "2. cards put on top stack up in order");
    CHECK(arbi_state_check(&s, &why) == 0, "3. the invariants hold after growing the card array");
    arbi_card_move(&s, c[99], hand, 0, &why);
    CHECK(top_is(deck, c[98]) && s.zones[hand].count == 1, "4. drawing takes the top card");
    CHECK(s.cards[c[99]].known == 1u && !s.cards[c[99]].face_up, "5. a hand card is known to its owner only");
    arbi_card_move(&s, c[99], deck, -1, &why);
    CHECK(arbi_zone_at(&s, deck, 100) == c[99], "6. a card can go to the bottom");
    arbi_card_move(&s, c[0], deck, 3, &why);
    CHECK(arbi_zone_at(&s, deck, 3) == c[0], "7. a card can go k-th from the top");
    CHECK(arbi_card_move(&s, c[1], grid, 5, &why) == 0, "8. a card can go into an empty cell");
    CHECK(arbi_card_move(&s, c[2], grid, 5, &why) != 0 && !strcmp(why, "that cell holds a card"),
          "9. an occupied cell is refused with a reason");
    CHECK(s.cards[c[2]].zone == deck, "10. a refused move leaves the card where it was");
    CHECK(arbi_card_move(&s, c[2], grid, 12, &why) != 0, "11. a cell outside the grid is refused");
    CHECK(s.cards[c[1]].face_up, "12. a public zone shows the card face up");
    arbi_state copy;
    arbi_state_init(&copy);
    arbi_state_copy(&copy, &s);
    arbi_zone_shuffle(&s, deck);
    arbi_zone_shuffle(&copy, deck);
    int same = 1;
    for (int k = 1; k <= s.zones[deck].count; k++)
        same &= arbi_zone_at(&s, deck, k) == arbi_zone_at(&copy, deck, k);
    CHECK(same, "13. the same seed shuffles the same way");
    CHECK(arbi_state_check(&s, &why) == 0, "14. a shuffle keeps every card exactly once");
    CHECK(arbi_zone_shuffle(&s, grid) != 0, "15. a grid cannot be shuffled");
    arbi_state_free(&copy);
    /* A state whose card array grew, then copied over by an earlier one
     * (a rollback, a replay): its piles are laid out as the earlier one's,
     * so cards made after that must grow them again, not overflow them. */
    arbi_state early, late;
    arbi_state_init(&early);
    arbi_state_init(&late);
    arbi_zone_new(&early, 1, 1, ARBI_PILE, ARBI_HIDDEN_VIS, 0, 0, &why);
    arbi_zone_new(&early, 2, 1, ARBI_PILE, ARBI_HIDDEN_VIS, 0, 0, &why);
    arbi_state_copy(&late, &early);
    for (int i = 0; i < 3; i++) arbi_card_move(&late, arbi_card_new(&late, i, 1, &why), 0, 0, &why);
    arbi_state_copy(&late, &early);
    arb_card_id a = arbi_card_new(&late, 7, 1, &why), b = arbi_card_new(&late, 8, 1, &why);
    arbi_card_move(&late, a, 0, 0, &why);
    arbi_card_move(&late, b, 1, 0, &why);
    CHECK(arbi_zone_at(&late, 0, 1) == a && arbi_zone_at(&late, 1, 1) == b && arbi_state_check(&late, &why) == 0,
          "16. cards made after a copy from a state with fewer go where they are put (regression)");
    arbi_state_free(&early);
    arbi_state_free(&late);
    /* A player's zone of a name no owned zone has is none, found without a
     * search; a copy knows every name its source knew to be owned. */
    arbi_state t, u;
    arbi_state_init(&t);
    arbi_state_init(&u);
    arb_zone_id shared = arbi_zone_new(&t, 70, 0, ARBI_PILE, ARBI_PUBLIC_VIS, 0, 0, &why);
    int32_t hint[ARBI_ZH] = { 0 };
    CHECK(arbi_zone_find(&t, 70, 1) == ARB_NONE && arbi_zone_hinted(&t, hint, 70, 0) == shared,
          "17. a shared zone's name: no player's zone, the shared one found");
    arbi_state_copy(&u, &t);
    arb_zone_id mine = arbi_zone_new(&t, 70, 1, ARBI_PILE, ARBI_PUBLIC_VIS, 0, 0, &why);
    CHECK(arbi_zone_find(&t, 70, 1) == mine && arbi_zone_hinted(&t, hint, 70, 1) == mine
          && arbi_zone_hinted(&t, hint, 70, 0) == shared, "18. the name made a player's too: both found, each by its owner");
    arbi_state_copy(&u, &t);
    CHECK(arbi_zone_find(&u, 70, 1) == mine, "19. a copy made after it finds the player's zone");
    arbi_state none;
    arbi_state_init(&none);
    arbi_state_copy(&t, &none);                    /* (back to a state with no zone) */
    arbi_state_free(&none);
    CHECK(t.h.nzones == 0 && arbi_zone_find(&t, 70, 1) == ARB_NONE && arbi_zone_hinted(&t, hint, 70, 1) == ARB_NONE,
          "20. a hint to a zone the state no longer has is not taken");
    arbi_state_free(&t);
    arbi_state_free(&u);
    /* A checkpoint kept in step (arbi_state_sync): it copies only what the
     * live state marked written since the last sync, or everything after a
     * copy into the live state or a new layout. */
    arbi_state live, ck, other;
    arbi_state_init(&live);
    arbi_state_init(&ck);
    arbi_state_init(&other);
    arb_zone_id za = arbi_zone_new(&live, 80, 1, ARBI_PILE, ARBI_PUBLIC_VIS, 0, 0, &why);
    arb_zone_id zb = arbi_zone_new(&live, 81, 1, ARBI_PILE, ARBI_PUBLIC_VIS, 0, 0, &why);
    arb_zone_id zc = arbi_zone_new(&live, 82, 1, ARBI_PILE, ARBI_PUBLIC_VIS, 0, 0, &why);
    arb_card_id x = arbi_card_new(&live, 0, 1, &why);
    arb_card_id y = arbi_card_new(&live, 1, 1, &why);
    arb_card_id w = arbi_card_new(&live, 2, 1, &why);
    arbi_card_move(&live, x, za, 0, &why);
    arbi_state_sync(&ck, &live);
    CHECK(arbi_zone_at(&ck, za, 1) == x && live.dirty.card_lo > live.dirty.card_hi
          && !live.dirty.zones[0] && !live.dirty.nvars, "21. the first sync copies everything and clears the marks");
    arbi_var_set(&live, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), 5, ARBI_VINT, 3, 0);
    uint64_t gen = live.wgen;
    CHECK(live.dirty.nvars == 1 && live.dirty.card_lo > live.dirty.card_hi && !live.dirty.zones[0],
          "22. a value written: only it is marked");
    arbi_state_sync(&ck, &live);
    CHECK(live.wgen == gen && arbi_var_get(&ck, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), 5)
          && arbi_zone_at(&ck, za, 1) == x, "23. and the sync copies it");
    arbi_card_move(&live, y, za, 0, &why);
    arbi_card_move(&live, w, za, 0, &why);
    arbi_state_sync(&ck, &live);
    arbi_card_move(&live, x, zb, 0, &why);         /* from the bottom: y and w move down a slot */
    CHECK(live.wgen == gen && live.dirty.zones[0] == ((1ull << za) | (1ull << zb))
          && live.dirty.card_lo == x && live.dirty.card_hi == w,
          "24. a card moved: its zones, it and the cards it shifted are marked");
    arbi_state_sync(&ck, &live);
    CHECK(arbi_zone_at(&ck, zb, 1) == x && ck.zones[za].count == 2 && arbi_zone_at(&ck, za, 2) == y
          && ck.cards[y].slot == 0 && ck.cards[w].slot == 1, "25. and the next sync copies them");
    for (int k = 0; k < ARBI_DIRTY_VARS + 3; k++)
        arbi_var_set(&live, ARBI_SCOPE(ARBI_SCOPE_CARD, k % 3), (uint32_t)(10 + k), ARBI_VINT, k, 7);
    CHECK(live.dirty.nvars > ARBI_DIRTY_VARS, "26. more values written than the list holds: all are marked");
    arbi_state_sync(&ck, &live);
    const arbi_var *last = arbi_var_get(&ck, ARBI_SCOPE(ARBI_SCOPE_CARD, (ARBI_DIRTY_VARS + 2) % 3),
                                        (uint32_t)(10 + ARBI_DIRTY_VARS + 2));
    CHECK(ck.h.nvars == live.h.nvars && last && last->value == ARBI_DIRTY_VARS + 2, "27. and all are copied");
    arbi_var_expire(&live, 7);                      /* (many at once: compacted) */
    arbi_state_sync(&ck, &live);
    CHECK(ck.h.nvars == 1 && arbi_var_get(&ck, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), 5), "28. an expiry that compacts the values: the sync takes them all");
    arbi_state_copy(&other, &live);
    arbi_card_move(&other, x, zc, 0, &why);
    arbi_state_copy(&live, &other);                /* (a restore into the live state) */
    CHECK(live.wgen != gen, "29. a state copied into the live one: its generation grows");
    arbi_state_sync(&ck, &live);
    CHECK(arbi_zone_at(&ck, zc, 1) == x, "30. and the next sync copies everything");
    arbi_state_free(&live);
    arbi_state_free(&ck);
    arbi_state_free(&other);
    arbi_state_free(&s);
    /* A checkpoint's values grow as the live state's do: by doubling, not a
     * reallocation per value added. */
    arbi_state grow, gck;
    arbi_state_init(&grow);
    arbi_state_init(&gck);
    int steps = 0, caps = 0, last_cap = -1;
    for (int i = 0; i < 200; i++) {
        arbi_var_set(&grow, ARBI_SCOPE(ARBI_SCOPE_PLAYER, 1), (uint32_t)(100 + i), ARBI_VINT, i, 0);
        arbi_state_sync(&gck, &grow);
        steps++;
        if (gck.var_cap != last_cap) caps++, last_cap = gck.var_cap;
    }
    CHECK(steps == 200 && gck.var_cap == grow.var_cap && caps <= 4,
          "34. 200 values added, a sync after each: the checkpoint's room grew a few times, as the live state's");
    arbi_state_free(&grow);
    arbi_state_free(&gck);
    /* Moving the top cards of a pile in one loop is the same as moving them
     * one at a time: the same places, stamps, faces, knowledge and marks. */
    arbi_state one, many;
    arbi_state_init(&one);
    arbi_state_init(&many);
    arb_zone_id from = arbi_zone_new(&one, 90, 1, ARBI_PILE, ARBI_HIDDEN_VIS, 0, 0, &why);
    arb_zone_id to = arbi_zone_new(&one, 91, 2, ARBI_PILE, ARBI_OWNER_VIS, 0, 0, &why);
    for (int i = 0; i < 6; i++) arbi_card_move(&one, arbi_card_new(&one, i, 1, &why), i < 4 ? from : to, 0, &why);
    arbi_state_copy(&many, &one);
    clear_marks(&one);
    clear_marks(&many);
    for (int i = 0; i < 3; i++) arbi_card_move(&one, arbi_zone_at(&one, from, 1), to, 0, &why);
    CHECK(arbi_move_tops(&many, from, to, 3) == 3, "31. three of four cards moved in one loop");
    CHECK(!memcmp(one.cards, many.cards, sizeof *one.cards * (size_t)one.h.ncards)
          && !memcmp(one.zones, many.zones, sizeof *one.zones * (size_t)one.h.nzones)
          && !memcmp(one.slots + one.zones[to].off, many.slots + many.zones[to].off, sizeof *one.slots * 5)
          && one.h.stamp == many.h.stamp && one.dirty.card_lo == many.dirty.card_lo
          && one.dirty.card_hi == many.dirty.card_hi && !memcmp(one.dirty.zones, many.dirty.zones, sizeof one.dirty.zones),
          "32. ... as three moves to the top: cards (the second player knows them), piles, stamps and marks alike");
    CHECK(arbi_move_tops(&many, from, to, 5) == 1 && many.zones[from].count == 0 && arbi_state_check(&many, &why) == 0,
          "33. asked for more than the pile holds: what there is");
    arbi_state_free(&one);
    arbi_state_free(&many);
    return check_done();
}
