/*
 * cmd_file.c -- whole games: `save`, `load` and `replay` a saved game, and
 * `new` to start again.  Loading replaces the current game; since the
 * kernel replays a save without stopping, the undo history of a loaded game
 * starts at the position it reached.  A save may name a mod folder under
 * the root, or one of the session's own --cards folders; no other.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

#define ERRLEN 4096

int repl_cmd_save(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: save FILE");
    if (arb_save(s->g, args) != ARB_OK) return repl_kernel_error(s, NULL);
    int n = arb_input_count(s->g);
    printf("saved %s (%d input%s)\n", args, n, n == 1 ? "" : "s");
    return 0;
}

/* Replaces the session's game with a saved one: 0, or -1 after an error. */
static int load(repl_session *s, const char *path)
{
    char err[ERRLEN];
    arb_game *g;
    if (arb_load_game_dirs(s->cfg.root, (const char *const *)s->cfg.cards, path, &g, err,
                           sizeof err) != ARB_OK) {
        err[strcspn(err, "\n")] = 0;
        return repl_error(s, "%s", err);
    }
    repl_session_adopt(s, g, path);
    s->log_shown = arb_log_count(g);
    return 0;
}

int repl_cmd_load(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: load FILE");
    if (load(s, args)) return -1;
    int n = arb_input_count(s->g);
    printf("loaded %s (%d input%s)\n", args, n, n == 1 ? "" : "s");
    repl_show_decision(s);
    return 0;
}

int repl_cmd_replay(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: replay FILE");
    if (load(s, args)) return -1;
    int n = arb_input_count(s->g);
    printf("replayed %d input%s; hash %016llx\n", n, n == 1 ? "" : "s",
           (unsigned long long)arb_state_hash(s->g));
    repl_show_decision(s);
    return 0;
}

int repl_cmd_new(repl_session *s, char *args)
{
    char err[ERRLEN];
    char **argv;
    int argc = repl_split(args, &argv);
    repl_config c;
    repl_config_copy(&c, &s->cfg);
    c.seat = -1;
    int rc = repl_args_parse(&c, NULL, argc, argv, err, sizeof err);
    if (!rc) rc = repl_session_start(s, &c, err, sizeof err);
    if (rc) repl_error(s, "%s; the current game goes on", err);
    else repl_show_banner(s);
    repl_config_free(&c);
    free(argv);
    return rc;
}
