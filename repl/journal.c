/*
 * journal.c -- the session journal: every input line that changed the
 * game, so that a killed or crashed REPL can resume (`arbiter --resume`).
 *
 * The journal is a batch file.  Its first line is a `new` command holding
 * everything that started the game (absolute root and card folders, game,
 * seed, players, options, seat); after it comes every line that changed
 * the game or the session's play -- an answer, an edit, undo and redo, new,
 * load, reload, seat and autoplay -- with the continuation lines of a
 * multi-line `lua` chunk, written and flushed as soon as the line has run,
 * so a crash loses at most the line being typed.  Read-only commands (board,
 * why, a query...) and failed lines are left out.  Resuming runs the
 * journal as batch input with its output hidden, then goes on appending.
 * The default file is $XDG_STATE_HOME/arbiter/journal (or
 * ~/.local/state/arbiter/journal); --journal FILE picks another, and batch
 * mode keeps none unless --journal is given.
 */
#define _XOPEN_SOURCE 700             /* realpath */
#include "repl.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The default journal path (malloc'd), creating its folder; NULL if none. */
char *repl_journal_default(void)
{
    const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    repl_buf b = {0};
    if (state && *state) repl_buf_printf(&b, "%s/arbiter", state);
    else if (home && *home) repl_buf_printf(&b, "%s/.local/state/arbiter", home);
    else return NULL;
    for (char *p = b.p + 1; *p; p++) {       /* mkdir -p */
        if (*p != '/') continue;
        *p = 0;
        mkdir(b.p, 0700);
        *p = '/';
    }
    mkdir(b.p, 0700);
    repl_buf_puts(&b, "/journal");
    return b.p;
}

static void put_arg(repl_buf *b, const char *name, const char *v)
{
    repl_buf_printf(b, !*v || strpbrk(v, " \t") ? " --%s \"%s\"" : " --%s %s", name, v);
}

static void put_path(repl_buf *b, const char *name, const char *v)
{
    char abs[PATH_MAX];
    put_arg(b, name, realpath(v, abs) ? abs : v);
}

/* --mod for each mod, by its folder (a name is found from where it was
 * given); --mod "" when there are none, to clear an earlier list. */
static void put_mods(repl_buf *b, const repl_config *c)
{
    char err[512];
    if (!c->mods) put_arg(b, "mod", "");
    for (char **m = c->mods; m && *m; m++) {
        repl_mod mod;
        if (repl_mod_open(c->root, NULL, *m, &mod, err, sizeof err)) { put_arg(b, "mod", *m); continue; }
        put_arg(b, "mod", mod.dir);
        repl_mod_free(&mod);
    }
}

/* The `new` line that starts the session's game again. */
static void header(repl_session *s, repl_buf *b)
{
    const repl_config *c = &s->cfg;
    char seat[16], root[PATH_MAX];
    repl_buf_puts(b, "new");
    put_path(b, "root", c->root);
    put_arg(b, "game", c->game);
    repl_buf_printf(b, " --seed %llu --players %d", c->seed, arb_player_count(s->g));
    put_arg(b, "options", c->options ? c->options : "");       /* "" clears */
    if (!c->cards) put_arg(b, "cards", "");
    for (char **d = c->cards; d && *d; d++) {
        if ((*d)[0] == '/' || !realpath(c->root, root)) { put_path(b, "cards", *d); continue; }
        repl_buf x = {0};                    /* relative folders are read under the root */
        repl_buf_printf(&x, "%s/%s", root, *d);
        put_path(b, "cards", x.p);
        repl_buf_free(&x);
    }
    put_mods(b, c);
    put_arg(b, "seat", repl_seat_name(s->seat, seat, sizeof seat));
}

static void write_line(repl_session *s, const char *line)
{
    if (fputs(line, s->journal) < 0 || fputc('\n', s->journal) < 0 || fflush(s->journal)) {
        fprintf(stderr, "arbiter: cannot write the journal %s: %s (journal off)\n",
                s->journal_path, strerror(errno));
        fclose(s->journal);
        s->journal = NULL;
    }
}

int repl_journal_start(repl_session *s, const char *path, int append)
{
    s->journal_path = repl_xstrdup(path);
    s->journal = fopen(path, append ? "a" : "w");
    if (!s->journal) {
        fprintf(stderr, "arbiter: cannot write the journal %s: %s\n", path, strerror(errno));
        return -1;
    }
    fchmod(fileno(s->journal), 0600);
    if (!append) {
        repl_buf b = {0};
        header(s, &b);
        write_line(s, b.p);
        repl_buf_free(&b);
    }
    return 0;
}

void repl_journal_mark(repl_session *s, repl_journal_mark_t *m)
{
    m->gen = s->generation;
    m->hash = arb_state_hash(s->g);
    m->pool = arb_pool_hash(s->g);
    m->inputs = arb_input_count(s->g);
    m->cur = s->hist.cur;
    m->seat = s->seat;
    repl_buf_free(&s->more);
}

void repl_journal_note(repl_session *s, const repl_journal_mark_t *m, const char *line)
{
    if (!s->journal) return;
    static const char *const sets[] = {"autoplay", "seat"};
    int changed = m->gen != s->generation || m->hash != arb_state_hash(s->g)
               || m->pool != arb_pool_hash(s->g) || m->inputs != arb_input_count(s->g)
               || m->cur != s->hist.cur || m->seat != s->seat;
    for (size_t i = 0; !changed && i < sizeof sets / sizeof *sets; i++) {
        size_t n = strlen(sets[i]);
        changed = !strncmp(line, sets[i], n) && (!line[n] || line[n] == ' ');
    }
    if (!changed) return;
    write_line(s, line);
    if (s->journal && s->more.p) write_line(s, s->more.p);
}

/* Runs the journal's lines as a batch with the output hidden. */
int repl_journal_resume(repl_session *s, const char *path)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "arbiter: nothing to resume: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    fflush(stdout);
    int saved = dup(STDOUT_FILENO), null = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0) dup2(null, STDOUT_FILENO);
    if (null >= 0) close(null);
    FILE *was_in = s->in;
    char *peeked = s->peeked;                /* a batch line read ahead stays for later */
    s->peeked = NULL;
    int was_batch = s->batch, was_inter = s->interactive;
    s->in = in;
    s->batch = 1;
    s->interactive = 0;
    repl_run(s);
    fflush(stdout);
    if (saved >= 0) { dup2(saved, STDOUT_FILENO); close(saved); }
    s->in = was_in;
    s->peeked = peeked;
    s->batch = was_batch;
    s->interactive = was_inter;
    s->quit = 0;
    s->failed = 0;
    fclose(in);
    printf("resumed from %s: input %d, turn %d\n", path, arb_input_count(s->g), arb_turn(s->g));
    return 0;
}
