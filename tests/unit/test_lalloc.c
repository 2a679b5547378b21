/*
 * test_lalloc.c -- the Lua state's allocator (kernel/lua/lalloc.c): a
 * small block freed is kept and given again to the next block of its size
 * class; a resize within its class keeps the block, across classes moves
 * its bytes; the game's count is what Lua asked for, and the blocks kept
 * are bounded (a quarter of the heap when each is kept, or 64 KB) and
 * counted (pool_bytes, which arb_memory and the cap count); large blocks go to the C
 * library as they are.  Under AddressSanitizer nothing is kept (so a use
 * after free is caught): then the rulings expect exactly that.  (The cap
 * itself binds only scripts: tests/hostile/memory plays it with games.)
 */
#include "../../kernel/lua/game.h"
#include "check.h"
#include <stdlib.h>
#include <string.h>

static arb_game *fake(void)
{
    arb_game *g = calloc(1, sizeof *g);
    if (g) g->mem_limit = (size_t)1 << 30;
    return g;
}

static void a_freed_small_block_is_given_again(void)
{
    arb_game *g = fake();
    void *a = arbi_lua_alloc(g, NULL, 0, 40);
    CHECK(a && g->mem_used == 40, "a 40-byte block is counted as 40 bytes");
    memset(a, 7, 40);
    arbi_lua_alloc(g, a, 40, 0);
    if (!arbi_lua_alloc_keeps()) {
        CHECK(g->mem_used == 0 && g->pool_bytes == 0, "(AddressSanitizer) freed, it goes back to the C library");
        free(g);
        return;
    }
    CHECK(g->mem_used == 0 && g->pool_bytes == 48, "freed, it is kept: 48 bytes (its class)");
    void *b = arbi_lua_alloc(g, NULL, 5 /* a kind of object, not a size */, 33);
    CHECK(b == a && g->pool_bytes == 0 && g->mem_used == 33, "the next block of its class (33..48) is that one");
    arbi_lua_alloc(g, b, 33, 0);
    arbi_lua_alloc_free(g);
    CHECK(g->pool_bytes == 0 && g->pool[2] == NULL, "arbi_lua_alloc_free gives the kept blocks back");
    free(g);
}

static void a_resize_keeps_its_block_within_a_class_and_moves_across(void)
{
    arb_game *g = fake();
    char *a = arbi_lua_alloc(g, NULL, 0, 20);
    memcpy(a, "abcdefghijklmnopqrs", 20);
    char *b = arbi_lua_alloc(g, a, 20, 30);
    CHECK(b == a && g->mem_used == 30, "20 -> 30 bytes: the same 32-byte block");
    char *c = arbi_lua_alloc(g, b, 30, 100);
    CHECK(c && !strcmp(c, "abcdefghijklmnopqrs") && g->mem_used == 100 && g->pool_bytes == (arbi_lua_alloc_keeps() ? 32u : 0u),
          "30 -> 100 bytes: a 112-byte block, the bytes moved, the old one kept");
    char *d = arbi_lua_alloc(g, c, 100, 5000);
    CHECK(d && !strcmp(d, "abcdefghijklmnopqrs") && g->mem_used == 5000 && g->pool_bytes == (arbi_lua_alloc_keeps() ? 32u + 112 : 0u),
          "100 -> 5000 bytes: a large block from the C library, the small one kept");
    char *e = arbi_lua_alloc(g, d, 5000, 9000);
    CHECK(e && !strcmp(e, "abcdefghijklmnopqrs") && g->mem_used == 9000, "large to large: the C library's realloc");
    char *f = arbi_lua_alloc(g, e, 9000, 16);
    CHECK(f && !memcmp(f, "abcdefghijklmnop", 16) && g->mem_used == 16, "9000 -> 16 bytes: back to a small block");
    arbi_lua_alloc(g, f, 16, 0);
    CHECK(g->mem_used == 0, "every byte given back is uncounted");
    arbi_lua_alloc_free(g);
    free(g);
}

static void the_blocks_kept_are_bounded(void)
{
    arb_game *g = fake();
    enum { N = 20000 };
    void **p = malloc(sizeof *p * N);
    for (int i = 0; i < N; i++) p[i] = arbi_lua_alloc(g, NULL, 0, 64);
    CHECK(g->mem_used == (size_t)N * 64, "20,000 blocks of 64 bytes: 1.28 MB counted");
    for (int i = 0; i < N; i++) arbi_lua_alloc(g, p[i], 64, 0);
    size_t fifth = (size_t)N * 64 / 5;            /* kept x while x <= (1,280,000 - x) / 4 */
    CHECK(arbi_lua_alloc_keeps() ? g->pool_bytes <= fifth && g->pool_bytes > fifth - 64 : g->pool_bytes == 0,
          "freed one by one, they are kept while they are at most a quarter of what is left of the heap:"
          " 256,000 of the 1,280,000 bytes, the rest given back");
    arbi_lua_alloc_free(g);
    free(p);
    free(g);
}

int main(void)
{
    a_freed_small_block_is_given_again();
    a_resize_keeps_its_block_within_a_class_and_moves_across();
    the_blocks_kept_are_bounded();
    return check_done();
}
