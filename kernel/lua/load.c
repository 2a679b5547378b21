/*
 * load.c -- reading a saved game back (the format is described in save.c).
 *
 * A save is untrusted input: it is parsed whole before anything runs, and
 * every line must be one the format knows, in its place; the `hash` and
 * `end` lines are mandatory, so a save cut short is refused rather than
 * loaded as a shorter game.  The game it names must be a plain name with a
 * ruleset under ROOT/scripts/, and each extra card folder it names (one
 * `extra` line each, at most MAX_EXTRAS) must lie under the root or be one
 * of the folders the caller allows: a save cannot make the
 * loader run scripts from elsewhere.  Then the game is built (with the
 * content the save records for reloaded cards), every script it uses must be
 * listed with an unchanged hash, the inputs and reloads are replayed, and
 * the state hash must come out the same.  Card files alone may have changed
 * (been edited or removed): then each answer is matched by the label
 * it recorded, wherever that option now is, the end state may differ, and
 * arb_load_note says so; an answer whose label is no longer offered is an
 * error naming the input.  Errors name the save and line.
 */
#define _XOPEN_SOURCE 700             /* realpath */
#include "game.h"
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { E_SCRIPT, E_ANSWER, E_EDIT, E_RELOAD, E_HASH };
#define MAX_EXTRAS 64                /* extra card folders one save may name */
enum { S_HEADER, S_SCRIPTS, S_BODY, S_HASHED, S_ENDED };

typedef struct entry {
    int kind, line, answer;
    uint64_t hash;
    char *text;              /* file (script, reload) or source (edit) */
    char *label;             /* an answer's option label, or NULL (older saves) */
    char *src; size_t len;   /* content from a `source` line, or NULL */
} entry;

typedef struct save {
    const char *path;
    char *buf;               /* the file; the fields below point into it */
    char *game, *options;
    char *extra[MAX_EXTRAS + 1];   /* NULL-terminated */
    int extra_line[MAX_EXTRAS], nextra;
    int game_line, players;
    uint64_t seed;
    entry *e; int n, cap;
    int stage;
    char *err; size_t errlen;
    arb_load_step step;      /* called at the start and after each input, or NULL */
    void *step_ctx;
    char changed[1024];      /* card files changed since the save, or "" */
    int nchanged;            /* >0: answers are re-matched by their labels */
    int differs;             /* the replay ended at another state hash */
} save;

/* Writes "PATH line N: message" (N 0: no line) to the caller's buffer. */
static arb_status fail_at(save *s, int line, arb_status st, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (!s->err || !s->errlen) return st;
    if (line) snprintf(s->err, s->errlen, "%s line %d: %s", s->path, line, msg);
    else snprintf(s->err, s->errlen, "%s: %s", s->path, msg);
    return st;
}

/* Undoes save.c's escapes in place; returns the length. */
static size_t unescape(char *s)
{
    char *start = s, *d = s;
    for (; *s; s++) {
        if (*s == '\\' && s[1] == 'n') { *d++ = '\n'; s++; }
        else if (*s == '\\' && s[1] == '\\') { *d++ = '\\'; s++; }
        else if (*s == '\\' && s[1] == '0') { *d++ = 0; s++; }
        else *d++ = *s;
    }
    *d = 0;
    return (size_t)(d - start);
}

/* Exactly 16 hex digits, then the end or a space; -1 otherwise. */
static int parse_hash(const char *p, uint64_t *h)
{
    for (int i = 0; i < 16; i++)
        if (!strchr("0123456789abcdefABCDEF", p[i]) || !p[i]) return -1;
    if (p[16] && p[16] != ' ') return -1;
    *h = strtoull(p, NULL, 16);
    return 0;
}

/* A decimal number lo..hi with nothing after it; -1 otherwise. */
static int parse_int(const char *p, long long lo, long long hi, long long *v)
{
    char *end;
    if (*p < '0' || *p > '9') return -1;
    unsigned long long u = strtoull(p, &end, 10);
    if (*end || u > (unsigned long long)hi || (long long)u < lo) return -1;
    *v = (long long)u;
    return 0;
}

static entry *add_entry(save *s, int kind, int line)
{
    if (s->n >= s->cap) {
        int ncap = s->cap ? s->cap * 2 : 256;
        entry *ne = realloc(s->e, sizeof *ne * (size_t)ncap);
        if (!ne) return NULL;
        s->e = ne;
        s->cap = ncap;
    }
    entry *e = &s->e[s->n++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->line = line;
    return e;
}

static arb_status header_line(save *s, char *line, int no)
{
    long long v;
    if (s->stage != S_HEADER)
        return fail_at(s, no, ARB_EFORMAT, "'%.20s' belongs in the header, before the scripts", line);
    if (!strncmp(line, "game ", 5)) { s->game = line + 5; s->game_line = no; return ARB_OK; }
    if (!strncmp(line, "options ", 8)) { s->options = line + 8; return ARB_OK; }
    if (!strncmp(line, "extra ", 6)) {
        if (!line[6]) return ARB_OK;                 /* no folder */
        if (s->nextra == MAX_EXTRAS)
            return fail_at(s, no, ARB_EFORMAT, "more than %d extra card folders", MAX_EXTRAS);
        s->extra_line[s->nextra] = no;
        s->extra[s->nextra++] = line + 6;
        return ARB_OK;
    }
    if (!strncmp(line, "players ", 8)) {
        if (parse_int(line + 8, 0, ARBI_MAX_PLAYERS, &v))
            return fail_at(s, no, ARB_EFORMAT, "the player count must be 0 to %d", ARBI_MAX_PLAYERS);
        s->players = (int)v;
        return ARB_OK;
    }
    char *end;                                       /* seed */
    s->seed = strtoull(line + 5, &end, 10);
    if (line[5] < '0' || line[5] > '9' || *end)
        return fail_at(s, no, ARB_EFORMAT, "the seed must be a decimal number");
    return ARB_OK;
}

/* script HASH FILE, reload HASH FILE */
static arb_status file_line(save *s, char *line, int no, int kind)
{
    const size_t skip = 7;                           /* "script " or "reload " */
    entry *e;
    if (kind == E_SCRIPT && s->stage > S_SCRIPTS)
        return fail_at(s, no, ARB_EFORMAT, "script lines come before the inputs");
    if (parse_hash(line + skip, &(uint64_t){0}) || strlen(line + skip) < 18)
        return fail_at(s, no, ARB_EFORMAT, "a %s line must be '%s <16 hex digits> <file>'",
                       kind == E_SCRIPT ? "script" : "reload", kind == E_SCRIPT ? "script" : "reload");
    if (!(e = add_entry(s, kind, no))) return fail_at(s, 0, ARB_ENOMEM, "out of memory");
    parse_hash(line + skip, &e->hash);
    e->text = line + skip + 17;
    s->stage = kind == E_SCRIPT ? S_SCRIPTS : S_BODY;
    return ARB_OK;
}

/* source TEXT: the content of the script or reload on the line before. */
static arb_status source_line(save *s, char *line, int no)
{
    entry *e = s->n ? &s->e[s->n - 1] : NULL;
    if (!e || e->line != no - 1 || (e->kind != E_SCRIPT && e->kind != E_RELOAD))
        return fail_at(s, no, ARB_EFORMAT, "a source line must follow a script or reload line");
    e->src = line + 7;
    e->len = unescape(e->src);
    if (arbi_fnv(e->src, e->len, ARBI_FNV_SEED) != e->hash)
        return fail_at(s, no, ARB_EMISMATCH, "the content recorded for %.900s does not match its hash "
                       "%016" PRIx64 ": the save was changed", e->text, e->hash);
    return ARB_OK;
}

static arb_status body_line(save *s, char *line, int no)
{
    long long v;
    entry *e;
    if (!strncmp(line, "answer ", 7)) {
        char *label = strchr(line + 7, ' ');
        if (label) *label++ = 0;
        if (parse_int(line + 7, 1, INT_MAX, &v))
            return fail_at(s, no, ARB_EFORMAT, "an answer must be an option number from 1");
        if (!(e = add_entry(s, E_ANSWER, no))) return fail_at(s, 0, ARB_ENOMEM, "out of memory");
        e->answer = (int)v - 1;
        if (label) unescape(label);
        e->label = label;
    } else if (!strncmp(line, "edit ", 5)) {
        if (!(e = add_entry(s, E_EDIT, no))) return fail_at(s, 0, ARB_ENOMEM, "out of memory");
        e->text = line + 5;
        unescape(e->text);
    } else if (!strncmp(line, "hash ", 5)) {
        if (parse_hash(line + 5, &(uint64_t){0}) || line[21])
            return fail_at(s, no, ARB_EFORMAT, "the hash line must be 'hash <16 hex digits>'");
        if (!(e = add_entry(s, E_HASH, no))) return fail_at(s, 0, ARB_ENOMEM, "out of memory");
        parse_hash(line + 5, &e->hash);
        s->stage = S_HASHED;
        return ARB_OK;
    } else {
        return fail_at(s, no, ARB_EFORMAT, "'%.40s' is not a line of a saved game", line);
    }
    s->stage = S_BODY;
    return ARB_OK;
}

static arb_status parse_line(save *s, char *line, int no)
{
    if (s->stage == S_ENDED) return fail_at(s, no, ARB_EFORMAT, "a line after the 'end' line");
    if (!strcmp(line, "end")) {
        if (s->stage != S_HASHED) return fail_at(s, no, ARB_EFORMAT, "'end' before the 'hash' line");
        s->stage = S_ENDED;
        return ARB_OK;
    }
    if (s->stage == S_HASHED) return fail_at(s, no, ARB_EFORMAT, "only 'end' may follow the 'hash' line");
    static const char *const head[] = {"game ", "players ", "seed ", "options ", "extra ", NULL};
    for (const char *const *h = head; *h; h++)
        if (!strncmp(line, *h, strlen(*h))) return header_line(s, line, no);
    if (!strncmp(line, "script ", 7)) return file_line(s, line, no, E_SCRIPT);
    if (!strncmp(line, "reload ", 7)) return file_line(s, line, no, E_RELOAD);
    if (!strncmp(line, "source ", 7)) return source_line(s, line, no);
    return body_line(s, line, no);
}

static arb_status parse(save *s)
{
    char *p = s->buf;
    int no = 0;
    arb_status st = ARB_OK;
    for (; *p && st == ARB_OK; no++) {
        char *nl = strchr(p, '\n');
        if (!nl) return fail_at(s, no + 1, ARB_EFORMAT, "the last line has no end: the save was cut short");
        *nl = 0;
        if (no == 0 && strcmp(p, "arbiter-save 1"))
            return fail_at(s, 0, ARB_EFORMAT, "not an Arbiter saved game");
        if (no > 0) st = parse_line(s, p, no + 1);
        p = nl + 1;
    }
    if (st != ARB_OK) return st;
    if (s->stage < S_HASHED)
        return fail_at(s, 0, ARB_EFORMAT, "the save ends at line %d without its 'hash' and 'end' "
                       "lines: it was cut short", no);
    if (s->stage == S_HASHED)
        return fail_at(s, 0, ARB_EFORMAT, "the save ends without its 'end' line: it was cut short");
    if (!s->game) return fail_at(s, 0, ARB_EFORMAT, "the save names no game");
    return ARB_OK;
}

/* ---- where the save may take the loader ------------------------------------ */

static int is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static arb_status check_game(save *s, const char *root)
{
    const char *n = s->game;
    if (!*n || *n == '.' || strspn(n, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
                                != strlen(n))
        return fail_at(s, s->game_line, ARB_EFORMAT, "the game must be a plain name (a folder of "
                       "ROOT/scripts), not '%.200s'", n);
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/scripts/%s/ruleset.lua", root, n);
    if (!is_file(path))
        return fail_at(s, s->game_line, ARB_EFORMAT, "no game '%s' under %s/scripts", n, root);
    return ARB_OK;
}

/* The real path of dir (relative to root unless absolute), or "". */
static void real_dir(const char *root, const char *dir, char *out)
{
    char path[PATH_MAX * 2];
    if (dir[0] == '/') snprintf(path, sizeof path, "%s", dir);
    else snprintf(path, sizeof path, "%s/%s", root, dir);
    if (!realpath(path, out)) out[0] = 0;
}

/* Whether path is dir or lies under it. */
static int inside(const char *path, const char *dir)
{
    size_t n = strlen(dir);
    if (n && dir[n - 1] == '/') n--;
    return n && !strncmp(path, dir, n) && (path[n] == 0 || path[n] == '/');
}

/* Whether the real path have lies under one of the allowed folders. */
static int allowed_dir(const char *root, const char *const *cards, const char *have)
{
    char allowed[PATH_MAX];
    for (; cards && *cards; cards++) {
        if (!**cards) continue;
        real_dir(root, *cards, allowed);
        if (allowed[0] && inside(have, allowed)) return 1;
    }
    return 0;
}

static arb_status check_extra(save *s, const char *root, const char *const *cards)
{
    char have[PATH_MAX], top[PATH_MAX];
    real_dir(root, ".", top);
    for (int i = 0; i < s->nextra; i++) {
        real_dir(root, s->extra[i], have);
        if (!have[0])
            return fail_at(s, s->extra_line[i], ARB_EFORMAT, "no card folder '%.900s'", s->extra[i]);
        if ((top[0] && inside(have, top)) || allowed_dir(root, cards, have)) continue;
        return fail_at(s, s->extra_line[i], ARB_EFORMAT, "the extra card folder %.900s is outside the "
                       "game's root and not a card folder the loader was given: its scripts will "
                       "not run", s->extra[i]);
    }
    return ARB_OK;
}

/* ---- building and replaying the game --------------------------------------- */

static arb_game *build(save *s, const char *root)
{
    arb_config cfg = {0};
    cfg.root = root;
    cfg.game = s->game;
    cfg.seed = s->seed;
    cfg.players = s->players;
    cfg.options = s->options && *s->options ? s->options : NULL;
    cfg.more_cards = (const char *const *)s->extra;
    arbi_source *src = calloc((size_t)s->n + 1, sizeof *src);
    arb_game *g = src ? arbi_game_alloc(&cfg, s->err, s->errlen) : NULL;
    if (g) {
        for (int i = 0; i < s->n; i++) {
            const entry *e = &s->e[i];
            if (e->kind != E_SCRIPT || !e->src) continue;
            src[g->nsources++] = (arbi_source){ e->text, e->hash, e->src, e->len };
        }
        g->sources = src;
        g = arbi_game_boot(g, s->err, s->errlen);
        if (g) { g->sources = NULL; g->nsources = 0; }
    }
    free(src);
    return g;
}

static int listed(const save *s, const char *file)
{
    for (int i = 0; i < s->n; i++)
        if (s->e[i].kind == E_SCRIPT && !strcmp(s->e[i].text, file)) return 1;
    return 0;
}

static uint64_t game_hash(const arb_game *g, const char *file, int *found)
{
    *found = 1;
    for (int i = 0; i < g->nscripts; i++)
        if (!strcmp(g->scripts[i].file, file)) return g->scripts[i].hash;
    int d = arbi_find_def(g, file);
    if (d >= 0) return g->defs[d].hash;
    *found = 0;
    return 0;
}

/* Whether file is one of the game's card files (in cards/ or a card folder),
 * rather than a ruleset script or the prelude. */
static int card_file(const arb_game *g, const char *file)
{
    if (arbi_find_def(g, file) >= 0 || !strncmp(file, "cards/", 6)) return 1;
    for (int i = 0; i < g->nextras && g->extras[i]; i++) {
        size_t n = strlen(g->extras[i]);
        if (!strncmp(file, g->extras[i], n) && file[n] == '/') return 1;
    }
    return 0;
}

/* Whether every answer of the save records its label: only then can the
 * answers be matched again when card files changed (older saves, and saves
 * of games that reloaded cards, do not record them). */
static int labelled(const save *s)
{
    for (int i = 0; i < s->n; i++)
        if (s->e[i].kind == E_ANSWER && !s->e[i].label) return 0;
    return 1;
}

/* A card file changed since the save (or was added or removed): the load
 * goes on, matching answers by their labels; noted for the caller. */
static void note_changed(save *s, const char *file)
{
    size_t n = strlen(s->changed);
    if (n < sizeof s->changed - 1)
        snprintf(s->changed + n, sizeof s->changed - n, "%s%s", s->nchanged ? ", " : "", file);
    s->nchanged++;
}

/* Every script listed is unchanged, and every script the game uses listed;
 * only listed card files may differ or be gone (the replay then re-matches
 * answers by label).  A file the save does not list is refused: that is
 * what a save with a script line deleted looks like. */
static arb_status check_scripts(save *s, const arb_game *g)
{
    for (int i = 0; i < s->n; i++) {
        const entry *e = &s->e[i];
        int found;
        uint64_t have = e->kind == E_SCRIPT ? game_hash(g, e->text, &found) : 0;
        if (e->kind != E_SCRIPT || (found && have == e->hash)) continue;
        if (card_file(g, e->text) && labelled(s)) { note_changed(s, e->text); continue; }
        return fail_at(s, e->line, ARB_EMISMATCH, "%.900s changed since the game was saved (saved %016"
                       PRIx64 ", now %s%016" PRIx64 "): the replay would not be the same game",
                       e->text, e->hash, found ? "" : "missing ", have);
    }
    for (int i = 0; i < g->nscripts + g->ndefs; i++) {
        const char *file = i < g->nscripts ? g->scripts[i].file : g->defs[i - g->nscripts].file;
        if (listed(s, file)) continue;
        return fail_at(s, 0, ARB_EFORMAT, "the save does not list %.900s, which the game uses: "
                       "a script line was deleted", file);
    }
    return ARB_OK;
}

static arb_status replay_reload(save *s, arb_game *g, const entry *e)
{
    int d = arbi_find_def(g, e->text);
    if (d < 0) return fail_at(s, e->line, ARB_EFORMAT, "the game has no card file %.900s to reload", e->text);
    if (!e->src) return fail_at(s, e->line, ARB_EFORMAT, "a reload line needs its source line");
    char *copy = malloc(e->len + 1);
    if (!copy) return fail_at(s, 0, ARB_ENOMEM, "out of memory");
    memcpy(copy, e->src, e->len);
    copy[e->len] = 0;
    if (arbi_reload_text(g, d, copy, e->len))
        return fail_at(s, e->line, ARB_EFORMAT, "the reload failed: %s", arb_errmsg(g));
    return ARB_OK;
}

/* Tells the caller's step function where the replay stands. */
static arb_status stepped(save *s, arb_game *g)
{
    if (s->step && s->step(s->step_ctx, g))
        return fail_at(s, 0, ARB_ENOMEM, "out of memory while keeping the replay's steps");
    return ARB_OK;
}

/* Whether option i is labelled `label` (a label that cannot be made, out
 * of memory, is not). */
static int label_is(arb_game *g, int i, const char *label)
{
    const char *l = arb_option_label(g, i);
    return l && !strcmp(l, label);
}

/* The option answer e takes now: its number, or -- when card files changed
 * -- the option with its label; -1 after an error saying which input no
 * longer matches. */
static int rematch(save *s, arb_game *g, const entry *e, int k)
{
    int n = arb_over(g) ? 0 : arb_option_count(g);
    if (!s->nchanged || !e->label) return e->answer;
    if (e->answer < n && label_is(g, e->answer, e->label)) return e->answer;
    for (int i = 0; i < n; i++)
        if (label_is(g, i, e->label)) return i;
    char opts[1024] = "";
    for (int i = 0; i < n; i++) {
        size_t m = strlen(opts);
        const char *l = arb_option_label(g, i);
        snprintf(opts + m, sizeof opts - m, "%s%s", i ? " | " : "", l ? l : "?");
    }
    fail_at(s, e->line, ARB_EMISMATCH, "input %d no longer matches: '%.200s' is not offered now "
            "(p%d is asked: %.200s; the options: %s); card files changed since the save: %s", k,
            e->label, arb_decision_player(g), n ? arb_decision_prompt(g) : "nothing, the game is over",
            opts, s->changed);
    return -1;
}

static arb_status replay(save *s, arb_game *g)
{
    if (stepped(s, g) != ARB_OK) return ARB_ENOMEM;
    for (int i = 0, k = 0; i < s->n; i++) {
        const entry *e = &s->e[i];
        arb_status st = ARB_OK;
        int a = e->kind == E_ANSWER ? rematch(s, g, e, ++k) : 0;
        k += e->kind == E_EDIT;
        if (a < 0) return ARB_EMISMATCH;
        if (e->kind == E_ANSWER && arb_answer(g, a) != ARB_OK)
            st = fail_at(s, e->line, ARB_EFORMAT, "replay failed: %s", arb_errmsg(g));
        else if (e->kind == E_EDIT && arb_eval(g, e->text, 1, NULL, 0) != ARB_OK)
            st = fail_at(s, e->line, ARB_EFORMAT, "replay of an edit failed: %s", arb_errmsg(g));
        else if (e->kind == E_RELOAD)
            st = replay_reload(s, g, e);
        if (st == ARB_OK && (e->kind == E_ANSWER || e->kind == E_EDIT)) st = stepped(s, g);
        else if (e->kind == E_HASH && e->hash != arb_state_hash(g) && (s->differs = 1) && !s->nchanged)
            st = fail_at(s, e->line, ARB_EMISMATCH, "the replay reached a different state hash than "
                         "the saved game");
        if (st != ARB_OK) return st;
    }
    return ARB_OK;
}

/* What the caller should know about a load that went on with changed cards. */
static arb_status set_note(save *s, arb_game *g)
{
    size_t n = strlen(s->changed) + 256;
    g->load_note = malloc(n);
    if (!g->load_note) return fail_at(s, 0, ARB_ENOMEM, "out of memory");
    snprintf(g->load_note, n, "card files changed since the save (%s): every answer was matched "
             "by its option's label; the game reached %s when it was saved", s->changed,
             s->differs ? "a different state than" : "the same state as");
    return ARB_OK;
}

const char *arb_load_note(const arb_game *g)
{
    return g->load_note ? g->load_note : "";
}

arb_status arb_load_game(const char *root, const char *cards, const char *path,
                         arb_game **out, char *err, size_t errlen)
{
    const char *const list[] = { cards, NULL };
    return arb_load_game_dirs(root, list, path, out, err, errlen);
}

arb_status arb_load_game_dirs(const char *root, const char *const *cards, const char *path,
                              arb_game **out, char *err, size_t errlen)
{
    return arb_load_game_steps(root, cards, path, NULL, NULL, out, err, errlen);
}

arb_status arb_load_game_steps(const char *root, const char *const *cards, const char *path,
                               arb_load_step step, void *ctx, arb_game **out, char *err,
                               size_t errlen)
{
    save s = {0};
    s.step = step;
    s.step_ctx = ctx;
    s.path = path;
    s.err = err;
    s.errlen = errlen;
    root = root ? root : ".";
    *out = NULL;
    s.buf = arbi_read_file(path, NULL);
    if (!s.buf) {
        if (err && errlen) snprintf(err, errlen, "cannot read %s", path);
        return ARB_EIO;
    }
    arb_status st = parse(&s);
    if (st == ARB_OK) st = check_game(&s, root);
    if (st == ARB_OK) st = check_extra(&s, root, cards);
    arb_game *g = st == ARB_OK ? build(&s, root) : NULL;
    if (st == ARB_OK && !g) st = ARB_ESCRIPT;
    if (st == ARB_OK) st = check_scripts(&s, g);
    if (st == ARB_OK) st = replay(&s, g);
    if (st == ARB_OK && s.nchanged) st = set_note(&s, g);
    if (st != ARB_OK) arb_game_free(g);
    else *out = g;
    free(s.e);
    free(s.buf);
    return st;
}

arb_game *arb_load(const char *root, const char *path, char *err, size_t errlen)
{
    arb_game *g;
    arb_load_game(root, NULL, path, &g, err, errlen);
    return g;
}
