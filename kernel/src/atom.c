/*
 * atom.c -- interned strings.
 *
 * Names that the state refers to (zone names, variable keys, hook names,
 * expiry tags) are stored in the state as small integers, "atoms".  The table
 * is append-only and lives beside the state, not in it: an atom means the
 * same string for the whole life of the game, so snapshots need not copy it.
 * Each atom also keeps the FNV-1a hash of its text, so that the state hash
 * depends on names, never on the order in which they were interned.
 */
#include "internal.h"
#include <stdlib.h>
#include <string.h>

uint64_t arbi_fnv(const void *p, size_t n, uint64_t h)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

char *arbi_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

void arbi_atoms_init(arbi_atoms *a)
{
    memset(a, 0, sizeof *a);
}

void arbi_atoms_free(arbi_atoms *a)
{
    for (int i = 1; i < a->n; i++) free(a->str[i]);
    free(a->str);
    free(a->hash);
    free(a->index);
    memset(a, 0, sizeof *a);
}

static int32_t *slot_for(const arbi_atoms *a, const char *s, uint32_t h)
{
    uint32_t mask = (uint32_t)a->icap - 1;
    for (uint32_t i = h & mask;; i = (i + 1) & mask) {
        int32_t id = a->index[i];
        if (id < 0 || strcmp(a->str[id], s) == 0) return &a->index[i];
    }
}

static int grow_index(arbi_atoms *a)
{
    int ncap = a->icap ? a->icap * 2 : 256;
    int32_t *ni = malloc(sizeof *ni * (size_t)ncap);
    if (!ni) return -1;
    for (int i = 0; i < ncap; i++) ni[i] = -1;
    free(a->index);
    a->index = ni;
    a->icap = ncap;
    for (int id = 1; id < a->n; id++)
        *slot_for(a, a->str[id], a->hash[id]) = id;
    return 0;
}

uint32_t arbi_atom_find(const arbi_atoms *a, const char *s)
{
    if (a->icap == 0) return 0;
    uint32_t h = (uint32_t)arbi_fnv(s, strlen(s), ARBI_FNV_SEED);
    int32_t id = *slot_for(a, s, h);
    return id < 0 ? 0 : (uint32_t)id;
}

uint32_t arbi_atom(arbi_atoms *a, const char *s)
{
    uint32_t found = arbi_atom_find(a, s);
    if (found) return found;
    if (a->n == 0) a->n = 1;               /* atom 0 means "none" */
    if ((a->n + 1) * 2 > a->icap && grow_index(a)) return 0;
    if (a->n >= a->cap) {
        int ncap = a->cap ? a->cap * 2 : 256;
        char **ns = realloc(a->str, sizeof *ns * (size_t)ncap);
        if (!ns) return 0;
        a->str = ns;
        uint32_t *nh = realloc(a->hash, sizeof *nh * (size_t)ncap);
        if (!nh) return 0;
        a->hash = nh;
        a->cap = ncap;
        a->str[0] = NULL;
        a->hash[0] = 0;
    }
    char *copy = arbi_strdup(s);
    if (!copy) return 0;
    uint32_t h = (uint32_t)arbi_fnv(s, strlen(s), ARBI_FNV_SEED);
    int id = a->n++;
    a->bytes += ARBI_ATOM_BYTES(strlen(s));
    a->str[id] = copy;
    a->hash[id] = h;
    *slot_for(a, s, h) = id;
    return (uint32_t)id;
}

void arbi_atoms_truncate(arbi_atoms *a, int n)
{
    if (n < 1 || n >= a->n) return;
    for (int id = n; id < a->n; id++) {
        a->bytes -= ARBI_ATOM_BYTES(strlen(a->str[id]));
        free(a->str[id]);
    }
    a->n = n;
    for (int i = 0; i < a->icap; i++) a->index[i] = -1;
    for (int id = 1; id < a->n; id++)
        *slot_for(a, a->str[id], a->hash[id]) = id;
}

const char *arbi_atom_str(const arbi_atoms *a, uint32_t atom)
{
    if (atom == 0 || (int)atom >= a->n) return "";
    return a->str[atom];
}
