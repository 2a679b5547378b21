/*
 * scratch.h -- a stranger's game written into a scratch folder, for the
 * rulings that check what the kernel refuses (or accepts) at load:
 *
 *   static scratch dir = SCRATCH("layout");
 *   arb_game *g = scratch_new(&dir, "lay", ruleset_source, (const char *[]){ "Ash", NULL }, 2, err, n);
 *   (or scratch_game, for the folder alone, and scratch_file for more files)
 *   scratch_remove(&dir);           (at the end of the test)
 *
 * The folder is made once, under /tmp; each call writes the game's
 * ruleset.lua anew, and a card file "return { name = 'Ash' }" per name.
 */
#ifndef ARB_SCRATCH_H
#define ARB_SCRATCH_H

#include "arbiter.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct scratch { char dir[64]; int made; } scratch;
#define SCRATCH(what) { "/tmp/arbiter-test-" what "-XXXXXX", 0 }

/* Writes text to the file at dir/rel; 0, or -1 if it cannot. */
static inline int scratch_file(scratch *s, const char *rel, const char *text)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/%s", s->dir, rel);
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    int bad = fputs(text, f) < 0;
    return fclose(f) || bad ? -1 : 0;
}

/* The folder holding scripts/game/ruleset.lua (source ruleset) and a card
 * per name in cards/game (names NULL-terminated, or NULL); NULL on failure. */
static inline const char *scratch_game(scratch *s, const char *game, const char *ruleset,
                                       const char *const *names)
{
    if (!s->made && !mkdtemp(s->dir)) return NULL;
    s->made = 1;
    char path[1200], text[300];        /* (path: relative to the folder, then full) */
    const char *dirs[] = { "scripts", "scripts/%s", "cards", "cards/%s" };
    for (int i = 0; i < 4; i++) {
        char rel[200];
        snprintf(rel, sizeof rel, dirs[i], game);
        snprintf(path, sizeof path, "%s/%s", s->dir, rel);
        mkdir(path, 0700);
    }
    snprintf(path, sizeof path, "scripts/%s/ruleset.lua", game);
    if (scratch_file(s, path, ruleset)) return NULL;
    for (; names && *names; names++) {
        snprintf(path, sizeof path, "cards/%s/%s.lua", game, *names);
        snprintf(text, sizeof text, "return { name = '%s' }\n", *names);
        if (scratch_file(s, path, text)) return NULL;
    }
    return s->dir;
}

/* A game of that ruleset, seed 1, for `players`; NULL with err[0..n) set
 * when the kernel refuses it (or when the folder cannot be written). */
static inline arb_game *scratch_new(scratch *s, const char *game, const char *ruleset,
                                    const char *const *names, int players, char *err, size_t n)
{
    const char *at = scratch_game(s, game, ruleset, names);
    if (!at) { snprintf(err, n, "cannot write %s", s->dir); return NULL; }
    return arb_game_new(&(arb_config){ .root = at, .game = game, .players = players, .seed = 1 }, err, n);
}

static inline void scratch_remove(scratch *s)
{
    if (!s->made) return;
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", s->dir);
    if (system(cmd) != 0) printf("could not remove %s\n", s->dir);
    s->made = 0;
}

#endif
