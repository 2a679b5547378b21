/*
 * byname.h -- driving a game in a ruling the way a person reads it: an
 * edit or a query evaluated (its printed result, or "error: ..."), a
 * string compared (saying what differs), the options and refusals listed, an option
 * answered by its label, a log line looked for, a stranger's game refused
 * at load with the words wanted.  Each helper prints what it did not find.
 */
#ifndef ARB_BYNAME_H
#define ARB_BYNAME_H

#include "arbiter.h"
#include <stdio.h>
#include <string.h>

/* Evaluates Lua (an edit when record, else a query) and returns what it printed. */
static inline const char *eval(arb_game *g, const char *src, int record)
{
    static char out[512];
    out[0] = 0;
    if (arb_eval(g, src, record, out, sizeof out) != ARB_OK) snprintf(out, sizeof out, "error: %s", arb_errmsg(g));
    return out;
}

static inline int is(const char *got, const char *want)
{
    if (got && !strcmp(got, want)) return 1;
    printf("  wanted '%s'\n  got    '%s'\n", want, got ? got : "(nothing)");
    return 0;
}

/* The pending decision's options, joined by " | ". */
static inline const char *options(arb_game *g)
{
    static char buf[1024];
    buf[0] = 0;
    for (int i = 0; i < arb_option_count(g); i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? " | " : "", arb_option_label(g, i));
    return buf;
}

/* The pending decision's refusals, "label: reason" joined by " | ". */
static inline const char *refusals(arb_game *g)
{
    static char buf[1024];
    buf[0] = 0;
    for (int i = 0; i < arb_refusal_count(g); i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s: %s", i ? " | " : "",
                 arb_refusal_label(g, i), arb_refusal_reason(g, i));
    return buf;
}

/* Answers the pending decision with the option labelled `label` (saying
 * why when the answer fails). */
static inline int answer(arb_game *g, const char *label)
{
    for (int i = 0; i < arb_option_count(g); i++) {
        if (strcmp(arb_option_label(g, i), label)) continue;
        if (arb_answer(g, i) == ARB_OK) return 1;
        printf("  answering '%s': %s\n", label, arb_errmsg(g));
        return 0;
    }
    printf("  no option '%s' (prompt '%s')\n", label, arb_decision_prompt(g));
    return 0;
}

static inline int logged(arb_game *g, const char *line)
{
    for (int i = 0; i < arb_log_count(g); i++) if (!strcmp(arb_log_line(g, i), line)) return 1;
    printf("  no log line '%s'\n", line);
    return 0;
}

/* Whether the game make() builds from a stranger's Lua source src is
 * refused, with `want` in the error. */
typedef arb_game *maker(const char *src, char *err, size_t n);
static inline int refused_by(maker *make, const char *src, const char *want)
{
    char err[2048] = "";
    arb_game *g = make(src, err, sizeof err);
    if (g) { arb_game_free(g); printf("  accepted: %s\n", src); return 0; }
    if (strstr(err, want)) return 1;
    printf("  wanted '%s'\n  in     '%s'\n", want, err);
    return 0;
}

#endif
