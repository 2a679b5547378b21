/*
 * reload.c -- reloading a card mid-game, as part of the game's record.
 *
 * `reload` replaces a card's definition while the game goes on, so what was
 * played before it used the old content and what is played after it the
 * new.  For a save to replay that game, the game keeps the content every
 * reloaded card began with (arbi_def.src) and each reload with its content
 * and the inputs made before it.  Undo does not undo a reload: inputs made
 * after an undo past a reload used the new content, so a reload's place in
 * the current line of play is where that line parted from the inputs the
 * reload followed (and never before an earlier reload's place).
 */
#include "game.h"
#include <stdlib.h>
#include <string.h>

int arbi_find_def(const arb_game *g, const char *file)
{
    for (int i = 0; i < g->ndefs; i++)
        if (!strcmp(g->defs[i].file, file)) return i;
    return -1;
}

int arbi_reloaded(const arb_game *g, int def)
{
    for (int k = 0; k < g->nreloads; k++)
        if (g->reloads[k].def == def) return 1;
    return 0;
}

/* Replaces definition def with src (n bytes, taken) and records the reload. */
int arbi_reload_text(arb_game *g, int def, char *src, size_t n)
{
    if (g->nreloads >= g->reloadcap) {
        int ncap = g->reloadcap ? g->reloadcap * 2 : 8;
        arbi_reload *nr = realloc(g->reloads, sizeof *nr * (size_t)ncap);
        if (!nr) { free(src); arbi_fail(g, ARB_ENOMEM, "out of memory"); return -1; }
        g->reloads = nr;
        g->reloadcap = ncap;
    }
    char *file = arbi_strdup(g->defs[def].file);
    int rc = file ? arbi_load_def_text(g, file, src, n, ARBI_DEF_RELOAD) : -1;
    free(file);
    if (!rc) rc = arbi_compile_defs(g);
    if (rc) { free(src); return -1; }
    arbi_reload *r = &g->reloads[g->nreloads++];
    r->def = def;
    r->hash = arbi_fnv(src, n, ARBI_FNV_SEED);
    r->src = src;
    r->len = n;
    r->at = g->inputs;
    arbi_input_retain(r->at);
    return 0;
}

arb_status arb_reload_card(arb_game *g, const char *name)
{
    int i = arbi_def_find(g, name);
    if (i >= 0) {
        size_t n;
        char *src = arbi_script_text(g, g->defs[i].file, &n);
        if (!src) return arbi_fail(g, ARB_EIO, "cannot read %s/%s", g->root, g->defs[i].file);
        return arbi_reload_text(g, i, src, n) ? ARB_ESCRIPT : ARB_OK;
    }
    return arbi_fail(g, ARB_EARG, "no card named '%s' is loaded", name);
}

/* How many inputs a and b share from the start. */
static int shared(const arbi_input *a, const arbi_input *b)
{
    while (a && b && a->n > b->n) a = a->prev;
    while (a && b && b->n > a->n) b = b->prev;
    while (a && b && a != b) { a = a->prev; b = b->prev; }
    return a && b ? a->n : 0;
}

int arbi_reload_positions_in(const arb_game *g, const arbi_input *line, int *pos)
{
    int last = 0;
    for (int k = 0; k < g->nreloads; k++) {
        int p = shared(g->reloads[k].at, line);
        pos[k] = last = p > last ? p : last;
    }
    return 0;
}

int arbi_reload_positions(const arb_game *g, int *pos)
{
    return arbi_reload_positions_in(g, g->inputs, pos);
}

/* The text definition def had after the first `upto` reloads. */
static void text_after(const arb_game *g, int def, int upto, const char **src, size_t *n)
{
    *src = g->defs[def].src;
    *n = g->defs[def].srclen;
    for (int k = 0; k < upto; k++)
        if (g->reloads[k].def == def) { *src = g->reloads[k].src; *n = g->reloads[k].len; }
}

int arbi_defs_as_of(arb_game *g, int upto, int from)
{
    for (int k = from; k < g->nreloads; k++) {
        int def = g->reloads[k].def, seen = 0;
        for (int j = from; j < k && !seen; j++) seen = g->reloads[j].def == def;
        if (seen) continue;                      /* (set once per definition) */
        const char *src;
        size_t n;
        text_after(g, def, upto, &src, &n);
        char *file = arbi_strdup(g->defs[def].file);
        int bad = !file || !src || arbi_load_def_text(g, file, (char *)src, n, ARBI_DEF_RELOAD);
        free(file);
        if (bad) return -1;
    }
    return arbi_compile_defs(g);
}

/* A restarted game begins with the cards as they are now. */
void arbi_reloads_settle(arb_game *g)
{
    for (int k = 0; k < g->nreloads; k++) {
        arbi_def *d = &g->defs[g->reloads[k].def];
        free(d->src);
        d->src = g->reloads[k].src;
        d->srclen = g->reloads[k].len;
        g->reloads[k].src = NULL;
    }
    arbi_reloads_free(g);
}

void arbi_reloads_free(arb_game *g)
{
    for (int k = 0; k < g->nreloads; k++) {
        free(g->reloads[k].src);
        arbi_input_release(g->reloads[k].at);
    }
    free(g->reloads);
    g->reloads = NULL;
    g->nreloads = g->reloadcap = 0;
}
