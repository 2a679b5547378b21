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
 * Interactive lines are read through readline's callback interface around
 * select(), so that Ctrl-C (ctrl_c.c), which wakes select, cancels the line
 * being typed and prompts again.  Continuation lines a command reads are
 * kept in s->more for the journal.
 */
#include "repl.h"
#include <readline/history.h>
#include <readline/readline.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/select.h>
#include <sys/types.h>

#define HISTORY_LINES 1000

void repl_input_init(repl_session *s)
{
    if (!s->interactive) return;
    rl_readline_name = "arbiter";
    rl_catch_signals = 0;                 /* SIGINT is ctrl_c.c's */
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
            fflush(stdout);                   /* seen before a long command runs */
            memmove(raw, t, strlen(t) + 1);
            return raw;
        }
        free(raw);
    }
}

static char *cb_line;
static int cb_done;

static void on_line(char *line)
{
    cb_line = line;
    cb_done = 1;
    rl_callback_handler_remove();
}

/* readline(prompt), except that Ctrl-C cancels the line: *cancelled is set
 * and NULL returned.  NULL with *cancelled 0 is the end of input.  SIGINT
 * stays blocked except inside pselect, so a Ctrl-C that comes between the
 * check of its flag and the wait still wakes the wait (with plain select
 * it waited for the next key). */
static char *read_interruptible(const char *prompt, int *cancelled)
{
    int fd = fileno(rl_instream ? rl_instream : stdin);
    sigset_t intr, old, waiting;
    sigemptyset(&intr);
    sigaddset(&intr, SIGINT);
    sigprocmask(SIG_BLOCK, &intr, &old);
    waiting = old;
    sigdelset(&waiting, SIGINT);
    *cancelled = 0;
    cb_done = 0;
    cb_line = NULL;
    repl_ctrl_c_take();
    rl_callback_handler_install(prompt, on_line);
    while (!cb_done) {
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(fd, &fds);
        int r = repl_ctrl_c_pending() ? 0 : pselect(fd + 1, &fds, NULL, NULL, NULL, &waiting);
        if (repl_ctrl_c_take()) {
            rl_free_line_state();
            rl_callback_sigcleanup();
            rl_callback_handler_remove();
            rl_crlf();
            *cancelled = 1;
            break;
        }
        if (r > 0) rl_callback_read_char();
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    return *cancelled ? NULL : cb_line;
}

static char *interactive_line(repl_session *s)
{
    char prompt[32];
    if (arb_over(s->g)) snprintf(prompt, sizeof prompt, "over> ");
    else snprintf(prompt, sizeof prompt, "p%d> ", arb_decision_player(s->g));
    for (;;) {
        int cancelled;
        char *raw = read_interruptible(prompt, &cancelled);
        if (cancelled) continue;
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
    int cancelled = 0;
    char *raw = s->interactive ? read_interruptible(">> ", &cancelled) : batch_raw(s);
    if (raw && !s->interactive) echo(">> ", raw);
    if (raw) repl_buf_printf(&s->more, "%s%s", s->more.p && s->more.n ? "\n" : "", raw);
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
