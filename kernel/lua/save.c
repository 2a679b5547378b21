/*
 * save.c -- saved games, replays and clones.
 *
 * A saved game is a text file: the ruleset, player count, options and seed,
 * the hash of every script the game loaded, the list of inputs (answers and
 * edits) and the state hash reached.  Loading builds a new game from the
 * header, refuses if any script's content changed, replays the inputs and
 * checks that the same state hash comes out.
 */
#include "game.h"
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put_escaped(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '\n') fputs("\\n", f);
        else if (*s == '\\') fputs("\\\\", f);
        else fputc(*s, f);
    }
}

static void unescape(char *s)
{
    char *d = s;
    for (; *s; s++) {
        if (*s == '\\' && s[1] == 'n') { *d++ = '\n'; s++; }
        else if (*s == '\\' && s[1] == '\\') { *d++ = '\\'; s++; }
        else *d++ = *s;
    }
    *d = 0;
}

arb_status arb_save(arb_game *g, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) return arbi_fail(g, ARB_EIO, "cannot write %s", path);
    fprintf(f, "arbiter-save 1\ngame %s\nplayers %d\nseed %" PRIu64 "\n", g->game,
            g->st.h.nplayers, g->seed);
    fprintf(f, "options %s\n", g->options ? g->options : "");
    fprintf(f, "extra %s\n", g->extra ? g->extra : "");
    for (int i = 0; i < g->nscripts; i++)
        fprintf(f, "script %016" PRIx64 " %s\n", g->scripts[i].hash, g->scripts[i].file);
    for (int i = 0; i < g->ndefs; i++)
        fprintf(f, "script %016" PRIx64 " %s\n", g->defs[i].hash, g->defs[i].file);
    int n = arb_input_count(g);
    arbi_input **v = malloc(sizeof *v * (size_t)(n ? n : 1));
    if (!v) { fclose(f); return arbi_fail(g, ARB_ENOMEM, "out of memory"); }
    for (arbi_input *in = g->inputs; in; in = in->prev) v[in->n - 1] = in;
    for (int i = 0; i < n; i++) {
        if (v[i]->kind == ARBI_IN_ANSWER) {
            fprintf(f, "answer %d\n", v[i]->answer + 1);
        } else {
            fputs("edit ", f);
            put_escaped(f, v[i]->src);
            fputc('\n', f);
        }
    }
    free(v);
    fprintf(f, "hash %016" PRIx64 "\nend\n", arb_state_hash(g));
    int bad = ferror(f);
    if (fclose(f) || bad) return arbi_fail(g, ARB_EIO, "cannot write %s", path);
    return ARB_OK;
}

static uint64_t script_hash(const arb_game *g, const char *file, int *found)
{
    *found = 1;
    for (int i = 0; i < g->nscripts; i++)
        if (!strcmp(g->scripts[i].file, file)) return g->scripts[i].hash;
    for (int i = 0; i < g->ndefs; i++)
        if (!strcmp(g->defs[i].file, file)) return g->defs[i].hash;
    *found = 0;
    return 0;
}

typedef struct header { char game[128], options[1024], extra[1024]; int players; uint64_t seed; } header;

static void copy_field(char *dst, size_t n, const char *src)
{
    size_t len = strlen(src);
    if (len >= n) len = n - 1;
    memcpy(dst, src, len);
    dst[len] = 0;
}

static int parse_header_line(header *h, char *line)
{
    if (!strncmp(line, "game ", 5)) copy_field(h->game, sizeof h->game, line + 5);
    else if (!strncmp(line, "options ", 8)) copy_field(h->options, sizeof h->options, line + 8);
    else if (!strncmp(line, "extra ", 6)) copy_field(h->extra, sizeof h->extra, line + 6);
    else if (!strncmp(line, "players ", 8)) h->players = atoi(line + 8);
    else if (!strncmp(line, "seed ", 5)) h->seed = strtoull(line + 5, NULL, 10);
    else return 0;
    return 1;
}

static void fail(char *err, size_t errlen, const char *msg, const char *detail)
{
    if (err && errlen) snprintf(err, errlen, "%s%s", msg, detail ? detail : "");
}

/* Second pass over the body: checks scripts, replays inputs, checks the hash. */
static int replay_body(arb_game *g, FILE *f, char *err, size_t errlen)
{
    char line[65536];
    int lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\n")] = 0;
        if (!strncmp(line, "script ", 7)) {
            uint64_t want = strtoull(line + 7, NULL, 16);
            const char *file = line + 7 + 17;
            int found;
            uint64_t have = script_hash(g, file, &found);
            if (!found || have != want) {
                char msg[1200];
                snprintf(msg, sizeof msg, "%.900s changed since the game was saved (saved %016" PRIx64
                         ", now %s%016" PRIx64 "): the replay would not be the same game",
                         file, want, found ? "" : "missing ", have);
                fail(err, errlen, msg, NULL);
                return ARB_EMISMATCH;
            }
        } else if (!strncmp(line, "answer ", 7)) {
            if (arb_answer(g, atoi(line + 7) - 1) != ARB_OK) {
                fail(err, errlen, "replay failed: ", arb_errmsg(g));
                return ARB_EFORMAT;
            }
        } else if (!strncmp(line, "edit ", 5)) {
            unescape(line + 5);
            if (arb_eval(g, line + 5, 1, NULL, 0) != ARB_OK) {
                fail(err, errlen, "replay of an edit failed: ", arb_errmsg(g));
                return ARB_EFORMAT;
            }
        } else if (!strncmp(line, "hash ", 5)) {
            if (strtoull(line + 5, NULL, 16) != arb_state_hash(g)) {
                fail(err, errlen, "the replay reached a different state hash than the saved game", NULL);
                return ARB_EMISMATCH;
            }
        }
    }
    return ARB_OK;
}

arb_status arb_load_game(const char *root, const char *cards, const char *path,
                         arb_game **out, char *err, size_t errlen)
{
    (void)cards;
    *out = arb_load(root, path, err, errlen);
    return *out ? ARB_OK : ARB_EFORMAT;
}

arb_game *arb_load(const char *root, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) { fail(err, errlen, "cannot read ", path); return NULL; }
    char line[4096];
    header h;
    memset(&h, 0, sizeof h);
    if (!fgets(line, sizeof line, f) || strncmp(line, "arbiter-save 1", 14)) {
        fclose(f);
        fail(err, errlen, path, ": not an Arbiter saved game");
        return NULL;
    }
    long body = ftell(f);
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        parse_header_line(&h, line);
    }
    arb_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.root = root;
    cfg.game = h.game;
    cfg.seed = h.seed;
    cfg.players = h.players;
    cfg.options = h.options[0] ? h.options : NULL;
    cfg.extra_cards = h.extra[0] ? h.extra : NULL;
    arb_game *g = arb_game_new(&cfg, err, errlen);
    if (!g) { fclose(f); return NULL; }
    fseek(f, body, SEEK_SET);
    int rc = replay_body(g, f, err, errlen);
    fclose(f);
    if (rc != ARB_OK) { arb_game_free(g); return NULL; }
    return g;
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
    cfg.extra_cards = src->extra;
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
        fail(err, errlen, "out of memory", NULL);
        return NULL;
    }
    arb_snapshot_free(s);
    return g;
}
