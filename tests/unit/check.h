/*
 * check.h -- the smallest test harness: numbered checks that read as
 * statements, a failure report with file and line, and the closing
 * "N passed, M failed" line that ctest output is read for.
 */
#ifndef ARB_CHECK_H
#define ARB_CHECK_H

#include <stdio.h>

static int check_passed, check_failed;

#define CHECK(cond, what) do { \
    if (cond) check_passed++; \
    else { check_failed++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, what); } \
} while (0)

static inline int check_done(void)
{
    printf("%d passed, %d failed\n", check_passed, check_failed);
    return check_failed ? 1 : 0;
}

#endif
