/*
 * sim_merge.c -- `arbiter sim merge FILES... [--out FILE] [--plot FILE.svg]`:
 * the outputs of `arbiter sim --shard K/N` joined into one run's.
 *
 * Each file holds one shard's JSON lines: its games (each with its game
 * number) and its summary line.  The games are put back in game order and
 * written as read, and the summary and report are computed again from them
 * by the same code as a single run (sim_report.c), so the merged output is
 * byte-identical to what one unsharded run writes.  The shards must agree
 * (game, first seed, N) and cover every game exactly once: a missing or
 * repeated shard or game is an error naming it.  A --without study's
 * shards carry each game's twins in its line and must have studied the
 * same cards for the same baselines.
 */
#include "sim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct merge {
    sim_opts o;
    sim_game *games;
    int cap, players, shards, shard_n;
    char seen[256];                 /* shards seen, by K (N is at most 255) */
    char game[128];
    char *studied;                  /* the --without cards, as JSON text */
    json_t **twins;                 /* each game's "without", until complete() */
} merge;

static int fail(const char *file, long line, const char *msg, const char *arg)
{
    fprintf(stderr, "arbiter sim merge: ");
    if (file) fprintf(stderr, "%s", file);
    if (line) fprintf(stderr, " line %ld", line);
    if (file) fprintf(stderr, ": ");
    fprintf(stderr, msg, arg);
    fputc('\n', stderr);
    return -1;
}

/* The cards a --without study swapped, for what ("" removed) and in whose
 * cards (0: everyone's). */
static char *studied(json_t *s)
{
    json_t *w = json_object_get(s, "without"), *c, *names = json_object();
    const char *card;
    json_object_foreach(w, card, c) {
        const char *b = json_string_value(json_object_get(c, "instead"));
        json_object_set_new(names, card, json_pack("[s,I]", b ? b : "", json_integer_value(json_object_get(c, "seat"))));
    }
    char *text = json_dumps(names, JSON_COMPACT | JSON_SORT_KEYS);
    json_decref(names);
    return text;
}

/* The first shard's --without cards; every other shard must have studied
 * the same ones. */
static int add_studied(merge *m, const char *file, long no, json_t *s)
{
    char *mine = studied(s);
    if (!mine) return fail(file, no, "out of memory%s", "");
    int rc = 0;
    if (!m->studied) {
        m->studied = mine;
        json_t *c;
        const char *card;
        json_object_foreach(json_object_get(s, "without"), card, c) {
            const char *b = json_string_value(json_object_get(c, "instead"));
            m->o.without_seat = (int)json_integer_value(json_object_get(c, "seat"));
            if (sim_without_add(&m->o, card, b ? b : "", !b)) rc = fail(file, no, "too many cards studied%s", "");
        }
        return rc;
    }
    if (strcmp(mine, m->studied)) rc = fail(file, no, "this shard studied other cards (--without differs)%s", "");
    free(mine);
    return rc;
}

static int add_summary(merge *m, const char *file, long no, json_t *s)
{
    const char *game = json_string_value(json_object_get(s, "game"));
    const char *shard = json_string_value(json_object_get(s, "shard"));
    int k = 0, n = 0;
    if (!game || !shard || sscanf(shard, "%d/%d", &k, &n) != 2 || n < 1 || n > 255 || k < 1 || k > n)
        return fail(file, no, "a summary without its game and shard (was the run made with --shard K/N?)%s", "");
    uint64_t seed = (uint64_t)json_integer_value(json_object_get(s, "first_seed"));
    if (m->shards && (strcmp(game, m->game) || seed != m->o.seed || n != m->shard_n))
        return fail(file, no, "this shard is of another run (game, first seed or N differ)%s", "");
    if (m->seen[k]) return fail(file, no, "shard %s is there twice", shard);
    m->seen[k] = 1;
    m->shards++;
    m->shard_n = n;
    m->o.seed = seed;
    snprintf(m->game, sizeof m->game, "%s", game);
    m->players = (int)json_object_size(json_object_get(s, "wins"));
    m->o.report = json_object_get(s, "cards") != NULL;
    return add_studied(m, file, no, s);
}

static int add_game(merge *m, const char *file, long no, json_t *j, const char *line)
{
    json_t *num = json_object_get(j, "game");
    long i = json_is_integer(num) ? (long)json_integer_value(num) : -1;
    if (i < 0 || i > 100000000) return fail(file, no, "a line that is neither a game nor a summary%s", "");
    if (i >= m->cap) {
        int cap = m->cap ? m->cap : 256;
        while (cap <= i) cap *= 2;
        sim_game *v = realloc(m->games, sizeof *v * (size_t)cap);
        json_t **t = v ? realloc(m->twins, sizeof *t * (size_t)cap) : NULL;
        if (v) m->games = v;
        if (t) m->twins = t;
        if (!v || !t) return fail(file, no, "out of memory%s", "");
        memset(v + m->cap, 0, sizeof *v * (size_t)(cap - m->cap));
        memset(t + m->cap, 0, sizeof *t * (size_t)(cap - m->cap));
        m->cap = cap;
    }
    sim_game *g = &m->games[i];
    if (g->json) {
        char s[32];
        snprintf(s, sizeof s, "%ld", i);
        return fail(file, no, "game %s is there twice", s);
    }
    g->json = strdup(line);
    g->failed = json_object_get(j, "error") != NULL;
    g->turns = (int)json_integer_value(json_object_get(j, "turns"));
    g->decisions = (long)json_integer_value(json_object_get(j, "decisions"));
    size_t k;
    json_t *w;
    json_array_foreach(json_object_get(j, "winners"), k, w)
        g->winners |= 1u << (json_integer_value(w) - 1);
    g->stats = json_incref(json_object_get(j, "cards"));
    m->twins[i] = json_incref(json_object_get(j, "without"));
    if ((int)i + 1 > m->o.games) m->o.games = (int)i + 1;
    return 0;
}

static int read_file(merge *m, const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f) return fail(file, 0, "cannot read it%s", "");
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long no = 0;
    int rc = 0;
    while (!rc && (n = getline(&line, &cap, f)) > 0) {
        no++;
        if (line[n - 1] == '\n') line[n - 1] = 0;
        json_error_t e;
        json_t *j = json_loads(line, 0, &e);
        if (!j) rc = fail(file, no, "not JSON: %s", e.text);
        else if (json_object_get(j, "summary")) rc = add_summary(m, file, no, json_object_get(j, "summary"));
        else rc = add_game(m, file, no, j, line);
        json_decref(j);
    }
    free(line);
    fclose(f);
    return rc;
}

/* Every shard and every game is there. */
static int complete(merge *m)
{
    if (!m->shards) return fail(NULL, 0, "the files hold no summary line (they are not the output of sim --shard)%s", "");
    for (int k = 1; k <= m->shard_n; k++)
        if (!m->seen[k]) {
            char s[32];
            snprintf(s, sizeof s, "%d/%d", k, m->shard_n);
            return fail(NULL, 0, "shard %s is missing", s);
        }
    for (int i = 0; i < m->o.games; i++)
        if (!m->games[i].json) {
            char s[32];
            snprintf(s, sizeof s, "%d", i);
            return fail(NULL, 0, "game %s is missing (a shard was cut short?)", s);
        }
    for (int i = 0; i < m->o.games; i++) {
        const char *card = NULL;
        m->games[i].players = m->players;
        if (m->o.nwithout && sim_twins_read(&m->o, &m->games[i], m->twins[i], &card)) {
            char s[32];
            snprintf(s, sizeof s, "%d", i);
            return fail(NULL, 0, card ? "game %s has no twin for a card the shards studied" : "out of memory (game %s)", s);
        }
    }
    return 0;
}

int sim_merge_main(int argc, char **argv)
{
    merge m;
    memset(&m, 0, sizeof m);
    int rc = 0, files = 0;
    for (int i = 1; i < argc && !rc; i++) {
        if (!strcmp(argv[i], "--out") && i + 1 < argc) m.o.out = argv[++i];
        else if (!strcmp(argv[i], "--plot") && i + 1 < argc) m.o.plot = argv[++i];
        else if (argv[i][0] == '-') {
            fprintf(stderr, "usage: arbiter sim merge FILE... [--out FILE] [--plot FILE.svg]\n");
            return 2;
        } else {
            rc = read_file(&m, argv[i]);
            files++;
        }
    }
    if (!rc && !files) {
        fprintf(stderr, "usage: arbiter sim merge FILE... [--out FILE] [--plot FILE.svg]\n");
        return 2;
    }
    if (!rc) rc = complete(&m);
    m.o.cfg.game = m.game;
    if (!rc) rc = sim_write(&m.o, m.games);
    for (int i = 0; i < m.cap; i++) json_decref(m.twins[i]);
    free(m.twins);
    sim_games_free(m.games, m.cap);
    sim_opts_free(&m.o);
    free(m.studied);
    return rc ? 1 : 0;
}
