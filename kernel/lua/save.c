/*
 * save.c -- writing saved games, and clones.
 *
 * A saved game is a text file: the ruleset, player count, options, seed and
 * extra card folders (one `extra` line each, in load order); the hash of every script the game loaded (with the
 * content a reloaded card began with); the inputs (answers and edits) with
 * each reload in its place, carrying the new content; then the state hash
 * reached and `end`.  An answer carries the label of the option it took
 * ("answer 3 play Spark"), read by replaying the inputs on a fresh copy of
 * the game (none when the game reloaded cards), so a load can re-match it
 * when card files changed since.  load.c reads it back.  A save is written to a
 * temporary file in the same folder, synced and renamed over the target,
 * so a save that fails midway leaves the previous file as it was.
 */
#include "game.h"
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Writes n bytes of s on one line: newline, backslash and NUL escaped. */
static void put_escaped(FILE *f, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\n') fputs("\\n", f);
        else if (s[i] == '\\') fputs("\\\\", f);
        else if (s[i] == 0) fputs("\\0", f);
        else fputc(s[i], f);
    }
}

static void put_source(FILE *f, const char *src, size_t n)
{
    fputs("source ", f);
    put_escaped(f, src, n);
    fputc('\n', f);
}

static void put_scripts(FILE *f, const arb_game *g)
{
    for (int i = 0; i < g->nscripts; i++)
        fprintf(f, "script %016" PRIx64 " %s\n", g->scripts[i].hash, g->scripts[i].file);
    for (int i = 0; i < g->ndefs; i++) {
        const arbi_def *d = &g->defs[i];
        if (!arbi_reloaded(g, i)) {
            fprintf(f, "script %016" PRIx64 " %s\n", d->hash, d->file);
            continue;
        }
        fprintf(f, "script %016" PRIx64 " %s\n", arbi_fnv(d->src, d->srclen, ARBI_FNV_SEED), d->file);
        put_source(f, d->src, d->srclen);
    }
}

static void put_reload(FILE *f, const arb_game *g, const arbi_reload *r)
{
    fprintf(f, "reload %016" PRIx64 " %s\n", r->hash, g->defs[r->def].file);
    put_source(f, r->src, r->len);
}

/* The label each answer took (malloc'd strings, NULL where unknown), from
 * the inputs replayed on a new game built as g was; NULL when g reloaded
 * cards (the new game would not have their earlier text) or on failure. */
static char **answer_labels(const arb_game *g, arbi_input **v, int n)
{
    if (g->nreloads || !n) return NULL;
    arb_config cfg = {0};
    cfg.root = g->root;
    cfg.game = g->game;
    cfg.seed = g->seed;
    cfg.players = g->players;
    cfg.options = g->options;
    cfg.more_cards = (const char *const *)g->extras;
    cfg.mem_limit = g->mem_limit;
    cfg.instr_limit = g->instr_limit;
    arb_game *c = arb_game_new(&cfg, NULL, 0);
    char **labels = c ? calloc((size_t)n, sizeof *labels) : NULL;
    for (int i = 0; labels && i < n; i++) {
        arb_status st;
        if (v[i]->kind == ARBI_IN_ANSWER) {
            const char *l = v[i]->answer < arb_option_count(c) ? arb_option_label(c, v[i]->answer) : NULL;
            labels[i] = l ? arbi_strdup(l) : NULL;
            st = arb_answer(c, v[i]->answer);
        } else {
            st = arb_eval(c, v[i]->src, 1, NULL, 0);
        }
        if (st != ARB_OK) break;                 /* the rest stay unlabelled */
    }
    arb_game_free(c);
    return labels;
}

/* The inputs in order, each reload after the inputs that preceded it. */
static int put_inputs(FILE *f, const arb_game *g)
{
    int n = arb_input_count(g);
    arbi_input **v = malloc(sizeof *v * (size_t)(n ? n : 1));
    int *pos = malloc(sizeof *pos * (size_t)(g->nreloads ? g->nreloads : 1));
    if (!v || !pos) { free(v); free(pos); return -1; }
    for (arbi_input *in = g->inputs; in; in = in->prev) v[in->n - 1] = in;
    arbi_reload_positions(g, pos);
    char **labels = answer_labels(g, v, n);
    int k = 0;
    for (int i = 0; i <= n; i++) {
        for (; k < g->nreloads && pos[k] == i; k++) put_reload(f, g, &g->reloads[k]);
        if (i == n) break;
        if (v[i]->kind == ARBI_IN_ANSWER) {
            fprintf(f, "answer %d", v[i]->answer + 1);
            if (labels && labels[i]) {
                fputc(' ', f);
                put_escaped(f, labels[i], strlen(labels[i]));
            }
            fputc('\n', f);
        } else {
            fputs("edit ", f);
            put_escaped(f, v[i]->src, strlen(v[i]->src));
            fputc('\n', f);
        }
    }
    for (int i = 0; labels && i < n; i++) free(labels[i]);
    free(labels);
    free(v);
    free(pos);
    return 0;
}

static int put_game(FILE *f, arb_game *g)
{
    fprintf(f, "arbiter-save 1\ngame %s\nplayers %d\nseed %" PRIu64 "\n", g->game,
            g->st.h.nplayers, g->seed);
    fprintf(f, "options %s\n", g->options ? g->options : "");
    if (!g->nextras) fputs("extra \n", f);
    for (int i = 0; i < g->nextras; i++) fprintf(f, "extra %s\n", g->extras[i]);
    put_scripts(f, g);
    if (put_inputs(f, g)) return -1;
    fprintf(f, "hash %016" PRIx64 "\nend\n", arb_state_hash(g));
    return 0;
}

/* Mode of a new save: the old file's, or rw for all as the umask allows. */
static mode_t save_mode(const char *path)
{
    struct stat st;
    if (stat(path, &st) == 0) return st.st_mode & 07777;
    mode_t mask = umask(022);
    umask(mask);
    return 0666 & ~mask;
}

arb_status arb_save(arb_game *g, const char *path)
{
    if (g->swap) return arbi_fail(g, ARB_EARG, "a game whose cards are swapped for a study cannot be saved");
    size_t n = strlen(path) + 16;
    char *tmp = malloc(n);
    if (!tmp) return arbi_fail(g, ARB_ENOMEM, "out of memory");
    snprintf(tmp, n, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return arbi_fail(g, ARB_EIO, "cannot write %s: %s", path, strerror(e));
    }
    FILE *f = fdopen(fd, "w");
    int bad = !f || fchmod(fd, save_mode(path)) || put_game(f, g) || fflush(f) || ferror(f)
              || fsync(fd);
    int e = errno;
    if (f ? fclose(f) : close(fd)) bad = 1;
    if (!bad && rename(tmp, path)) { bad = 1; e = errno; }
    if (bad) unlink(tmp);
    free(tmp);
    if (bad) return arbi_fail(g, ARB_EIO, "cannot write %s: %s", path, strerror(e ? e : EIO));
    return ARB_OK;
}

arb_game *arb_game_clone(arb_game *src, char *err, size_t errlen)
{
    arb_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.root = src->root;
    cfg.game = src->game;
    cfg.seed = src->seed;
    cfg.players = src->players;
    cfg.options = src->options;
    cfg.more_cards = (const char *const *)src->extras;   /* NULL-terminated */
    cfg.mem_limit = src->mem_limit;
    cfg.instr_limit = src->instr_limit;
    arb_game *g = arb_game_new(&cfg, err, errlen);
    if (!g) return NULL;
    /* Atoms are append-only and both games interned the same prefix while
     * loading; the source's extra atoms are copied so the state's ids agree. */
    for (int i = g->atoms.n; i < src->atoms.n; i++) arbi_atom(&g->atoms, src->atoms.str[i]);
    arb_snapshot *s = arb_snapshot_take(src);
    if (!s || arb_snapshot_restore(g, s) != ARB_OK) {
        arb_snapshot_free(s);
        arb_game_free(g);
        if (err && errlen) snprintf(err, errlen, "out of memory");
        return NULL;
    }
    arb_snapshot_free(s);
    return g;
}
