/*
 * ctrl_c.c -- what Ctrl-C (SIGINT) does in the REPL.
 *
 * While a command runs a script, Ctrl-C interrupts the script through
 * arb_interrupt: the command fails with "interrupted" and the game is as it
 * was before it.  While the user types, it cancels the line: the handler
 * only sets a flag, and input.c's reading loop (readline's callback
 * interface around select, which the signal wakes) throws the line away
 * and prompts again.  In batch mode, a Ctrl-C that finds no script to
 * interrupt ends the program as SIGINT always did.  The handler touches
 * nothing but the flag, the game pointer and arb_interrupt, which is
 * async-signal-safe.
 */
#include "repl.h"
#include <signal.h>
#include <string.h>

static volatile sig_atomic_t pending;        /* a Ctrl-C not yet taken */
static volatile sig_atomic_t batch;
static arb_game *volatile running;           /* the game whose command runs */

static void on_sigint(int sig)
{
    arb_game *g = running;
    if (g && arb_interrupt(g) == ARB_OK) return;
    if (batch) {
        signal(sig, SIG_DFL);
        raise(sig);
        return;
    }
    pending = 1;
}

void repl_ctrl_c_init(repl_session *s)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;                         /* no SA_RESTART: select wakes up */
    batch = s->batch;
    sigaction(SIGINT, &sa, NULL);
}

void repl_ctrl_c_running(arb_game *g)
{
    running = g;
}

int repl_ctrl_c_pending(void)
{
    return pending;
}

int repl_ctrl_c_take(void)
{
    int was = pending;
    pending = 0;
    return was;
}
