/*
 * history.c -- undo and redo within a memory budget (arb_history).
 *
 * A history is one line of play: step 0 where it began, then a step per
 * input, and a current step that undo and redo move.  Each step notes how
 * many inputs led to it and its state hash; a snapshot is kept for as many
 * steps as the budget allows.  When the kept snapshots pass the budget,
 * every other one among the older ones is dropped -- never step 0, the
 * current step, the newest or the last RECENT kept -- so the kept ones thin
 * out with age: after k thinnings the oldest are about 2^k steps apart, and
 * the steps near the present stay one snapshot each.
 *
 * A step without a snapshot is rebuilt from the nearest kept one before it
 * by replaying the inputs between, read from the newest step's snapshot
 * (which holds the whole line's inputs), with the cards as they were: a
 * card reloaded since is put back to its text of then for the replay, each
 * reload is redone in its place (where a save puts it), and the cards are
 * as they are now again at the end.  Every step passed is checked against
 * its hash; a replay that gives another game is refused, with the game
 * put back at the current step.  A rebuilt step keeps its snapshot again,
 * so walking back one step at a time replays only once.
 */
#include "game.h"
#include <stdlib.h>
#include <string.h>

enum { RECENT = 32 };

typedef struct hstep {
    arb_snapshot *snap;         /* NULL: dropped, rebuilt by replay */
    uint64_t hash;
    int inputs;
} hstep;

struct arb_history {
    hstep *step;
    int n, cur, cap, kept;
    size_t budget, bytes;       /* bytes: the kept snapshots' own */
};

arb_history *arb_history_new(size_t budget)
{
    arb_history *h = calloc(1, sizeof *h);
    if (h) h->budget = budget ? budget : ARB_HISTORY_BUDGET;
    return h;
}

static void drop(arb_history *h, int i)
{
    if (!h->step[i].snap) return;
    h->bytes -= arb_snapshot_memory(h->step[i].snap);
    h->kept--;
    arb_snapshot_free(h->step[i].snap);
    h->step[i].snap = NULL;
}

static void keep(arb_history *h, int i, arb_snapshot *snap)
{
    drop(h, i);
    h->step[i].snap = snap;
    h->bytes += arb_snapshot_memory(snap);
    h->kept++;
}

void arb_history_free(arb_history *h)
{
    if (!h) return;
    for (int i = 0; i < h->n; i++) drop(h, i);
    free(h->step);
    free(h);
}

int arb_history_steps(const arb_history *h) { return h->n; }
int arb_history_current(const arb_history *h) { return h->cur; }
int arb_history_kept(const arb_history *h) { return h->kept; }

size_t arb_history_memory(const arb_history *h)
{
    return sizeof *h + sizeof *h->step * (size_t)h->cap + h->bytes;
}

/* One pass: drops every other kept snapshot older than the last RECENT
 * kept ones, step 0 and the current step staying.  Whether any went. */
static int thin(arb_history *h)
{
    int recent = 0, from = h->n;
    while (from > 1 && recent < RECENT) if (h->step[--from].snap) recent++;
    int odd = 0, dropped = 0;
    for (int i = 1; i < from; i++) {
        if (!h->step[i].snap || i == h->cur) continue;
        if ((odd ^= 1)) { drop(h, i); dropped = 1; }
    }
    return dropped;
}

static void fit(arb_history *h)
{
    while (h->bytes > h->budget && thin(h)) {}
}

arb_status arb_history_push(arb_history *h, arb_game *g)
{
    if (h->n == h->cap) {
        int cap = h->cap ? h->cap * 2 : 64;
        hstep *ns = realloc(h->step, sizeof *ns * (size_t)cap);
        if (!ns) return arbi_fail(g, ARB_ENOMEM, "out of memory: cannot keep an undo step");
        h->step = ns;
        h->cap = cap;
    }
    arb_snapshot *snap = arb_snapshot_take(g);
    if (!snap) return arbi_fail(g, ARB_ENOMEM, "out of memory: cannot keep an undo step");
    int at = h->n ? h->cur + 1 : 0;
    for (int i = at; i < h->n; i++) drop(h, i);
    h->n = at + 1;
    h->cur = at;
    h->step[at] = (hstep){ NULL, arb_state_hash(g), arb_input_count(g) };
    keep(h, at, snap);
    fit(h);
    return ARB_OK;
}

/* Whether g is at step t as it was played: its inputs and state hash. */
static arb_status check(arb_history *h, arb_game *g, int t, int from, int to)
{
    if (arb_input_count(g) == h->step[t].inputs && arb_state_hash(g) == h->step[t].hash)
        return ARB_OK;
    return arbi_fail(g, ARB_EMISMATCH, "undo step %d cannot be rebuilt: replaying the inputs "
                     "from step %d gives another game at step %d", to, from, t);
}

/* The inputs of the newest step's line after step `from`'s, up to step
 * `to`'s, in order (malloc'd), or NULL. */
static const arbi_input **line(const arb_history *h, int from, int to)
{
    int a = h->step[from].inputs, b = h->step[to].inputs;
    const arbi_input **v = malloc(sizeof *v * (size_t)(b - a + 1));
    if (!v) return NULL;
    for (const arbi_input *in = arbi_snapshot_inputs(h->step[h->n - 1].snap); in && in->n > a;
         in = in->prev)
        if (in->n <= b) v[in->n - a - 1] = in;
    return v;
}

/* The cards as they were when the steps replayed were played: the reloads
 * made after step `from` (pos: each reload's place in the newest line;
 * k0: the first after `from`; kk: the next to redo). */
typedef struct then { int *pos, nr, k0, kk; } then;

static arb_status then_begin(const arb_history *h, arb_game *g, int from, then *t)
{
    *t = (then){ NULL, g->nreloads, g->nreloads, g->nreloads };
    if (!t->nr) return ARB_OK;
    if (!(t->pos = malloc(sizeof *t->pos * (size_t)t->nr))) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    arbi_reload_positions_in(g, arbi_snapshot_inputs(h->step[h->n - 1].snap), t->pos);
    while (t->k0 > 0 && t->pos[t->k0 - 1] > h->step[from].inputs) t->k0--;   /* (positions grow) */
    t->kk = t->k0;
    return t->k0 == t->nr || !arbi_defs_as_of(g, t->k0, t->k0) ? ARB_OK : ARB_ESCRIPT;
}

/* Before input i (from 1) is replayed: the reloads made before it. */
static arb_status then_at(arb_game *g, then *t, int i)
{
    int k = t->kk;
    while (k < t->nr && t->pos[k] < i) k++;
    if (k == t->kk) return ARB_OK;
    t->kk = k;
    return arbi_defs_as_of(g, k, t->k0) ? ARB_ESCRIPT : ARB_OK;
}

/* The error a failed rebuild reports, kept aside while the game is put
 * back (which may set its own), then put back in its place. */
static char *err_aside(arb_game *g)
{
    char *why = g->err;
    g->err = NULL;
    return why;
}

static void err_back(arb_game *g, char *why)
{
    free(g->err);
    g->err = why;
}

/* The cards as they are now again (keeping arb_errmsg); whether they had
 * been changed. */
static int then_end(arb_game *g, then *t)
{
    int changed = t->k0 < t->nr;
    char *why = err_aside(g);
    if (changed && arbi_defs_as_of(g, t->nr, t->k0)) g->broken = 1;   /* (out of memory) */
    err_back(g, why);
    free(t->pos);
    return changed;
}

/* Rebuilds step `to` on g from step `from`'s snapshot, replaying each input
 * (an answer or an edit) and checking every step it passes.  The steps 1,
 * 2, 4, 8 ... before `to` keep a snapshot on the way, so that walking back
 * from there step by step replays little. */
static arb_status rebuild(arb_history *h, arb_game *g, int from, int to, then *th)
{
    const arbi_input **v = line(h, from, to);
    if (!v) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    arb_status st = arb_snapshot_restore(g, h->step[from].snap);
    int t = from, a = h->step[from].inputs, n = h->step[to].inputs - a;
    for (int k = 0; k < n && st == ARB_OK; k++) {
        if ((st = then_at(g, th, a + k + 1)) != ARB_OK) break;
        st = v[k]->kind == ARBI_IN_ANSWER ? arb_answer(g, v[k]->answer)
                                          : arb_eval(g, v[k]->src, 1, NULL, 0);
        if (st == ARB_OK) arbi_adopt_input(g, v[k]);
        while (st == ARB_OK && t < to && h->step[t + 1].inputs <= arb_input_count(g)) {
            st = check(h, g, ++t, from, to);
            int d = to - t;
            arb_snapshot *snap = st == ARB_OK && d && !(d & (d - 1)) ? arb_snapshot_take(g) : NULL;
            if (snap) keep(h, t, snap);
        }
    }
    free(v);
    return st;
}

arb_status arb_history_goto(arb_history *h, arb_game *g, int step)
{
    if (step < 0 || step >= h->n)
        return arbi_fail(g, ARB_EARG, "there is no undo step %d (0 to %d)", step, h->n - 1);
    if (h->step[step].snap) {
        arb_status st = arb_snapshot_restore(g, h->step[step].snap);
        if (st == ARB_OK) h->cur = step;
        return st;
    }
    int from = step;
    while (!h->step[from].snap) from--;              /* step 0 is always kept */
    then th;
    arb_status st = then_begin(h, g, from, &th);     /* (before the restore: its frames) */
    if (st == ARB_OK) st = rebuild(h, g, from, step, &th);
    arb_snapshot *snap = st == ARB_OK ? arb_snapshot_take(g) : NULL;
    if (st == ARB_OK && !snap) st = arbi_fail(g, ARB_ENOMEM, "out of memory: cannot keep an undo step");
    /* With the cards as they are now again, the step is restored from its
     * snapshot: what was made from the cards of then is made anew. */
    if (then_end(g, &th) && st == ARB_OK) st = arb_snapshot_restore(g, snap);
    if (st == ARB_OK) {
        keep(h, step, snap);
        h->cur = step;
    } else {                                        /* back where it was */
        arb_snapshot_free(snap);
        char *why = err_aside(g);
        arb_snapshot_restore(g, h->step[h->cur].snap);
        err_back(g, why);
    }
    fit(h);
    return st;
}
