/*
 * test_reload_save.c -- rulings on saving a game after `reload`.
 *
 * Defect: a card reloaded mid-game changed the save's script hash to the
 * new file, and loading replayed the whole game against the new card: the
 * replay went another way ("there is no option 3") or was refused.
 * Ruling: a reload is part of the game's record.  The save keeps the
 * content of every version of a reloaded card and where the reload
 * happened, so the save loads to the same state even after the file
 * changes again; a save whose recorded content was tampered with is
 * refused with ARB_EMISMATCH.
 */
#include "hostile.h"

static char *root;
static char card[1024], path[1024], err[4096];

static void edit_card(const char *gain)
{
    char text[512];
    snprintf(text, sizeof text, "return card {\n  name = \"Flare\",\n  on_play = function(g, self, p) "
             "gain(g, p, %s) end,\n}\n", gain);
    spit(card, text);
}

/* Plays `n` answers, preferring to play a card (option 1) whenever offered. */
static void play(arb_game *g, int n)
{
    for (int i = 0; i < n && !arb_over(g); i++) arb_answer(g, 0);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_reload_save ROOT\n"); return 2; }
    root = scratch_root(argv[1]);
    snprintf(card, sizeof card, "%s/cards/tutorial/flare.lua", root);
    snprintf(path, sizeof path, "%s/game.arb", root);
    arb_game *g = tutorial(root);
    if (!g) return check_done();
    play(g, 6);
    edit_card("5");
    CHECK(arb_reload_card(g, "Flare") == ARB_OK, "1. the edited Flare reloads");
    play(g, 6);
    CHECK(arb_save(g, path) == ARB_OK, "2. the game saves after the reload");
    arb_game *l = NULL;
    arb_status st = load(root, NULL, path, &l, err, sizeof err);
    if (st != ARB_OK) printf("load: %s\n", err);
    CHECK(st == ARB_OK && arb_state_hash(l) == arb_state_hash(g) && arb_log_count(l) == arb_log_count(g),
          "3. the save made after a reload loads to the same state and log");
    if (l) {
        play(l, 2);
        play(g, 2);
        CHECK(arb_state_hash(l) == arb_state_hash(g), "4. the loaded game plays on like the original");
        arb_game_free(l);
        l = NULL;
    }
    CHECK(arb_save(g, path) == ARB_OK, "5. the game saves again");

    edit_card("7");
    st = load(root, NULL, path, &l, err, sizeof err);
    CHECK(st == ARB_OK && arb_state_hash(l) == arb_state_hash(g),
          "6. the save still loads after the card file changed again: it holds what was played");
    arb_game_free(l);
    l = NULL;

    /* Tampering with the recorded content is a mismatch. */
    char *text = slurp(path), *at = strstr(text, "gain(g, p, 5)");
    CHECK(at != NULL, "7. the save holds the reloaded content");
    if (at) {
        at[11] = '9';
        spit(path, text);
        st = load(root, NULL, path, &l, err, sizeof err);
        CHECK(st == ARB_EMISMATCH && strstr(err, "cards/tutorial/flare.lua"),
              "8. a save whose recorded card content was changed is refused, naming the card");
        arb_game_free(l);
    }
    free(text);

    /* Undo past a reload, then play on: the save is still faithful. */
    arb_game *u = tutorial(root);
    edit_card("1");
    arb_reload_card(u, "Flare");
    play(u, 4);
    arb_snapshot *s = arb_snapshot_take(u);
    play(u, 3);
    edit_card("4");
    arb_reload_card(u, "Flare");
    arb_snapshot_restore(u, s);
    play(u, 5);
    CHECK(arb_save(u, path) == ARB_OK, "9. a game saves after an undo past a reload");
    st = load(root, NULL, path, &l, err, sizeof err);
    if (st != ARB_OK) printf("load: %s\n", err);
    CHECK(st == ARB_OK && arb_state_hash(l) == arb_state_hash(u),
          "10. and loads to the same state: what was played after the undo used the reloaded card");
    arb_game_free(l);
    arb_snapshot_free(s);
    arb_game_free(u);

    arb_game_free(g);
    remove_tree(root);
    free(root);
    return check_done();
}
