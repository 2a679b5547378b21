/*
 * games.c -- the games a server holds, each with its undo history.
 *
 * A game's history is a list of kernel snapshots, one per step, as in the
 * REPL: snap[cur] is the present, the steps after it can be redone, and a
 * new answer drops them first.  Beside each step the option that was taken
 * from it is kept, so `history` can hand a client the action list that
 * `replay` takes back (OpenSpiel's history()).  The kernel's arb_history
 * keeps the snapshots within the server's undo memory per game: a long
 * game's older steps are rebuilt by replay when undo reaches them, so
 * every step stays reachable.
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
    l->undo_memory = (size_t)32 << 20;
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
    arb_history_free(sg->hist);
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

/* Room for cap steps' actions; 0, or -1 when out of memory. */
static int grow(serve_game *sg, int cap)
{
    int *a = realloc(sg->actions, sizeof *a * (size_t)cap);
    if (!a) return -1;
    sg->actions = a;
    sg->cap = cap;
    return 0;
}

int serve_game_push(serve_server *sv, serve_game *sg, int action)
{
    if (!sg->hist && !(sg->hist = arb_history_new(sv->lim.undo_memory))) return -1;
    int at = sg->nsnap ? sg->cur + 1 : 0;
    if (at == sg->cap && grow(sg, sg->cap ? sg->cap * 2 : 64)) return -1;
    if (arb_history_push(sg->hist, sg->g) != ARB_OK) return -1;
    if (at) sg->actions[at - 1] = action;
    sg->actions[at] = -1;
    sg->nsnap = arb_history_steps(sg->hist);
    sg->cur = at;
    sg->version++;
    return 0;
}

/* Makes h (taken over) the game's undo history, its newest step the
 * present: a loaded save's positions, whose actions are unknown (-1, as
 * edits). */
void serve_game_set_history(serve_game *sg, arb_history *h)
{
    int n = arb_history_steps(h);
    if (n < 1 || (n > sg->cap && grow(sg, n))) {
        arb_history_free(h);
        return;
    }
    arb_history_free(sg->hist);
    sg->hist = h;
    for (int i = 0; i < n; i++) sg->actions[i] = -1;
    sg->nsnap = n;
    sg->cur = n - 1;
    sg->version++;
}

int serve_game_move(serve_game *sg, int n)
{
    int to = sg->cur + n;
    if (to < 0) to = 0;
    if (to > sg->nsnap - 1) to = sg->nsnap - 1;
    if (to == sg->cur) return 0;
    if (arb_history_goto(sg->hist, sg->g, to) != ARB_OK) return -1;
    int moved = to > sg->cur ? to - sg->cur : sg->cur - to;
    sg->cur = to;
    sg->version++;
    return moved;
}
