/*
 * fuzz_repl.c -- libFuzzer target: the REPL's batch command line.
 *
 * Each input is a batch of command lines run by repl_run (the dispatcher
 * behind `arbiter --batch`) on a fresh tutorial game, output hidden.  Lines
 * that could write files (save, capture, a journal) are left out so the
 * fuzzer cannot write anywhere.  Afterwards the game must pass arb_check.
 */
#include "../../repl/repl.h"
#include <ctype.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int has(const unsigned char *d, size_t n, const char *w)
{
    for (size_t i = 0; i + 3 <= n; i++)
        if (tolower(d[i]) == w[0] && tolower(d[i + 1]) == w[1] && tolower(d[i + 2]) == w[2]) return 1;
    return 0;
}

static int writes_files(const unsigned char *d, size_t n)
{
    return has(d, n, "sav") || has(d, n, "cap");     /* save, capture */
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    static int quiet;
    if (!quiet) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) { dup2(null, STDOUT_FILENO); close(null); }
        quiet = 1;
    }
    if (writes_files(data, size) || size > 4096) return 0;
    repl_session s;
    repl_session_init(&s);
    free(s.cfg.game);
    s.cfg.game = repl_xstrdup("tutorial");
    free(s.cfg.root);
    s.cfg.root = repl_xstrdup(ARB_FUZZ_ROOT);
    char err[1024];
    if (repl_session_start(&s, &s.cfg, err, sizeof err) == 0) {
        char *copy = malloc(size + 1);
        memcpy(copy, data, size);
        copy[size] = 0;
        s.in = fmemopen(copy, size + 1, "r");
        s.batch = 1;
        if (s.in) {
            repl_run(&s);
            fclose(s.in);
        }
        if (s.g && arb_check(s.g) != ARB_OK) abort();
        free(copy);
    }
    s.in = NULL;
    repl_session_free(&s);
    return 0;
}
