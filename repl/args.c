/*
 * args.c -- the options that say which game to start.
 *
 * The same parser reads the command line, the "#!" directive on the first
 * line of a batch file, and the arguments of `new`; later sources override
 * earlier ones.  Options are "--name value" or "--name=value".  --cards may
 * be given several times: the folders load in that order (a later one's
 * card replaces an earlier one of the same name); a source that names any
 * --cards replaces the list of an earlier source.  Flags that
 * only mean something to the program as a whole (--batch, --stop-on-error)
 * are refused when the caller passes no repl_flags.
 */
#include "repl.h"
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

void repl_config_defaults(repl_config *c)
{
    const char *root = getenv("ARBITER_ROOT");
    memset(c, 0, sizeof *c);
    c->game = repl_xstrdup("star-realms");
    c->root = repl_xstrdup(root && *root ? root : ARB_DEFAULT_ROOT);
    c->players = 2;
    c->seed = 1;
    c->seat = -1;
}

static char *dup_or_null(const char *s)
{
    return s ? repl_xstrdup(s) : NULL;
}

void repl_config_copy(repl_config *dst, const repl_config *src)
{
    *dst = *src;
    dst->game = dup_or_null(src->game);
    dst->options = dup_or_null(src->options);
    dst->root = dup_or_null(src->root);
    dst->cards = NULL;
    dst->mods = NULL;
    for (char **d = src->cards; d && *d; d++) repl_cards_add(dst, *d);
    for (char **d = src->mods; d && *d; d++) repl_list_add(&dst->mods, *d);
}

static void list_clear(char ***list)
{
    for (char **d = *list; d && *d; d++) free(*d);
    free(*list);
    *list = NULL;
}

void repl_cards_clear(repl_config *c)
{
    list_clear(&c->cards);
}

void repl_list_add(char ***list, const char *dir)
{
    if (!*dir) { list_clear(list); return; }
    int n = 0;
    while (*list && (*list)[n]) n++;
    char **v = repl_xmalloc(sizeof *v * (size_t)(n + 2));
    if (n) memcpy(v, *list, sizeof *v * (size_t)n);
    v[n] = repl_xstrdup(dir);
    v[n + 1] = NULL;
    free(*list);
    *list = v;
}

void repl_cards_add(repl_config *c, const char *dir)
{
    repl_list_add(&c->cards, dir);
}

void repl_cards_join(repl_buf *b, const repl_config *c, const char *sep)
{
    repl_buf_puts(b, "");
    for (char **d = c->cards; d && *d; d++) repl_buf_printf(b, "%s%s", d == c->cards ? "" : sep, *d);
}

void repl_config_free(repl_config *c)
{
    free(c->game);
    free(c->options);
    free(c->root);
    repl_cards_clear(c);
    list_clear(&c->mods);
    memset(c, 0, sizeof *c);
}

static void set_str(char **dst, const char *v)
{
    free(*dst);
    *dst = *v ? repl_xstrdup(v) : NULL;
}

static int set_seat(repl_config *c, const char *v)
{
    if (repl_ieq(v, "god")) { c->seat = 0; return 0; }
    if (repl_ieq(v, "auto")) { c->seat = REPL_SEAT_AUTO; return 0; }
    int p = repl_parse_player(v, 0, 32);
    if (p < 0) return -1;
    c->seat = p;
    return 0;
}

static int set_number(repl_config *c, const char *name, const char *v)
{
    if (!strcmp(name, "seat")) return set_seat(c, v);
    if (!strcmp(name, "players")) {
        long n;
        if (repl_parse_long(v, 1, 32, &n)) return -1;
        c->players = (int)n;
        return 0;
    }
    if (!repl_all_digits(v)) return -1;
    errno = 0;
    c->seed = strtoull(v, NULL, 10);
    return errno ? -1 : 0;
}

/* Applies one "--name value" option; -1 if the name is unknown, -2 if the
 * value is bad. */
static int apply(repl_config *c, const char *name, const char *v)
{
    if (!strcmp(name, "game")) {
        if (!*v || strchr(v, '/') || strstr(v, "..")) return -2;
        set_str(&c->game, v);
        c->game_given = 1;
    } else if (!strcmp(name, "options")) set_str(&c->options, v);
    else if (!strcmp(name, "root")) {
        if (!*v) return -2;
        set_str(&c->root, v);
    } else if (!strcmp(name, "cards")) repl_cards_add(c, v);
    else if (!strcmp(name, "mod")) repl_list_add(&c->mods, v);
    else if (!strcmp(name, "players") || !strcmp(name, "seed") || !strcmp(name, "seat"))
        return set_number(c, name, v) ? -2 : 0;
    else return -1;
    return 0;
}

static int apply_flag(repl_flags *f, const char *name)
{
    if (!strcmp(name, "stop-on-error")) f->stop_on_error = 1;
    else if (!strcmp(name, "keep-going")) f->stop_on_error = 0;
    else if (!strcmp(name, "no-history")) f->no_history = 1;
    else if (!strcmp(name, "no-journal")) f->no_journal = 1;
    else if (!strcmp(name, "resume")) f->resume = 1;
    else if (!strcmp(name, "help")) f->help = 1;
    else if (!strcmp(name, "version")) f->version = 1;
    else return -1;
    return 0;
}

static const char *const valued[] = { "game", "players", "seed", "options", "root",
                                      "cards", "mod", "seat", "batch", "journal",
                                      "undo-memory", NULL };

static int takes_value(const char *name)
{
    for (int i = 0; valued[i]; i++)
        if (!strcmp(valued[i], name)) return 1;
    return 0;
}

/* One option at argv[*i]; advances *i past its value. */
static int parse_one(repl_config *c, repl_flags *f, int argc, char **argv, int *i,
                     char *err, size_t errlen)
{
    const char *arg = argv[*i];
    char name[32];
    const char *eq = strchr(arg, '='), *v = NULL;
    size_t n = eq ? (size_t)(eq - arg) : strlen(arg);
    if (strncmp(arg, "--", 2) || n - 2 >= sizeof name) {
        snprintf(err, errlen, "unexpected argument '%.60s' (options start with --)", arg);
        return -1;
    }
    memcpy(name, arg + 2, n - 2);
    name[n - 2] = 0;
    if (takes_value(name)) {
        if (eq) v = eq + 1;
        else if (*i + 1 < argc) v = argv[++*i];
        else { snprintf(err, errlen, "--%s needs a value", name); return -1; }
    } else if (eq) {
        snprintf(err, errlen, "--%s takes no value", name);
        return -1;
    }
    if (!strcmp(name, "batch") && f) { f->batch = v; return 0; }
    if (!strcmp(name, "journal") && f) { f->journal = v; return 0; }
    if (!strcmp(name, "undo-memory") && f) {
        if (!repl_parse_long(v, 1, 1L << 20, &f->undo_mib)) return 0;
        snprintf(err, errlen, "bad value '%.60s' for --undo-memory: MiB, 1 to 1048576", v);
        return -1;
    }
    int rc = v ? apply(c, name, v) : (f ? apply_flag(f, name) : -1);
    if (rc == -1)
        snprintf(err, errlen, f ? "unknown option --%.30s (try --help)"
                                : "--%.30s is not a game option (see 'help new')", name);
    else if (rc == -2)
        snprintf(err, errlen, "bad value '%.60s' for --%s%s", v, name,
                 strcmp(name, "players") ? "" : ": a game takes 1 to 32 players");
    return rc ? -1 : 0;
}

int repl_args_parse(repl_config *c, repl_flags *f, int argc, char **argv,
                    char *err, size_t errlen)
{
    for (int i = 0; i < argc; i++)               /* this source's --cards replace */
        if (!strncmp(argv[i], "--cards", 7) && (!argv[i][7] || argv[i][7] == '=')) {
            repl_cards_clear(c);
            break;
        }
    for (int i = 0; i < argc; i++)               /* and so do its --mod */
        if (!strncmp(argv[i], "--mod", 5) && (!argv[i][5] || argv[i][5] == '=')) {
            list_clear(&c->mods);
            break;
        }
    for (int i = 0; i < argc; i++)
        if (parse_one(c, f, argc, argv, &i, err, errlen)) return -1;
    return 0;
}

/* Cuts the next word out of *p: "quoted text" or a run of non-blanks. */
static char *next_arg(char **p)
{
    char *s = *p;
    while (isspace((unsigned char)*s)) s++;
    if (!*s) return NULL;
    char *w = s;
    if (*s == '"') {
        w = ++s;
        while (*s && *s != '"') s++;
    } else {
        while (*s && !isspace((unsigned char)*s)) s++;
    }
    if (*s) *s++ = 0;
    *p = s;
    return w;
}

int repl_split(char *line, char ***argv)
{
    int n = 0;
    char **v = repl_xmalloc(sizeof *v * (strlen(line) / 2 + 2));
    char *w;
    while ((w = next_arg(&line)) != NULL) v[n++] = w;
    v[n] = NULL;
    *argv = v;
    return n;
}

void repl_usage(FILE *f)
{
    fputs("usage: arbiter [options]            play or adjudicate a game\n"
          "       arbiter test ...             run rules scenarios\n"
          "       arbiter sim ...              run simulations\n"
          "       arbiter check MOD...         lint a mod before publishing it\n"
          "       arbiter new-card GAME NAME   write a card and a scenario skeleton\n"
          "       arbiter serve ...            host games over JSON lines or WebSocket\n"
          "options:\n"
          "  --game NAME        ruleset under ROOT/scripts (default star-realms)\n"
          "  --players N        number of players (default 2)\n"
          "  --seed S           random seed (default 1)\n"
          "  --options k=v,...  options passed to the ruleset\n"
          "  --root DIR         folder holding scripts/ and cards/ (or $ARBITER_ROOT)\n"
          "  --cards DIR        extra card folder (a mod), relative to ROOT or here;\n"
          "                     repeat it to load several (later ones replace\n"
          "                     cards of the same name)\n"
          "  --mod NAME         load a mod: a folder with manifest.lua and cards/\n"
          "                     (here, or ROOT/mods/NAME) and the mods it depends\n"
          "                     on; repeatable; sets the game if --game is not given\n"
          "  --seat auto|N|god  point of view (default auto: the player to decide;\n"
          "                     god shows everything, for adjudicators)\n"
          "  --batch FILE|-     read commands from FILE or stdin (also when stdin\n"
          "                     is not a terminal); echo them; exit 1 if any failed\n"
          "  --keep-going       in batch mode, go on after an error (default)\n"
          "  --stop-on-error    in batch mode, stop at the first error\n"
          "  --no-history       do not read or write ~/.arbiter_history\n"
          "  --undo-memory MiB  memory for undo snapshots (default 128); past it\n"
          "                     older steps are rebuilt by replay when undone to\n"
          "  --journal FILE     keep the session journal in FILE (default\n"
          "                     $XDG_STATE_HOME/arbiter/journal; none in batch\n"
          "                     mode unless given): every line that changed the game\n"
          "  --resume           replay the journal, then go on where it ended\n"
          "  --no-journal       keep no journal\n"
          "  --help, --version\n", f);
}
