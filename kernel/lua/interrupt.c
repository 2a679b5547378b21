/*
 * interrupt.c -- stopping a running script from outside the game: Ctrl-C.
 *
 * arb_interrupt may be called from a signal handler on the thread that runs
 * the game's scripts (the REPL's SIGINT handler).  It uses the watchdog's
 * mechanism: the running slice gets the count hook at once, with the
 * game's `interrupted` flag set, and the hook (sandbox.c) fails the slice
 * with "interrupted" as a budget error, which no pcall in a script can
 * catch.  The action is then rolled back like any failed one.  The flag is
 * cleared when the next slice starts, so an interrupt that arrives between
 * slices is simply not delivered.
 */
#include "game.h"

arb_status arb_interrupt(arb_game *g)
{
    return g && arbi_watch_interrupt(g) ? ARB_OK : ARB_EOVER;
}
