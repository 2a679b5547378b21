/*
 * games.c -- the games a server holds, each with its undo history.
 *
 * A game's history is a list of kernel snapshots, one per step, as in the
 * REPL: snap[cur] is the present, the steps after it can be redone, and a
 * new answer drops them first.  Beside each step the option that was taken
 * from it is kept, so `history` can hand a client the action list that
 * `replay` takes back (OpenSpiel's history()).  At most max_history steps
 * are kept; older ones are dropped from the front and counted in `base`.
 */
#include "serve.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void serve_limits_default(serve_limits *l)
{
    l->max_message = 64 * 1024;
    l->rate = 200;
    l->burst = 400;
    l->max_games = 64;
    l->max_clients = 256;
    l->max_history = 4096;
    l->log_tail = 100;
}

void serve_server_init(serve_server *sv, const char *root)
{
    memset(sv, 0, sizeof *sv);
    serve_limits_default(&sv->lim);
    sv->root = strdup(root ? root : ".");
    sv->next_id = 1;
}

static void game_free(serve_game *sg)
{
    for (int i = 0; i < sg->nsnap; i++) arb_snapshot_free(sg->snap[i]);
    free(sg->snap);
    free(sg->actions);
    free(sg->game);
    free(sg->options);
    arb_game_free(sg->g);
    free(sg);
}

void serve_server_free(serve_server *sv)
{
    for (int i = 0; i < sv->ngames; i++) game_free(sv->games[i]);
    free(sv->games);
    free(sv->root);
    memset(sv, 0, sizeof *sv);
}

serve_game *serve_game_find(serve_server *sv, const char *id)
{
    for (int i = 0; id && i < sv->ngames; i++)
        if (!strcmp(sv->games[i]->id, id)) return sv->games[i];
    return NULL;
}

serve_game *serve_game_add(serve_server *sv, arb_game *g, const char *game,
                           const char *options, uint64_t seed)
{
    serve_game *sg = NULL;
    serve_game **v = sv->ngames < sv->lim.max_games
        ? realloc(sv->games, sizeof *v * (size_t)(sv->ngames + 1)) : NULL;
    if (v) sv->games = v;
    if (v) sg = calloc(1, sizeof *sg);
    if (!sg) { arb_game_free(g); return NULL; }
    snprintf(sg->id, sizeof sg->id, "g%d", sv->next_id++);
    sg->g = g;
    sg->game = strdup(game ? game : "?");
    sg->options = options ? strdup(options) : NULL;
    sg->seed = seed;
    arb_rng_seed(&sg->bot_rng, seed ^ 0x5eedb0751234abcdULL);
    if (serve_game_push(sv, sg, -1)) { game_free(sg); return NULL; }
    sv->games[sv->ngames++] = sg;
    return sg;
}

void serve_game_drop(serve_server *sv, serve_game *sg)
{
    for (int i = 0; i < sv->ngames; i++) {
        if (sv->games[i] != sg) continue;
        memmove(sv->games + i, sv->games + i + 1, sizeof *sv->games * (size_t)(sv->ngames - i - 1));
        sv->ngames--;
        game_free(sg);
        return;
    }
}

/* Drops the oldest step when the history is full. */
static void trim_front(serve_game *sg, int max)
{
    if (sg->nsnap < max || sg->nsnap < 2) return;
    arb_snapshot_free(sg->snap[0]);
    memmove(sg->snap, sg->snap + 1, sizeof *sg->snap * (size_t)(sg->nsnap - 1));
    memmove(sg->actions, sg->actions + 1, sizeof *sg->actions * (size_t)(sg->nsnap - 1));
    sg->nsnap--;
    sg->cur--;
    sg->base++;
}

/* Room for cap steps; 0, or -1 when out of memory. */
static int grow(serve_game *sg, int cap)
{
    arb_snapshot **s = realloc(sg->snap, sizeof *s * (size_t)cap);
    if (!s) return -1;
    sg->snap = s;
    int *a = realloc(sg->actions, sizeof *a * (size_t)cap);
    if (!a) return -1;
    sg->actions = a;
    sg->cap = cap;
    return 0;
}

int serve_game_push(serve_server *sv, serve_game *sg, int action)
{
    for (int i = sg->nsnap ? sg->cur + 1 : 0; i < sg->nsnap; i++) arb_snapshot_free(sg->snap[i]);
    if (sg->nsnap) sg->nsnap = sg->cur + 1;
    trim_front(sg, sv->lim.max_history);
    if (sg->nsnap == sg->cap && grow(sg, sg->cap ? sg->cap * 2 : 64)) return -1;
    arb_snapshot *snap = arb_snapshot_take(sg->g);
    if (!snap) return -1;
    if (sg->nsnap) sg->actions[sg->cur] = action;
    sg->snap[sg->nsnap] = snap;
    sg->actions[sg->nsnap] = -1;
    sg->cur = sg->nsnap++;
    sg->version++;
    return 0;
}

/* Makes snaps[0..n-1] (taken over) the game's undo history, the last one
 * the present: a loaded save's positions.  Their actions are unknown (-1,
 * as edits); at most max_history are kept, the oldest dropped. */
void serve_game_set_history(serve_server *sv, serve_game *sg, arb_snapshot **snaps, int n)
{
    int keep = n > sv->lim.max_history && sv->lim.max_history > 0 ? sv->lim.max_history : n;
    if (keep < 1 || (keep > sg->cap && grow(sg, keep))) {
        for (int i = 0; i < n; i++) arb_snapshot_free(snaps[i]);
        return;
    }
    for (int i = 0; i < sg->nsnap; i++) arb_snapshot_free(sg->snap[i]);
    for (int i = 0; i < n - keep; i++) arb_snapshot_free(snaps[i]);
    for (int i = 0; i < keep; i++) {
        sg->snap[i] = snaps[n - keep + i];
        sg->actions[i] = -1;
    }
    sg->nsnap = keep;
    sg->cur = keep - 1;
    sg->base = n - keep;
    sg->version++;
}

int serve_game_move(serve_game *sg, int n)
{
    int to = sg->cur + n;
    if (to < 0) to = 0;
    if (to > sg->nsnap - 1) to = sg->nsnap - 1;
    if (to == sg->cur) return 0;
    if (arb_snapshot_restore(sg->g, sg->snap[to]) != ARB_OK) return -1;
    int moved = to > sg->cur ? to - sg->cur : sg->cur - to;
    sg->cur = to;
    sg->version++;
    return moved;
}
