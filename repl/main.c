/*
 * main.c -- the `arbiter` program: dispatch, start-up and shut-down.
 *
 * `arbiter test ...`, `arbiter sim ...` and `arbiter serve ...` go to their
 * own mains.  Anything
 * else is the REPL: read the options, pick the input (a terminal gets
 * readline; a file, `--batch -` or a pipe gets batch mode), apply a "#!"
 * directive from the first batch line (the command line overrides it),
 * start the game, replay the session journal if asked (--resume), start
 * keeping it (journal.c), and run commands until the input ends.  A start-up error is
 * one line on stderr and status 1; in batch mode the status is 1 if any
 * command failed (interactively, errors were seen as they happened).
 */
#include "repl.h"
#include "serve.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ERRLEN 4096

static int fail(const char *fmt, const char *a, const char *b)
{
    fputs("arbiter: ", stderr);
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
    return -1;
}

/* Opens the batch input, or sets up interactive mode. */
static int open_input(repl_session *s, const repl_flags *f)
{
    s->batch = f->batch != NULL || !isatty(STDIN_FILENO);
    s->interactive = !s->batch;
    if (s->interactive) return 0;
    if (!f->batch || !strcmp(f->batch, "-")) { s->in = stdin; return 0; }
    s->in = fopen(f->batch, "r");
    return s->in ? 0 : fail("cannot read %s%s", f->batch, "");
}

/* Applies the "#!" line of a batch file, if there is one. */
static int apply_directive(repl_session *s, repl_flags *f, const char *name)
{
    char *line = repl_read_directive(s), err[ERRLEN], **argv;
    if (!line) return 0;
    int argc = repl_split(line, &argv);
    int rc = repl_args_parse(&s->cfg, f, argc, argv, err, sizeof err);
    free(argv);
    free(line);
    return rc ? fail("%s:1: %s", name, err) : 0;
}

static void set_history_file(repl_session *s, const repl_flags *f)
{
    const char *home = getenv("HOME");
    if (!s->interactive || f->no_history || !home || !*home) return;
    repl_buf b = {0};
    repl_buf_printf(&b, "%s/.arbiter_history", home);
    s->histfile = b.p;
}

/* Resumes from the journal if asked, then keeps it: interactively by
 * default, in batch mode only with --journal. */
static int start_journal(repl_session *s, const repl_flags *f)
{
    if (f->no_journal) return 0;
    char *path = f->journal ? repl_xstrdup(f->journal) : repl_journal_default();
    int rc = 0;
    if (f->resume && !path) rc = fail("--resume: there is no journal (set HOME or --journal)%s%s", "", "");
    else if (f->resume) rc = repl_journal_resume(s, path);
    if (!rc && path && (f->journal || f->resume || !s->batch)) rc = repl_journal_start(s, path, f->resume);
    free(path);
    return rc;
}

/* Returns 0 to run, 1 to exit at once with success, -1 on error. */
static int setup(repl_session *s, int argc, char **argv)
{
    repl_flags f = {0};
    repl_config scratch;
    char err[ERRLEN];
    repl_config_defaults(&scratch);
    int rc = repl_args_parse(&scratch, &f, argc, argv, err, sizeof err);
    repl_config_free(&scratch);
    if (rc) return fail("%s%s", err, "");
    if (f.help) { repl_usage(stdout); return 1; }
    if (f.version) { printf("arbiter %s\n", ARB_VERSION); return 1; }
    if (open_input(s, &f)) return -1;
    if (s->batch && apply_directive(s, &f, f.batch ? f.batch : "stdin")) return -1;
    if (repl_args_parse(&s->cfg, &f, argc, argv, err, sizeof err)) return fail("%s%s", err, "");
    s->stop_on_error = f.stop_on_error;
    s->hist.budget = (size_t)f.undo_mib << 20;
    set_history_file(s, &f);
    if (repl_session_start(s, &s->cfg, err, sizeof err)) return fail("%s%s", err, "");
    repl_ctrl_c_init(s);
    if (start_journal(s, &f)) return -1;
    repl_input_init(s);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "test")) return repl_test_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "sim")) return repl_sim_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "check")) return repl_check_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "new-card")) return repl_new_card_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "serve")) return serve_main(argc - 1, argv + 1);
    repl_session s;
    repl_session_init(&s);
    int rc = setup(&s, argc - 1, argv + 1);
    if (rc == 0) {
        if (s.interactive) printf("Arbiter %s -- type 'help' for commands\n", ARB_VERSION);
        repl_show_banner(&s);
        rc = repl_run(&s) && s.batch ? -1 : 1;
        repl_input_done(&s);
    }
    if (s.in && s.in != stdin) fclose(s.in);
    repl_session_free(&s);
    return rc < 0 ? 1 : 0;
}
