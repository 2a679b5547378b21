/*
 * hostile.h -- what the rulings on hostile cards, mods and saves share:
 * a scratch game root (a copy of the tutorial, which a test
 * may edit), reading and writing whole files, a tutorial game in that root,
 * and loading a save with the status and message of its refusal.
 */
#ifndef ARB_HOSTILE_H
#define ARB_HOSTILE_H

#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A fresh folder under /tmp holding scripts/tutorial and cards/tutorial
 * copied from src (the kernel carries its prelude).  The caller frees the
 * path. */
static inline char *scratch_root(const char *src)
{
    char *dir = malloc(64);
    snprintf(dir, 64, "/tmp/arbiter-hostile-XXXXXX");
    if (!mkdtemp(dir)) { perror("mkdtemp"); exit(2); }
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "mkdir -p %s/scripts %s/cards "
             "&& cp -r %s/scripts/tutorial %s/scripts/ && cp -r %s/cards/tutorial %s/cards/",
             dir, dir, src, dir, src, dir);
    if (system(cmd) != 0) { fprintf(stderr, "cannot copy %s to %s\n", src, dir); exit(2); }
    return dir;
}

static inline void remove_tree(const char *dir)
{
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "chmod -R u+w %s 2>/dev/null; rm -rf %s", dir, dir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dir);
}

/* The whole file as a string (NULL if unreadable); the caller frees it. */
static inline char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

static inline void spit(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f || fputs(text, f) < 0 || fclose(f)) { fprintf(stderr, "cannot write %s\n", path); exit(2); }
}

/* A two-player tutorial game in root, seed 1. */
static inline arb_game *tutorial(const char *root)
{
    return new_game((arb_config){ .root = root, .game = "tutorial", .seed = 1 });
}

/* Loads path; on failure keeps the message in err and frees nothing. */
static inline arb_status load(const char *root, const char *cards, const char *path,
                              arb_game **g, char *err, size_t errlen)
{
    err[0] = 0;
    arb_status st = arb_load_game(root, cards, path, g, err, errlen);
    if (st != ARB_OK && *g) { arb_game_free(*g); *g = NULL; }
    return st;
}

#endif
