/*
 * test_main.c -- `arbiter test PATH...`: which test files to run.
 *
 * Each PATH is a test file or a folder, anywhere: a folder runs every
 * *.lua under it, in name order, subfolders included except those named
 * `lib` (where helper modules that tests `require` live); a mod's folder
 * (with manifest.lua) runs its tests/ only.  A PATH that does
 * not exist is an error, not an empty run: a typo must not pass.  The files
 * themselves run in scenario.c.
 */
#include "repl.h"
#include "scenario.h"
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage[] =
    "usage: arbiter test PATH...\n"
    "Runs rulings written as scenarios.  Each PATH is a test file or a folder\n"
    "(every *.lua under it, in name order; folders named lib hold helpers and\n"
    "are skipped; a mod's folder runs its tests/).  A test file is Lua made of\n"
    "blocks\n"
    "  scenario(\"a ruling, as a sentence\", function()\n"
    "    local g = game{ game = \"tutorial\", seed = 1, cards = \"mymod\" }\n"
    "    g:act(\"play Spark\")\n"
    "    eq(g:get(\"g:pget(1, 'points')\"), 1, \"p1's points\")\n"
    "  end)\n"
    "Under tests/rules/GAME/ the game may be left out.  cards = \"DIR\" (or a\n"
    "list) is looked for beside the test file, then under the root.  See\n"
    "docs/authoring.md, \"Rulings as tests\", for the methods and assertions.\n"
    "Prints one ok/not ok line per scenario (after a `# FILE` line when several\n"
    "files run); exit status 1 if any failed,\n"
    "2 if a PATH does not exist.\n"
    "Environment: ARBITER_ROOT, the folder holding scripts/ and cards/.\n";

static int has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), k = strlen(suf);
    return n >= k && !strcmp(s + n - k, suf);
}

static int run_path(const char *path, int *passed, int *failed);
static int several;                     /* more than one file: name each */

static int run_dir(const char *dir, int *passed, int *failed)
{
    char mod[PATH_MAX];
    snprintf(mod, sizeof mod, "%s/manifest.lua", dir);
    if (access(mod, F_OK) == 0) {                /* a mod: its rulings are in tests/ */
        snprintf(mod, sizeof mod, "%s/tests", dir);
        return access(mod, F_OK) == 0 ? run_dir(mod, passed, failed) : 0;
    }
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort), rc = 0;
    if (n < 0) {
        fprintf(stderr, "arbiter test: cannot read the folder %s\n", dir);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        const char *name = names[i]->d_name;
        char path[PATH_MAX];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, name);
        int skip = name[0] == '.' || stat(path, &st) != 0 || (S_ISDIR(st.st_mode) && !strcmp(name, "lib"))
                   || (!S_ISDIR(st.st_mode) && !has_suffix(name, ".lua"));
        if (!skip && !rc) rc = run_path(path, passed, failed);
        free(names[i]);
    }
    free(names);
    return rc;
}

static int run_path(const char *path, int *passed, int *failed)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "arbiter test: no test file or folder %s\n", path);
        return -1;
    }
    if (S_ISDIR(st.st_mode)) return run_dir(path, passed, failed);
    if (several) printf("# %s\n", path);
    return repl_scenario_file(path, passed, failed);
}

/* argv[0] is "test"; the paths follow. */
int repl_test_main(int argc, char **argv)
{
    int passed = 0, failed = 0;
    if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        fputs(usage, stdout);
        return 0;
    }
    if (argc <= 1) {
        fputs(usage, stderr);
        return 2;
    }
    for (int i = 1; i < argc; i++)          /* every path exists before any runs */
        if (access(argv[i], F_OK) != 0) {
            fprintf(stderr, "arbiter test: no test file or folder %s\n", argv[i]);
            return 2;
        }
    struct stat st;
    several = argc > 2 || (stat(argv[1], &st) == 0 && S_ISDIR(st.st_mode));
    for (int i = 1; i < argc; i++)
        if (run_path(argv[i], &passed, &failed)) return 2;
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
