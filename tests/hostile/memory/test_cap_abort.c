/*
 * test_cap_abort.c -- rulings on scripts that hit the memory cap in a way
 * that used to abort the whole process.
 *
 * Defect: a card whose error message is 100 MiB (`error(string.rep("E",
 * 100 << 20))`) failed inside a unit; the kernel then formatted the error
 * with its traceback outside any protected call, the copy passed the cap,
 * and Lua, finding no handler, called abort() without a word.  Ruling: the
 * action fails with a budget or script error, the game is unchanged and
 * goes on; a table grown to the cap fails the same way; so do both in an
 * edit.  (A panic handler also reports any unprotected error on stderr.)
 */
#include "hostile.h"

static const char *root;

static arb_game *with_mod(const char *mod)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/hostile-cap/%s", root, mod);
    return new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1, .extra_cards = dir });
}

/* Puts the mod's Spark in p1's hand and answers "play Spark". */
static void play_spark(const char *mod, const char *what)
{
    arb_game *g = with_mod(mod);
    if (!g) { CHECK(0, what); return; }
    char out[256];
    arb_status st = arb_eval(g, "g:new_card('Spark', 1, g:zone('hand', 1))", 1, out, sizeof out);
    uint64_t h = arb_state_hash(g);
    int opt = -1;
    for (int i = 0; i < arb_option_count(g); i++)
        if (strstr(arb_option_label(g, i), "Spark")) opt = i;
    if (st != ARB_OK || opt < 0) { printf("  setup: %s\n", arb_errmsg(g)); CHECK(0, what); arb_game_free(g); return; }
    st = arb_answer(g, opt);
    int ok = (st == ARB_EBUDGET || st == ARB_ESCRIPT) && arb_state_hash(g) == h;
    if (!ok) printf("  status %d: %.200s\n", st, arb_errmsg(g));
    ok = ok && arb_check(g) == ARB_OK && arb_answer(g, arb_option_count(g) - 1) == ARB_OK;
    CHECK(ok, what);
    arb_game_free(g);
}

static void edit_at_cap(const char *src, const char *what)
{
    arb_game *g = tutorial(root);
    if (!g) { CHECK(0, what); return; }
    char out[256];
    uint64_t h = arb_state_hash(g);
    arb_status st = arb_eval(g, src, 1, out, sizeof out);
    CHECK((st == ARB_EBUDGET || st == ARB_ESCRIPT) && arb_state_hash(g) == h
          && arb_answer(g, 0) == ARB_OK, what);
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_cap_abort ROOT\n"); return 2; }
    root = argv[1];
    play_spark("big_error", "1. a card raising a 100 MiB error fails its action; the game is unchanged and goes on");
    play_spark("big_table", "2. a card growing a table to the cap fails its action; the game goes on");
    edit_at_cap("error(string.rep('E', 100 << 20))", "3. an edit raising a 100 MiB error fails; the game goes on");
    edit_at_cap("local t = {} for i = 1, 1e9 do t[i] = i end", "4. an edit growing a table to the cap fails");
    return check_done();
}
