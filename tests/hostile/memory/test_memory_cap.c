/*
 * test_memory_cap.c -- rulings on scripts that grow the kernel's strings.
 *
 * Defect: the memory cap (arb_config.mem_limit) counted only the Lua heap,
 * so a script could `g:log` huge strings, or intern endless distinct
 * strings through `g:gset`, and the kernel kept gigabytes outside the cap.
 * Ruling: log text and interned strings count against the cap; a script
 * that would pass it gets ARB_EBUDGET with an error naming the cap, and the
 * game is unchanged.
 *
 * Defect: the inputs (every answer and recorded edit, kept for replay and
 * saves) were not counted: a game that never ends (Star Realms' core seed
 * 60 between random bots) held 51 MB after a million answers while
 * arb_memory reported 753 KB, and a remote client could grow it without end.
 * Ruling: the inputs count against the cap; the answer or edit that would
 * pass it is refused for the memory cap and the game is unchanged.
 */
#include "hostile.h"

static const char *root;
#define CAP ((size_t)24 << 20)

static arb_game *capped(void)
{
    return new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1, .mem_limit = CAP });
}

static void huge_log(void)
{
    arb_game *g = capped();
    if (!g) { CHECK(0, "1. the tutorial starts"); return; }
    char out[64];
    uint64_t h = arb_state_hash(g);
    int lines = arb_log_count(g), inputs = arb_input_count(g);
    arb_status st = arb_eval(g, "local s = string.rep('x', 1 << 20)\n"
                                "for i = 1, 100 do g:log(s .. i) end", 1, out, sizeof out);
    CHECK(st == ARB_EBUDGET && strstr(arb_errmsg(g), "memory cap"),
          "1. logging 100 MiB under a 24 MiB cap is refused for the memory cap");
    CHECK(arb_state_hash(g) == h && arb_log_count(g) == lines && arb_input_count(g) == inputs,
          "2. the game and its log are unchanged");
    CHECK(arb_memory(g) < CAP, "3. the game holds less than its cap");
    CHECK(arb_eval(g, "g:log('a short line')", 1, out, sizeof out) == ARB_OK && arb_log_count(g) == lines + 1,
          "4. a short log line is still fine afterwards");
    CHECK(arb_answer(g, 0) == ARB_OK, "5. the game goes on");
    arb_game_free(g);
}

static void endless_interning(void)
{
    arb_game *g = capped();
    if (!g) { CHECK(0, "6. the tutorial starts"); return; }
    char out[64];
    uint64_t h = arb_state_hash(g);
    arb_status st = arb_eval(g, "local s = string.rep('y', 1000)\n"
                                "for i = 1, 60000 do g:gset('k', s .. i) end", 1, out, sizeof out);
    /* The Lua heap (the strings being made) and the kernel's copies share
     * the cap: which of the two meets it first depends on the heap's
     * layout, and either way the slice fails for the cap. */
    CHECK(st == ARB_EBUDGET && (strstr(arb_errmsg(g), "memory cap")
                                || strstr(arb_errmsg(g), "not enough memory")),
          "6. interning 60 MB of distinct strings under a 24 MiB cap is refused for the memory cap");
    CHECK(arb_state_hash(g) == h, "7. the game is unchanged");
    st = arb_eval(g, "local s = string.rep('z', 1000)\n"
                     "for i = 1, 60000 do g:gset(s .. i, 1) end", 1, out, sizeof out);
    CHECK(st == ARB_EBUDGET && arb_state_hash(g) == h, "8. so is interning them as names, game unchanged");
    st = arb_answer(g, 0);
    if (st != ARB_OK) printf("  %s\n", arb_errmsg(g));
    CHECK(st == ARB_OK, "9. the game goes on");
    arb_game_free(g);
}

/* A copy of the tutorial without its draw step: nobody runs out of cards,
 * nobody reaches ten points, and the players pass for ever.  NULL if the
 * step is not where this test expects it. */
static char *endless_root(void)
{
    char *dir = scratch_root(root), path[4096];
    snprintf(path, sizeof path, "%s/scripts/tutorial/ruleset.lua", dir);
    char *src = slurp(path), *at = src ? strstr(src, "if not draw(g, g:active()) then deck_out(g) end") : NULL;
    if (at) { memcpy(at, "--", 2); spit(path, src); }
    free(src);
    if (!at) { remove_tree(dir); free(dir); return NULL; }
    return dir;
}

static arb_game *endless(const char *dir, size_t cap)
{
    return new_game((arb_config){ .root = dir, .game = "tutorial", .seed = 1, .mem_limit = cap });
}

/* Answers the last option (pass) until refused or n answers. */
static int pass_until_refused(arb_game *g, int n)
{
    for (int i = 0; i < n; i++) {
        int k = arb_option_count(g);
        if (k < 1 || arb_answer(g, k - 1) != ARB_OK) return i;
    }
    return n;
}

/* Passes until `refusals` answers were refused (or a million tried); counts
 * the refusals that changed the game or its inputs in *changed. */
static int pass_at_cap(arb_game *g, int refusals, int *changed)
{
    int tried = 0, refused = 0;
    *changed = 0;
    for (; tried < 1000000 && refused < refusals; tried++) {
        uint64_t h = arb_state_hash(g);
        int inputs = arb_input_count(g);
        if (arb_answer(g, arb_option_count(g) - 1) == ARB_OK) continue;
        refused++;
        *changed += arb_state_hash(g) != h || arb_input_count(g) != inputs;
        if (!strstr(arb_errmsg(g), "memory cap") && !strstr(arb_errmsg(g), "not enough memory"))
            (*changed)++;
    }
    return tried;
}

static void endless_answers(void)
{
    char *dir = endless_root();
    if (!dir) { CHECK(0, "10. the tutorial's draw step is where this test expects it"); return; }
    size_t base = 0;
    arb_game *g = endless(dir, 0);
    if (g) {
        base = arb_memory(g);
        int n = pass_until_refused(g, 20000);
        CHECK(n == 20000 && arb_memory(g) >= base + 20000 * 16,
              "10. twenty thousand answers of an endless game are counted by arb_memory");
        arb_game_free(g);
    }
    size_t cap = base + ((size_t)1 << 20);
    if (!(g = endless(dir, cap))) { remove_tree(dir); free(dir); return; }
    arb_snapshot *early = arb_snapshot_take(g);
    int changed, tried = pass_at_cap(g, 200, &changed);
    /* Near the cap the answer's own Lua work or its input meets it first
     * (which one depends on the heap's garbage): either way for the cap. */
    CHECK(tried < 1000000, "11. answering for ever under a cap is refused");
    CHECK(changed == 0, "12. each refusal names the cap and leaves the game and its inputs unchanged");
    int inputs = arb_input_count(g);
    CHECK(pass_at_cap(g, 200, &changed) < 400 && arb_input_count(g) < inputs + 200,
          "13. past the first refusals the game holds its size: most answers are refused");
    /* (arb_memory also counts the state's arrays, bounded apart by the
     * card and zone limits: a few KB here.) */
    CHECK(arb_memory(g) <= cap + 16384, "14. the game holds no more than its cap");
    char out[64];
    int refused = 0;
    inputs = arb_input_count(g);
    for (int i = 0; i < 50; i++)
        refused += arb_eval(g, "g:gset('k', (g:gget('k') or 0) + 1)", 1, out, sizeof out) == ARB_EBUDGET;
    CHECK(refused > 25 && arb_input_count(g) < inputs + 25, "15. so are recorded edits");
    CHECK(early && arb_snapshot_restore(g, early) == ARB_OK && pass_until_refused(g, 1) == 1,
          "16. back at an earlier decision the game can answer again");
    arb_snapshot_free(early);
    arb_game_free(g);
    remove_tree(dir);
    free(dir);
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_memory_cap ROOT\n"); return 2; }
    root = argv[1];
    huge_log();
    endless_interning();
    endless_answers();
    return check_done();
}
