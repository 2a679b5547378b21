/*
 * faults.h -- making the kernel's allocations fail, without touching it.
 *
 * Executables linked with -Wl,--wrap=malloc,--wrap=realloc,--wrap=calloc
 * (and faults.c) send every malloc, realloc and calloc of the code linked
 * into them -- the kernel, whose Lua allocator calls realloc, included --
 * through the wrappers in faults.c.  While armed they count allocations
 * and fail the Nth one (and, with `every`, each Nth after it), or every one
 * that would take the bytes allocated while armed past a limit.
 */
#ifndef ARB_FAULTS_H
#define ARB_FAULTS_H

#include <stddef.h>

typedef struct faults {
    long fail_at;      /* the allocation number to fail (from 1), 0: none */
    long every;        /* then fail each `every`-th one after it, 0: only one */
    size_t byte_limit; /* fail allocations past this many bytes, 0: no limit */
} faults;

void faults_arm(faults f);
/* Stops failing; returns how many allocations were counted while armed. */
long faults_disarm(void);
/* How many allocations were made to fail since the last arm. */
long faults_failed(void);

#endif
