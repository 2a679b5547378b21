/*
 * logtext.h -- the log lines a test caused, as one string:
 *
 *   int first = arb_log_count(g); ...; log_since(g, first)  ->  "a | b | c"
 */
#ifndef ARB_LOGTEXT_H
#define ARB_LOGTEXT_H

#include "arbiter.h"
#include <stdio.h>
#include <string.h>

static inline const char *log_since(arb_game *g, int first)
{
    static char buf[2048];
    buf[0] = 0;
    for (int i = first; i < arb_log_count(g); i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i > first ? " | " : "",
                 arb_log_line(g, i));
    return buf;
}

#endif
