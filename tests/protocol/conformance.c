/*
 * conformance.c -- the host protocol's conformance suite (docs/protocol.md):
 * every request type, what each seat sees of hidden information, and
 * malformed input, which must get an error object and change nothing.
 * Each case starts its own `arbiter serve --stdio` and reads as a ruling;
 * the cases are in one file per subject (conformance.h lists them), and
 * this runner calls them in a fixed order and prints the count of checks.
 *
 *   conformance ARBITER ROOT
 */
#include "conformance.h"
#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 3) { fputs("usage: conformance ARBITER ROOT\n", stderr); return 2; }
    arbiter = argv[1];
    root = argv[2];
    test_hello(); test_new(); test_answer(); test_answer_refused(); test_undo_redo(); test_undo_within_memory();
    test_why_who(); test_hidden(); test_grid(); test_save_load_replay(); test_join_close();
    test_log_and_end(); test_malformed(); test_bots(); test_eval(); test_every_seat(); test_secrets();
    test_limits();
    printf("%d checks, %d failed\n", pc_checks, pc_failures);
    return pc_failures != 0;
}
