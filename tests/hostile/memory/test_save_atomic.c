/*
 * test_save_atomic.c -- ruling on a save that fails halfway.
 *
 * Defect: arb_save wrote the file in place, so a save that failed midway
 * (disk full, a file size limit, a crash) destroyed the good save it was
 * replacing.  Ruling: the new save is written to a temporary file in the
 * same folder, synced and renamed over the old one; a failure leaves the
 * old file byte for byte as it was, and no temporary file behind.
 */
#include "hostile.h"
#include <dirent.h>
#include <signal.h>
#include <sys/resource.h>

static const char *root;

static int files_in(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d));) n += e->d_name[0] != '.';
    if (d) closedir(d);
    return n;
}

int main(int argc, char **argv)
{
    if (argc < 2) { fprintf(stderr, "usage: hostile_save_atomic ROOT\n"); return 2; }
    root = argv[1];
    char dir[] = "/tmp/arbiter-atomic-XXXXXX", path[128];
    if (!mkdtemp(dir)) return 2;
    snprintf(path, sizeof path, "%s/game.arb", dir);
    arb_game *g = tutorial(root);
    if (!g) return check_done();
    CHECK(arb_save(g, path) == ARB_OK, "1. a first save is written");
    char *before = slurp(path);
    for (int i = 0; i < 40 && !arb_over(g); i++) arb_answer(g, 0);

    /* The second save is longer than the file size limit: writing fails midway. */
    struct rlimit old, small = { 0, 0 };
    getrlimit(RLIMIT_FSIZE, &old);
    small.rlim_cur = small.rlim_max = old.rlim_max;
    small.rlim_cur = (rlim_t)strlen(before) + 16;
    signal(SIGXFSZ, SIG_IGN);
    setrlimit(RLIMIT_FSIZE, &small);
    arb_status st = arb_save(g, path);
    setrlimit(RLIMIT_FSIZE, &old);
    CHECK(st == ARB_EIO && strstr(arb_errmsg(g), path), "2. the save that fails midway reports ARB_EIO naming the file");
    char *after = slurp(path);
    CHECK(after && !strcmp(before, after), "3. the old save is intact, byte for byte");
    CHECK(files_in(dir) == 1, "4. no temporary file is left in the folder");

    arb_game *l = NULL;
    char err[4096];
    CHECK(load(root, NULL, path, &l, err, sizeof err) == ARB_OK, "5. the old save still loads");
    arb_game_free(l);
    CHECK(arb_save(g, path) == ARB_OK, "6. without the limit the new save replaces the old one");
    CHECK(load(root, NULL, path, &l, err, sizeof err) == ARB_OK && arb_state_hash(l) == arb_state_hash(g),
          "7. and loads to the game's state");
    CHECK(files_in(dir) == 1, "8. still one file in the folder");
    arb_game_free(l);

    char missing[256];
    snprintf(missing, sizeof missing, "%s/no/such/folder/game.arb", dir);
    CHECK(arb_save(g, missing) == ARB_EIO && strstr(arb_errmsg(g), missing),
          "9. a save into a folder that does not exist is ARB_EIO naming the path");

    free(before);
    free(after);
    arb_game_free(g);
    remove_tree(dir);
    return check_done();
}
