/*
 * test_grid.c -- rulings on grid zones whose size used to wrap.
 *
 * Defect: rows and cols were kept in 16 bits while the cells were counted
 * in an int, so `rows = 65537, cols = 1` wrote past the slot pool, and
 * `rows = cols = 46341` overflowed a signed multiply -- from a card, from
 * an edit, or from an `edit` line of a saved game.  Ruling: a grid up to
 * ARB_MAX_GRID_CELLS cells works; a bigger one is refused with an error
 * that says so, and the game is unchanged.
 */
#include "hostile.h"

static const char *root;

/* A tall grid (65537 rows, more than 16 bits) holds a card in its last row. */
static void tall_grid_works(void)
{
    arb_game *g = tutorial(root);
    if (!g) { CHECK(0, "1. the tutorial starts"); return; }
    char out[256];
    arb_status st = arb_eval(g, "local z = g:new_zone('tall', 0, {rows = 65537, cols = 1})\n"
                                "g:new_card('Spark', 1, z, 65537, 1)\n"
                                "local _, r, c = g:where(g:cell(z, 65537, 1))\n"
                                "return r, c, select(4, g:zone_info(z)), g:check()", 1, out, sizeof out);
    if (st != ARB_OK) printf("%s\n", arb_errmsg(g));
    CHECK(st == ARB_OK && !strcmp(out, "65537, 1, 65537, true"),
          "1. a 65537 x 1 grid keeps its rows, and a card in its last cell is where it was put");
    CHECK(arb_check(g) == ARB_OK, "2. the kernel's invariants hold after it");
    arb_game_free(g);
}

/* A grid of 46341 x 46341 cells is past the limit: refused, game unchanged. */
static void huge_grid_refused(void)
{
    arb_game *g = tutorial(root);
    if (!g) { CHECK(0, "3. the tutorial starts"); return; }
    char out[256];
    uint64_t h = arb_state_hash(g);
    int inputs = arb_input_count(g);
    arb_status st = arb_eval(g, "g:new_zone('huge', 0, {rows = 46341, cols = 46341})", 1, out, sizeof out);
    CHECK(st == ARB_ESCRIPT && strstr(arb_errmsg(g), "grid 'huge' would have 2147488281 cells")
          && strstr(arb_errmsg(g), "at most"),
          "3. a grid of 46341 x 46341 cells is refused, and the error gives its size and the limit");
    CHECK(arb_state_hash(g) == h && arb_input_count(g) == inputs && arb_check(g) == ARB_OK,
          "4. the refused grid left the game unchanged");
    st = arb_eval(g, "g:new_zone('wide', 0, {rows = 1, cols = 1 << 40})", 1, out, sizeof out);
    CHECK(st == ARB_ESCRIPT && strstr(arb_errmsg(g), "grid 'wide'"),
          "5. a column count past 32 bits is refused too, not cut to an int");
    arb_game_free(g);
}

/* The same edit inside a saved game is refused when the save is loaded. */
static void huge_grid_in_a_save(void)
{
    arb_game *g = tutorial(root);
    if (!g) { CHECK(0, "6. the tutorial starts"); return; }
    char out[64], path[] = "/tmp/arbiter-grid-XXXXXX", err[4096];
    int fd = mkstemp(path);
    if (fd >= 0) fclose(fdopen(fd, "w"));
    arb_eval(g, "g:gset('marker', 1)", 1, out, sizeof out);
    CHECK(arb_save(g, path) == ARB_OK, "6. the game saves");
    arb_game_free(g);
    char *text = slurp(path), *at = text ? strstr(text, "edit g:gset('marker', 1)") : NULL;
    CHECK(at != NULL, "7. the save holds the edit");
    if (!at) { free(text); return; }
    size_t head = (size_t)(at - text);
    const char *tail = strchr(at, '\n');
    char *forged = malloc(strlen(text) + 256);
    snprintf(forged, strlen(text) + 256, "%.*sedit g:new_zone('big', 0, {rows = 65537, cols = 1}) "
             "g:new_zone('huge', 0, {rows = 46341, cols = 46341})%s", (int)head, text, tail);
    spit(path, forged);
    arb_game *l = NULL;
    arb_status st = load(root, NULL, path, &l, err, sizeof err);
    CHECK(st == ARB_EFORMAT && strstr(err, "grid 'huge' would have 2147488281 cells"),
          "8. loading a save whose edit makes a huge grid fails with the grid's error");
    remove(path);
    free(forged);
    free(text);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_grid ROOT\n"); return 2; }
    root = argv[1];
    tall_grid_works();
    huge_grid_refused();
    huge_grid_in_a_save();
    return check_done();
}
