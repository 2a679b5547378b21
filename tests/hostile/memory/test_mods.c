/*
 * test_mods.c -- rulings on several extra card folders (mods).
 *
 * Defect: arb_config had one extra card folder, so `--cards A --cards B`
 * silently kept only the last, and a mistyped folder was skipped without a
 * word.  Ruling: arb_config.more_cards loads every folder in order, a later
 * one replacing same-named cards; a missing folder is an error naming it;
 * a save names every folder (one `extra` line each) and loads back only
 * when the loader allows them all.
 */
#include "hostile.h"

static const char *root;

static void two_mods(void)
{
    char a[4096], b[4096], save[4200], err[4096];
    snprintf(a, sizeof a, "%s/tests/repl/games/mods/bright", root);
    snprintf(b, sizeof b, "%s/tests/repl/games/mods/dim", root);
    const char *const both[] = { a, b, NULL }, *const only_a[] = { a, NULL };
    arb_game *g = new_game((arb_config){ .root = root, .game = "tutorial", .seed = 3, .more_cards = both });
    CHECK(g && arb_card_name_count(g) == 6, "1. both folders load: 4 cards, Glow and Dusk");
    if (!g) return;
    int spark = -1;
    for (int i = 0; i < arb_card_name_count(g); i++)
        if (!strcmp(arb_card_name(g, i), "Spark")) spark = i;
    CHECK(spark >= 0 && strstr(arb_card_file(g, spark), "dim/spark.lua"), "2. the later folder's Spark wins");
    snprintf(save, sizeof save, "/tmp/arbiter-mods-%d.sav", (int)getpid());
    CHECK(arb_save(g, save) == ARB_OK, "3. the game saves");
    char *text = slurp(save);
    CHECK(text && strstr(text, "\nextra ") && strstr(strstr(text, "\nextra ") + 1, "\nextra "),
          "4. the save has one extra line per folder");
    free(text);
    arb_game *l = NULL;
    CHECK(load(root, NULL, save, &l, err, sizeof err) == ARB_OK,
          "5. it loads back (the folders are under the root)");
    CHECK(!l || arb_state_hash(l) == arb_state_hash(g), "6. as the same game");
    arb_game_free(l);
    l = NULL;
    char *elsewhere = scratch_root(root);     /* the folders lie outside this root */
    CHECK(arb_load_game_dirs(elsewhere, only_a, save, &l, err, sizeof err) != ARB_OK && strstr(err, "dim"),
          "7. a loader that allows only the first folder refuses the second by name");
    if (l) arb_game_free(l);
    l = NULL;
    CHECK(arb_load_game_dirs(elsewhere, both, save, &l, err, sizeof err) == ARB_OK,
          "7b. and loads it when both are allowed");
    arb_game_free(l);
    remove_tree(elsewhere);
    free(elsewhere);
    unlink(save);
    arb_game_free(g);
}

static void missing_mod(void)
{
    char a[4096], err[4096] = "";
    snprintf(a, sizeof a, "%s/tests/repl/games/mods/bright", root);
    const char *const dirs[] = { a, "no/such/mod", NULL };
    arb_game *g = arb_game_new(&(arb_config){ .root = root, .game = "tutorial", .seed = 1,
                                              .more_cards = dirs }, err, sizeof err);
    CHECK(!g && strstr(err, "no card folder 'no/such/mod'"), "8. a missing folder is an error naming it");
    arb_game_free(g);
    g = arb_game_new(&(arb_config){ .root = root, .game = "tutorial", .seed = 1,
                                    .extra_cards = "not/here" }, err, sizeof err);
    CHECK(!g && strstr(err, "no card folder 'not/here'"), "9. so is a missing extra_cards folder");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_mods ROOT\n"); return 2; }
    root = argv[1];
    two_mods();
    missing_mod();
    return check_done();
}
