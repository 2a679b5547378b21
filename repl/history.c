/*
 * history.c -- undo and redo as a list of kernel snapshots.
 *
 * A snapshot is taken when a game starts and after every input that changed
 * it (an answer or a recorded edit).  snap[cur] is the present.  Undo and
 * redo only move cur and restore that snapshot, so any number of steps can
 * be walked back and forth; a new input drops everything after cur first,
 * which is what "a new answer clears the redo stack" means.  Restoring is
 * cheap: the kernel re-runs the interrupted unit lazily, on the next answer.
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
    memset(h, 0, sizeof *h);
}

static int append(repl_session *s)
{
    repl_history *h = &s->hist;
    arb_snapshot *snap = arb_snapshot_take(s->g);
    if (!snap) return repl_error(s, "out of memory: cannot keep an undo step");
    if (h->n == h->cap) {
        int cap = h->cap ? h->cap * 2 : 64;
        arb_snapshot **v = repl_xmalloc(sizeof *v * (size_t)cap);
        if (h->n) memcpy(v, h->snap, sizeof *v * (size_t)h->n);
        free(h->snap);
        h->snap = v;
        h->cap = cap;
    }
    h->snap[h->n] = snap;
    h->cur = h->n++;
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

int repl_hist_move(repl_session *s, int n)
{
    repl_history *h = &s->hist;
    int to = h->cur + n;
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
