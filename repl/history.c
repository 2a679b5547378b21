/*
 * history.c -- undo and redo as a list of kernel snapshots.
 *
 * A snapshot is taken when a game starts and after every input that changed
 * it (an answer or a recorded edit); a loaded game gets one per input of the
 * save, so undo walks back through the saved game.  snap[cur] is the
 * present.  Undo and redo only move cur and restore that snapshot, so any
 * number of steps can be walked back and forth; a new input drops everything
 * after cur first, which is what "a new answer clears the redo stack" means.
 * Each step also notes its turn and who decides there, so `undo turn` can
 * find where a turn began and undo can pass over the decisions of seats a
 * bot plays (a bot would answer them again at once).  Restoring is cheap:
 * the kernel re-runs the interrupted unit lazily, on the next answer.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

static void drop_after(repl_history *h, int keep)
{
    for (int i = keep; i < h->n; i++) arb_snapshot_free(h->snap[i]);
    if (h->n > keep) h->n = keep;
}

void repl_hist_free(repl_history *h)
{
    drop_after(h, 0);
    free(h->snap);
    free(h->step);
    memset(h, 0, sizeof *h);
}

static void grow(repl_history *h)
{
    int cap = h->cap ? h->cap * 2 : 64;
    arb_snapshot **v = repl_xmalloc(sizeof *v * (size_t)cap);
    repl_step *st = repl_xmalloc(sizeof *st * (size_t)cap);
    if (h->n) {
        memcpy(v, h->snap, sizeof *v * (size_t)h->n);
        memcpy(st, h->step, sizeof *st * (size_t)h->n);
    }
    free(h->snap);
    free(h->step);
    h->snap = v;
    h->step = st;
    h->cap = cap;
}

int repl_hist_append(repl_history *h, arb_game *g)
{
    arb_snapshot *snap = arb_snapshot_take(g);
    if (!snap) return -1;
    if (h->n == h->cap) grow(h);
    h->snap[h->n] = snap;
    h->step[h->n].turn = arb_turn(g);
    h->step[h->n].player = arb_over(g) ? 0 : arb_decision_player(g);
    h->cur = h->n++;
    return 0;
}

static int append(repl_session *s)
{
    if (repl_hist_append(&s->hist, s->g))
        return repl_error(s, "out of memory: cannot keep an undo step");
    return 0;
}

int repl_hist_reset(repl_session *s)
{
    repl_hist_free(&s->hist);
    return append(s);
}

int repl_hist_push(repl_session *s)
{
    drop_after(&s->hist, s->hist.cur + 1);
    return append(s);
}

int repl_hist_goto(repl_session *s, int to)
{
    repl_history *h = &s->hist;
    if (to < 0) to = 0;
    if (to > h->n - 1) to = h->n - 1;
    if (to == h->cur) return 0;
    if (arb_snapshot_restore(s->g, h->snap[to]) != ARB_OK)
        return repl_kernel_error(s, "cannot restore that step");
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
