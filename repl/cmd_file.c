/*
 * cmd_file.c -- whole games: `save`, `load` and `replay` a saved game, and
 * `new` to start again.  Loading replaces the current game; the kernel
 * replays the save and calls back after each input, so the undo history of
 * a loaded game holds every step of it (`replay` then goes back to the
 * first, to step through the saved game).  A save may name a mod folder under
 * the root, or one of the session's own --cards folders; no other.
 */
#include "repl.h"
#include <stdlib.h>
#include <string.h>

#define ERRLEN 4096

/* "; mods blaze 0.2, ember 1.0" when the game uses mods' cards. */
static void mods_note(repl_session *s)
{
    repl_buf b = {0};
    if (repl_mods_named(s->g, s->cfg.root, &b)) printf("; mods %s", b.p);
    repl_buf_free(&b);
}

int repl_cmd_save(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: save FILE");
    if (arb_save(s->g, args) != ARB_OK) return repl_kernel_error(s, NULL);
    int n = arb_input_count(s->g);
    printf("saved %s (%d input%s", args, n, n == 1 ? "" : "s");
    mods_note(s);
    printf(")\n");
    return 0;
}

/* The loader's step function: one undo step per position of the save. */
static int keep_step(void *ctx, arb_game *g)
{
    return repl_hist_append(ctx, g);
}

/* Replaces the session's game with a saved one, with an undo step for each
 * of its inputs: 0, or -1 after an error. */
static int load(repl_session *s, const char *path)
{
    char err[ERRLEN];
    arb_game *g;
    repl_history h = { .budget = s->hist.budget };
    if (arb_load_game_steps(s->cfg.root, (const char *const *)s->dirs, path, keep_step, &h,
                            &g, err, sizeof err) != ARB_OK) {
        repl_hist_free(&h);
        err[strcspn(err, "\n")] = 0;
        return repl_error(s, "%s", err);
    }
    repl_session_adopt(s, g, path);
    repl_hist_free(&s->hist);
    s->hist = h;
    s->log_shown = arb_log_count(g);
    if (*arb_load_note(g)) printf("note: %s\n", arb_load_note(g));
    return 0;
}

int repl_cmd_load(repl_session *s, char *args)
{
    if (!*args) return repl_error(s, "usage: load FILE");
    if (load(s, args)) return -1;
    int n = arb_input_count(s->g);
    printf("loaded %s (%d input%s", args, n, n == 1 ? "" : "s");
    mods_note(s);
    printf(")\n");
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
    if (repl_hist_goto(s, 0) < 0) return -1;
    printf("back at step 0 of %d: 'redo [N|turn|all]' steps forward, 'undo' back\n", s->hist.n - 1);
    s->log_shown = 0;
    repl_show_change(s);
    return 0;
}

/* Another game: what was set for the previous one (options, players, card
 * folders, mods) is not carried over unless given again; says what was
 * dropped. */
static void other_game(repl_session *s, repl_config *c, const repl_config *given)
{
    const repl_config *old = &s->cfg;
    if (!strcmp(c->game, old->game)) return;
    if (old->options && !given->options)
        printf("(options '%s' were %s's; not carried over)\n", old->options, old->game);
    if (old->cards && !given->cards) printf("(card folders were %s's; not carried over)\n", old->game);
    if (old->mods && !given->mods) printf("(mods were %s's; not carried over)\n", old->game);
    repl_list_add(&c->mods, "");
    for (char **d = given->mods; d && *d; d++) repl_list_add(&c->mods, *d);
    free(c->options);
    c->options = given->options ? repl_xstrdup(given->options) : NULL;
    c->players = given->players;
    repl_cards_clear(c);
    for (char **d = given->cards; d && *d; d++) repl_cards_add(c, *d);
}

int repl_cmd_new(repl_session *s, char *args)
{
    char err[ERRLEN];
    char **argv;
    int argc = repl_split(args, &argv);
    repl_config c, given = {0};
    repl_config_copy(&c, &s->cfg);
    c.seat = -1;
    given.game = repl_xstrdup(s->cfg.game);
    int rc = repl_args_parse(&c, NULL, argc, argv, err, sizeof err);
    if (!rc) rc = repl_args_parse(&given, NULL, argc, argv, err, sizeof err);
    if (!rc) other_game(s, &c, &given);
    if (!rc) rc = repl_session_start(s, &c, err, sizeof err);
    if (rc) repl_error(s, "%s; the current game goes on", err);
    else repl_show_banner(s);
    repl_config_free(&c);
    repl_config_free(&given);
    free(argv);
    return rc;
}
