/*
 * input.c -- where command lines come from.
 *
 * Interactive: GNU readline with a prompt naming who must choose, in-memory
 * history (kept in ~/.arbiter_history unless --no-history) and completion
 * (complete.c).  Batch (--batch FILE, --batch -, or stdin not a terminal):
 * lines are read with getline, so any length is read whole; blank lines and
 * lines starting with '#' are skipped, and every command is echoed as
 * "> command" so the output reads as a transcript.  A first line "#! ..."
 * is a directive holding command-line options (read by main.c).
 */
#include "repl.h"
#include <readline/history.h>
#include <readline/readline.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define HISTORY_LINES 1000

void repl_input_init(repl_session *s)
{
    if (!s->interactive) return;
    rl_readline_name = "arbiter";
    repl_complete_init(s);
    using_history();
    stifle_history(HISTORY_LINES);
    if (s->histfile) read_history(s->histfile);
}

void repl_input_done(repl_session *s)
{
    if (!s->interactive) return;
    if (s->histfile) write_history(s->histfile);
    clear_history();
}

/* One raw line of batch input without its line end, or NULL at the end. */
static char *batch_raw(repl_session *s)
{
    if (s->peeked) {
        char *line = s->peeked;
        s->peeked = NULL;
        return line;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, s->in);
    if (n < 0) {
        free(line);
        return NULL;
    }
    s->line_has_nul = strlen(line) != (size_t)n;
    for (ssize_t i = 0; s->line_has_nul && i < n; i++)
        if (!line[i]) line[i] = '?';
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
    return line;
}

static void echo(const char *mark, const char *line)
{
    size_t n = strlen(line);
    char *shown = repl_printable(line, n > REPL_MAX_LINE ? 60 : n);
    printf("%s%s\n", mark, shown);
    free(shown);
}

static char *batch_line(repl_session *s)
{
    for (;;) {
        char *raw = batch_raw(s);
        if (!raw) return NULL;
        char *t = repl_trim(raw);
        if (*t && *t != '#') {
            echo("> ", t);
            memmove(raw, t, strlen(t) + 1);
            return raw;
        }
        free(raw);
    }
}

static char *interactive_line(repl_session *s)
{
    char prompt[32];
    if (arb_over(s->g)) snprintf(prompt, sizeof prompt, "over> ");
    else snprintf(prompt, sizeof prompt, "p%d> ", arb_decision_player(s->g));
    for (;;) {
        char *raw = readline(prompt);
        if (!raw) {
            printf("\n");
            return NULL;
        }
        s->line_has_nul = 0;
        char *t = repl_trim(raw);
        if (*t) {
            HIST_ENTRY *last = history_length ? history_get(history_base + history_length - 1) : NULL;
            if (!last || strcmp(last->line, t)) add_history(t);
            memmove(raw, t, strlen(t) + 1);
            return raw;
        }
        free(raw);
    }
}

char *repl_read_line(repl_session *s)
{
    fflush(stdout);
    return s->interactive ? interactive_line(s) : batch_line(s);
}

char *repl_read_more(repl_session *s)
{
    fflush(stdout);
    if (s->interactive) return readline(">> ");
    char *raw = batch_raw(s);
    if (raw) echo(">> ", raw);
    return raw;
}

char *repl_read_directive(repl_session *s)
{
    char *raw = batch_raw(s);
    if (!raw || strncmp(raw, "#!", 2)) {
        s->peeked = raw;
        return NULL;
    }
    memmove(raw, raw + 2, strlen(raw + 2) + 1);
    return raw;
}
