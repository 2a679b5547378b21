/*
 * test_memory_cap.c -- rulings on scripts that grow the kernel's strings.
 *
 * Defect: the memory cap (arb_config.mem_limit) counted only the Lua heap,
 * so a script could `g:log` huge strings, or intern endless distinct
 * strings through `g:gset`, and the kernel kept gigabytes outside the cap.
 * Ruling: log text and interned strings count against the cap; a script
 * that would pass it gets ARB_EBUDGET with an error naming the cap, and the
 * game is unchanged.
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

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_memory_cap ROOT\n"); return 2; }
    root = argv[1];
    huge_log();
    endless_interning();
    return check_done();
}
