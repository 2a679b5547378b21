/*
 * lalloc.c -- the allocator of a game's Lua state: the game's memory cap,
 * and small blocks kept for reuse.
 *
 * Rules written in Lua make and drop many small objects at every decision
 * (a g:cards list, a table of options, a string): most are 16 to 128
 * bytes.  A block that small is taken from, and given back to, a free
 * list of its size class (16-byte steps) kept per game, instead of the C
 * library's malloc and free; larger blocks go to the C library as they
 * are.  Lua says a block's size when it frees or resizes it, so the class
 * of a small block is known from that size, with no header.  The blocks
 * kept add up to at most a quarter of the Lua heap as it is when one is
 * kept (or 64 KB while that is smaller), so at most a quarter of its peak:
 * a collection frees many at once, and the next decision makes as many
 * again; past that, they go back to the C library.
 *
 * The cap counts what Lua asked for (mem_used) and the blocks kept; a
 * script that would pass it gets them back first (the rounding to a class,
 * at most 15 bytes a block, is not counted).  The cap binds scripts only
 * (arbi_slice_running, sandbox.c says why).
 */
#include "game.h"
#include <stdlib.h>
#include <string.h>

#define STEP 16
#define POOL_MIN (64 << 10)        /* bytes kept, at least; else a quarter of the heap */

/* Under AddressSanitizer nothing is kept: every block freed goes back to
 * the C library, where a use after its free is caught. */
#if defined(__SANITIZE_ADDRESS__)
#define KEEPS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KEEPS 0
#endif
#endif
#ifndef KEEPS
#define KEEPS 1
#endif

int arbi_lua_alloc_keeps(void) { return KEEPS; }

/* The size class of a block of n bytes (1 to ARBI_POOL_CLASSES), 0: large. */
static int class_of(size_t n)
{
    return n > (size_t)STEP * ARBI_POOL_CLASSES ? 0 : (int)((n + STEP - 1) / STEP);
}

static void *take(arb_game *g, int k)
{
    void **head = &g->pool[k - 1];
    void *p = *head;
    if (!p) return malloc((size_t)k * STEP);
    *head = *(void **)p;
    g->pool_bytes -= (size_t)k * STEP;
    return p;
}

static void give(arb_game *g, int k, void *p)
{
    size_t keep = g->mem_used / 4 > POOL_MIN ? g->mem_used / 4 : POOL_MIN;
    if (!KEEPS || g->pool_bytes + (size_t)k * STEP > keep) {
        free(p);
        return;
    }
    *(void **)p = g->pool[k - 1];
    g->pool[k - 1] = p;
    g->pool_bytes += (size_t)k * STEP;
}

/* A block of `old` bytes at ptr (old 0: none) resized to nsize > 0. */
static void *resize(arb_game *g, void *ptr, size_t old, size_t nsize)
{
    int from = ptr ? class_of(old) : -1, to = class_of(nsize);
    if (from == 0 && to == 0) return realloc(ptr, nsize);
    if (from == to) return ptr;                       /* the same class: room enough */
    void *p = to ? take(g, to) : malloc(nsize);
    if (!p || !ptr) return p;
    memcpy(p, ptr, old < nsize ? old : nsize);
    if (from) give(g, from, ptr);
    else free(ptr);
    return p;
}

/* Whether `more` bytes would take the game past its cap, counting the
 * blocks kept for reuse as used. */
static int over_cap(const arb_game *g, size_t more)
{
    return g->mem_used + g->pool_bytes + arbi_strings_used(g) + more > g->mem_limit;
}

void *arbi_lua_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    arb_game *g = ud;
    size_t old = ptr ? osize : 0;                     /* (no ptr: osize is a kind of object) */
    if (nsize == 0) {
        g->mem_used -= old;
        if (!ptr) return NULL;
        int k = class_of(old);
        if (k) give(g, k, ptr);
        else free(ptr);
        return NULL;
    }
    if (nsize > old && over_cap(g, nsize - old) && arbi_slice_running()) {
        arbi_lua_alloc_free(g);                       /* the kept blocks go first */
        if (over_cap(g, nsize - old)) {
            g->budget_hit = 2;
            return NULL;
        }
    }
    void *p = resize(g, ptr, old, nsize);
    if (!p) return NULL;
    g->mem_used = g->mem_used - old + nsize;
    return p;
}

/* The blocks kept go back to the C library (near the cap, and after
 * lua_close). */
void arbi_lua_alloc_free(arb_game *g)
{
    for (int k = 0; k < ARBI_POOL_CLASSES; k++) {
        while (g->pool[k]) {
            void *p = g->pool[k];
            g->pool[k] = *(void **)p;
            free(p);
        }
    }
    g->pool_bytes = 0;
}
