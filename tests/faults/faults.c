/*
 * faults.c -- the allocation wrappers of faults.h (GNU ld --wrap).
 *
 * ARB_FAIL_EVERY=N in the environment arms them at start-up for programs
 * that cannot call faults_arm (the `arbiter` program re-run on the rules
 * scenarios): every Nth allocation fails, from the Nth.
 */
#include "faults.h"
#include <stdlib.h>

void *__real_malloc(size_t n);
void *__real_realloc(void *p, size_t n);
void *__real_calloc(size_t k, size_t n);

static faults F;
static int armed;
static long counted, failed;
static size_t bytes;

static int should_fail(size_t n)
{
    if (!armed) return 0;
    counted++;
    bytes += n;
    int fail = (F.fail_at && (counted == F.fail_at
                || (F.every && counted > F.fail_at && (counted - F.fail_at) % F.every == 0)))
            || (F.byte_limit && bytes > F.byte_limit);
    failed += fail;
    return fail;
}

void *__wrap_malloc(size_t n) { return should_fail(n) ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t k, size_t n) { return should_fail(k * n) ? NULL : __real_calloc(k, n); }

void *__wrap_realloc(void *p, size_t n)
{
    if (n && should_fail(n)) return NULL;
    return __real_realloc(p, n);
}

void faults_arm(faults f)
{
    F = f;
    counted = failed = 0;
    bytes = 0;
    armed = 1;
}

long faults_disarm(void)
{
    armed = 0;
    return counted;
}

long faults_failed(void) { return failed; }

__attribute__((constructor)) static void from_env(void)
{
    const char *e = getenv("ARB_FAIL_EVERY");
    long n = e ? atol(e) : 0;
    if (n > 0) faults_arm((faults){ .fail_at = n, .every = n });
}
