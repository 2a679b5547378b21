/*
 * history.c -- undo and redo over the kernel's history of the game.
 *
 * A step is recorded when a game starts and after every input that changed
 * it (an answer or a recorded edit); a loaded game gets one per input of the
 * save, so undo walks back through the saved game.  Step cur is the
 * present.  Undo and redo only move cur, so any number of steps can be
 * walked back and forth; a new input drops everything after cur first,
 * which is what "a new answer clears the redo stack" means.  The kernel's
 * arb_history keeps the steps' snapshots within the session's undo budget
 * (`--undo-memory`): a long game's older steps are rebuilt by replay when
 * undo reaches them, and every step stays reachable.  Each step also notes
 * its turn and who decides there, so `undo turn` can find where a turn
 * began and undo can pass over the decisions of seats a bot plays (a bot
 * would answer them again at once).
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

void repl_hist_free(repl_history *h)
{
    size_t budget = h->budget;
    arb_history_free(h->h);
    free(h->step);
    memset(h, 0, sizeof *h);
    h->budget = budget;
}

int repl_hist_append(repl_history *h, arb_game *g)
{
    if (!h->h && !(h->h = arb_history_new(h->budget))) return -1;
    if (arb_history_push(h->h, g) != ARB_OK) return -1;
    h->n = arb_history_steps(h->h);
    h->cur = arb_history_current(h->h);
    if (h->n > h->cap) {
        int cap = h->cap ? h->cap * 2 : 64;
        repl_step *st = repl_xmalloc(sizeof *st * (size_t)cap);
        if (h->cap) memcpy(st, h->step, sizeof *st * (size_t)h->cap);
        free(h->step);
        h->step = st;
        h->cap = cap;
    }
    h->step[h->cur].turn = arb_turn(g);
    h->step[h->cur].player = arb_over(g) ? 0 : arb_decision_player(g);
    return 0;
}

int repl_hist_push(repl_session *s)
{
    if (repl_hist_append(&s->hist, s->g))
        return repl_error(s, "out of memory: cannot keep an undo step");
    return 0;
}

int repl_hist_reset(repl_session *s)
{
    repl_hist_free(&s->hist);
    return repl_hist_push(s);
}

int repl_hist_goto(repl_session *s, int to)
{
    repl_history *h = &s->hist;
    if (to < 0) to = 0;
    if (to > h->n - 1) to = h->n - 1;
    if (to == h->cur) return 0;
    if (arb_history_goto(h->h, s->g, to) != ARB_OK)
        return repl_kernel_error(s, "cannot go to that step");
    int moved = to > h->cur ? to - h->cur : h->cur - to;
    h->cur = to;
    s->log_shown = arb_log_count(s->g);
    return moved;
}

int repl_hist_move(repl_session *s, int n)
{
    return repl_hist_goto(s, s->hist.cur + n);
}

/* Whether a bot plays the seat that decides at step i. */
static int bots_step(const repl_session *s, int i)
{
    int p = s->hist.step[i].player;
    return p >= 1 && p <= 32 && s->autoplay[p];
}

int repl_hist_person(const repl_session *s, int from, int dir)
{
    const repl_history *h = &s->hist;
    int i = from;
    while (i > 0 && i < h->n - 1 && bots_step(s, i)) i += dir;
    return i;
}

int repl_hist_turn_start(const repl_session *s, int from, int dir)
{
    const repl_history *h = &s->hist;
    int i = from;
    if (dir < 0) {
        if (i > 0 && h->step[i - 1].turn != h->step[i].turn) i--;   /* at a start: the one before */
        while (i > 0 && h->step[i - 1].turn == h->step[i].turn) i--;
    } else {
        while (i < h->n - 1 && h->step[i + 1].turn == h->step[from].turn) i++;
        if (i < h->n - 1) i++;
    }
    return i;
}
