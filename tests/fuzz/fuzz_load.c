/*
 * fuzz_load.c -- libFuzzer target: the save loader on arbitrary bytes.
 *
 * Each input is written to a file in the current folder (run.sh runs it in
 * its scratch folder, removed after a clean run) and loaded with arb_load_game
 * against the source tree's games.  Whatever the bytes, the loader must
 * refuse or load without a crash, a leak or undefined behaviour, and a game
 * it loads must pass arb_check.
 */
#include "arbiter.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    static char path[64];
    if (!path[0]) snprintf(path, sizeof path, "arbiter-fuzz-load-%d.sav", (int)getpid());
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    fwrite(data, 1, size, f);
    fclose(f);
    arb_game *g = NULL;
    char err[1024];
    if (arb_load_game(ARB_FUZZ_ROOT, NULL, path, &g, err, sizeof err) == ARB_OK) {
        if (arb_check(g) != ARB_OK) abort();
        arb_game_free(g);
    }
    return 0;
}
