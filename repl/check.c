/*
 * check.c -- `arbiter check MOD`: a modder's lint before publishing.
 *
 * For the mod (a folder with manifest.lua, cards/ and tests/; see mods.c):
 * the manifest reads and its dependencies are found; every card loads in
 * the sandbox with its dependencies and passes the game's schema (a game is
 * started with them); every card of the mod is named by at least one test
 * file under tests/ and no scenario is still a skeleton's TODO; the
 * scenarios pass (scenario.c); and, where Debian's lua-check is installed,
 * luacheck finds nothing in cards/.  One line per finding, a closing
 * verdict, exit status 0 when clean and 1 otherwise.
 */
#include "repl.h"
#include "scenario.h"
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define ERRLEN 4096

typedef struct lint {
    int problems;
    repl_buf tests;             /* every test file's text, for the name search */
    char **files;               /* the test files, NULL-terminated */
} lint;

static void problem(lint *l, const char *fmt, const char *a, const char *b)
{
    printf("problem: ");
    printf(fmt, a, b);
    printf("\n");
    l->problems++;
}

/* Collects dir's *.lua (subfolders too, lib/ skipped) into l. */
static void collect_tests(lint *l, const char *dir)
{
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort);
    for (int i = 0; i < n; i++) {
        const char *nm = names[i]->d_name;
        repl_buf path = {0};
        repl_buf_printf(&path, "%s/%s", dir, nm);
        struct stat st;
        size_t k = strlen(nm);
        if (nm[0] != '.' && stat(path.p, &st) == 0) {
            if (S_ISDIR(st.st_mode) && strcmp(nm, "lib")) collect_tests(l, path.p);
            else if (S_ISREG(st.st_mode) && k > 4 && !strcmp(nm + k - 4, ".lua")) {
                FILE *f = fopen(path.p, "r");
                char buf[4096];
                size_t got;
                while (f && (got = fread(buf, 1, sizeof buf - 1, f)) > 0) {
                    buf[got] = 0;
                    repl_buf_puts(&l->tests, buf);
                }
                if (f) fclose(f);
                repl_list_add(&l->files, path.p);
            }
        }
        repl_buf_free(&path);
        free(names[i]);
    }
    if (n >= 0) free(names);
}

/* Each card of mod m in game g is named by a test; no TODO is left. */
static void check_coverage(lint *l, arb_game *g, const repl_mods *ms, int m)
{
    int cards = 0;
    const char *text = l->tests.p ? l->tests.p : "";
    for (int d = 0; d < arb_card_name_count(g); d++) {
        if (repl_mods_dir_of(ms, arb_card_file(g, d)) != m) continue;
        cards++;
        if (!strstr(text, arb_card_name(g, d)))
            problem(l, "%s has no scenario in tests/ (arbiter new-card writes a skeleton)",
                    arb_card_name(g, d), "");
    }
    int files = 0;
    for (char **f = l->files; f && *f; f++) files++;
    printf("%d card%s of the mod; %d test file%s\n", cards, cards == 1 ? "" : "s", files,
           files == 1 ? "" : "s");
    if (strstr(text, "TODO")) problem(l, "a scenario in tests/ still says TODO%s", "", "");
}

static void run_tests(lint *l)
{
    int passed = 0, failed = 0;
    for (char **f = l->files; f && *f; f++) repl_scenario_file(*f, &passed, &failed);
    printf("scenarios: %d passed, %d failed\n", passed, failed);
    if (failed) problem(l, "%s%s", "scenarios failed (above)", "");
}

/* luacheck over cards/, if it is installed.  Left out: warnings about
 * globals (the sandbox's are the ruleset's business) and unused arguments
 * (a card's functions take what the rules pass, e.g. on_play(g, self, p)). */
static void run_luacheck(lint *l, const repl_mod *m)
{
    if (system("command -v luacheck >/dev/null 2>&1") != 0) {
        printf("luacheck: not installed (Debian: apt-get install lua-check); skipped\n");
        return;
    }
    repl_buf cmd = {0};
    repl_buf_puts(&cmd, "luacheck --no-color --codes --std lua54 --ignore 11 --no-unused-args -- '");
    for (const char *p = m->cards; *p; p++)
        if (*p == '\'') repl_buf_puts(&cmd, "'\\''"); else repl_buf_printf(&cmd, "%c", *p);
    repl_buf_puts(&cmd, "'");
    int rc = system(cmd.p);
    repl_buf_free(&cmd);
    if (rc != 0) problem(l, "luacheck has warnings (above)%s", "", "");
    else printf("luacheck: clean\n");
}

static int check_mod(const char *root, const char *name)
{
    char err[ERRLEN];
    repl_mods ms;
    repl_mod m;
    lint l = {0};
    if (repl_mod_open(root, NULL, name, &m, err, sizeof err)) return printf("problem: %s\n", err), 1;
    printf("mod %s %s for %s (%s)\n", m.name, m.version, m.game, m.dir);
    char *names[] = { (char *)name, NULL };
    if (repl_mods_open(&ms, root, m.game, names, err, sizeof err)) {
        printf("problem: %s\n", err);
        repl_mod_free(&m);
        return 1;
    }
    const char **dirs = repl_xmalloc(sizeof *dirs * (size_t)(ms.n + 1));
    for (int i = 0; i < ms.n; i++) dirs[i] = ms.v[i].cards;
    dirs[ms.n] = NULL;
    arb_config c = { .root = root, .game = m.game, .seed = 1, .more_cards = dirs };
    arb_game *g = arb_game_new(&c, err, sizeof err);
    if (!g) problem(&l, "the cards do not load: %s", err, "");
    else printf("every card loads in the sandbox and passes the %s schema\n", m.game);
    repl_buf tests = {0};
    repl_buf_printf(&tests, "%s/tests", m.dir);
    collect_tests(&l, tests.p);
    if (!l.files) problem(&l, "no test files in %s", tests.p, "");
    if (g) check_coverage(&l, g, &ms, ms.n - 1);
    run_tests(&l);
    run_luacheck(&l, &m);
    printf("%s: %d problem%s\n", m.name, l.problems, l.problems == 1 ? "" : "s");
    arb_game_free(g);
    free(dirs);
    repl_buf_free(&tests);
    repl_buf_free(&l.tests);
    repl_list_add(&l.files, "");
    repl_mods_free(&ms);
    repl_mod_free(&m);
    return l.problems ? 1 : 0;
}

int repl_check_main(int argc, char **argv)
{
    const char *env = getenv("ARBITER_ROOT");
    const char *root = env && *env ? env : ARB_DEFAULT_ROOT;
    if (argc < 2 || !strcmp(argv[1], "--help")) {
        fputs("usage: arbiter check MOD...\n"
              "Lints a mod (a folder with manifest.lua, cards/ and tests/, here or in\n"
              "ROOT/mods): the manifest and its dependencies, every card loading in the\n"
              "sandbox and passing the game's schema, a scenario naming every card, the\n"
              "scenarios passing, and luacheck (if lua-check is installed).\n", argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    int bad = 0;
    for (int i = 1; i < argc; i++) bad |= check_mod(root, argv[i]);
    return bad;
}
