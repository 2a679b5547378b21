/*
 * test_complete.c -- tab completion at the REPL prompt (repl_completions),
 * tested without a terminal: each case names a line typed so far and a
 * completion that must be offered (or must not be).
 *
 *   test_repl_complete ROOT
 */
#include "../../repl/repl.h"
#include <stdlib.h>
#include <string.h>

static int failures;

/* Whether the completions of `line` in session s include `want`. */
static int offers(repl_session *s, const char *line, const char *want)
{
    size_t skip;
    char **v = repl_completions(s, line, &skip);
    int found = 0;
    for (int i = 0; v && v[i]; i++) {
        if (!strcmp(v[i], want)) found = 1;
        free(v[i]);
    }
    free(v);
    return found;
}

static void expect(repl_session *s, const char *line, const char *want, int yes)
{
    if (offers(s, line, want) == yes) return;
    printf("FAIL: completing '%s' %s '%s'\n", line, yes ? "does not offer" : "offers", want);
    failures++;
}

static void start(repl_session *s, const char *root, const char *game)
{
    char err[512];
    repl_config c;
    repl_config_defaults(&c);
    free(c.root);
    c.root = repl_xstrdup(root);
    free(c.game);
    c.game = repl_xstrdup(game);
    c.players = 0;
    if (repl_session_start(s, &c, err, sizeof err)) {
        printf("FAIL: cannot start %s: %s\n", game, err);
        exit(1);
    }
    repl_config_free(&c);
}

int main(int argc, char **argv)
{
    if (argc != 2) { fprintf(stderr, "usage: test_repl_complete ROOT\n"); return 2; }
    repl_session s;
    repl_session_init(&s);
    start(&s, argv[1], "star-realms");
    /* 1. `view ` offers the ruleset's views. */
    expect(&s, "view ", "view board", 1);
    expect(&s, "view c", "view card", 1);
    expect(&s, "view c", "view board", 0);
    /* 2. `view card ` offers card names. */
    expect(&s, "view card Blob M", "view card Blob Miner", 1);
    expect(&s, "view card ", "view card Scout", 1);
    /* 3. `new ` offers its options, and `--game ` the games of the root. */
    expect(&s, "new ", "new --game ", 1);
    expect(&s, "new --game ", "new --game tutorial", 1);
    expect(&s, "new --game t", "new --game transformers-dbg", 1);
    expect(&s, "new --seed 3 --game st", "new --seed 3 --game star-realms", 1);
    /* 4. What completed before still does: commands, labels, card names. */
    expect(&s, "he", "help", 1);
    expect(&s, "play S", "play Scout", 1);
    expect(&s, "put Blob", "put Blob Miner", 1);
    start(&s, argv[1], "transformers-dbg");
    expect(&s, "view ", "view card", 1);
    repl_session_free(&s);
    if (!failures) printf("ok: completion\n");
    return failures != 0;
}
