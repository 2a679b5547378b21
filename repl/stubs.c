/*
 * stubs.c -- placeholders for `arbiter test ...` and `arbiter sim ...`.
 *
 * main.c dispatches those two sub-commands here.  The real versions (a
 * scenario runner and a simulator) will live in scenario.c and sim.c and
 * replace this file; until then both say so and fail with status 2.
 */
#include "repl.h"

int repl_test_main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("arbiter test: not built yet\n", stderr);
    return 2;
}

int repl_sim_main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fputs("arbiter sim: not built yet\n", stderr);
    return 2;
}
