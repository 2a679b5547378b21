/*
 * test_profile.c -- the script profiler (ARBITER_PROFILE, sandbox.c): a
 * game freed reports where its scripts spent their VM instructions, line
 * by line.  Exact mode (ARBITER_PROFILE=exact) samples every instruction,
 * so a script that runs each of its lines once must show each line once,
 * however many lines that is.  Time mode (ARBITER_PROFILE=time) charges
 * each line the time its instructions took, the C they called included,
 * so one call that does much outweighs a loop of many cheap instructions.
 * Tree mode (ARBITER_PROFILE=tree) also charges that time to every
 * function on the stack: a function's row is what it cost with all it
 * called.
 */
#include "arbiter.h"
#include "check.h"
#include "scratch.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static scratch dir = SCRATCH("profile");

enum { LINES = 6000 };    /* more distinct lines than the profiler used to keep (4096) */

/* A ruleset whose setup runs LINES lines, each one VM instruction, once. */
static char *long_setup(void)
{
    size_t cap = (size_t)LINES * 16 + 1024, n = 0;
    char *src = malloc(cap);
    if (!src) return NULL;
    n += (size_t)snprintf(src + n, cap - n, "return ruleset { name = 'long', setup = function(g)\n"
                          "  g:new_zone('hand', 1); g:set_active(1)\n  local n = 0\n");
    for (int i = 0; i < LINES; i++) n += (size_t)snprintf(src + n, cap - n, "  n = n + 1\n");
    snprintf(src + n, cap - n, "  g:gset('n', n)\nend,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n");
    return src;
}

/* What the game printed on stderr when freed (the profile's report). */
static char *freed_report(arb_game *g)
{
    char path[] = "/tmp/arbiter-test-profile-report-XXXXXX";
    int fd = mkstemp(path), saved = dup(2);
    if (fd < 0 || saved < 0) return NULL;
    fflush(stderr);
    dup2(fd, 2);
    arb_game_free(g);
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    off_t len = lseek(fd, 0, SEEK_END);
    char *text = len >= 0 ? malloc((size_t)len + 1) : NULL;
    if (text && pread(fd, text, (size_t)len, 0) == len) text[len] = 0;
    else { free(text); text = NULL; }
    close(fd);
    unlink(path);
    return text;
}

/* How many report rows name a line of the ruleset. */
static int ruleset_rows(const char *report)
{
    int n = 0;
    for (const char *at = report; (at = strstr(at, "ruleset.lua:")); at++) n++;
    return n;
}

/* The report of game `name` (ruleset src) freed once started with
 * ARBITER_PROFILE=mode, or NULL (said why). */
static char *profiled(const char *name, const char *src, const char *mode)
{
    char err[2048] = "";
    const char *at = src ? scratch_game(&dir, name, src, NULL) : NULL;
    if (!at) { printf("  the scratch game is not written\n"); return NULL; }
    setenv("ARBITER_PROFILE", mode, 1);
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = name, .players = 1, .seed = 1 }, err, sizeof err);
    unsetenv("ARBITER_PROFILE");
    if (!g) { printf("  %s\n", err); return NULL; }
    char *report = freed_report(g);
    if (!report) printf("  the report is not read\n");
    return report;
}

static void an_exact_profile_keeps_every_line_however_many(void)
{
    char *src = long_setup(), *report = profiled("long", src, "exact");
    free(src);
    if (!report) { CHECK(0, "the game starts and its report is read"); return; }
    long samples = 0;
    sscanf(report, "script profile: %ld samples", &samples);
    int rows = ruleset_rows(report);
    if (rows < LINES) printf("  %d rows, %ld samples; the report begins: %.200s\n", rows, samples, report);
    CHECK(samples >= LINES, "every instruction of the setup is a sample");
    CHECK(rows >= LINES, "and each of its lines has its row: none is dropped");
    char line[64];
    snprintf(line, sizeof line, "ruleset.lua:%d\n", LINES + 3);   /* the last `n = n + 1` */
    CHECK(strstr(report, line) != NULL, "the last line run is there too");
    free(report);
}

/* A setup whose line 3 is one call that does much (a 16 MB string) and
 * whose line 4 runs many cheap instructions. */
static const char HEAVY_CALL[] =
    "return ruleset { name = 'heavy', setup = function(g)\n"
    "  g:new_zone('hand', 1); g:set_active(1); local n = 0\n"
    "  local s = string.rep('x', 16 << 20)\n"
    "  for i = 1, 300 do n = n + i end\n"
    "  g:gset('n', n + #s)\nend,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* The first row of the report for `heavy` in mode `mode`. */
static int first_row(const char *mode, char *row, size_t size)
{
    char *report = profiled("heavy", HEAVY_CALL, mode);
    const char *nl = report ? strchr(report, '\n') : NULL;
    int got = nl != NULL;
    if (got) snprintf(row, size, "%.*s", (int)strcspn(nl + 1, "\n"), nl + 1);
    free(report);
    return got;
}

static void a_timed_profile_charges_a_line_its_calls(void)
{
    char row[256] = "";
    CHECK(first_row("exact", row, sizeof row) && strstr(row, "ruleset.lua:4"),
          "counted by instructions, the loop's line comes first");
    if (!strstr(row, "ruleset.lua:4")) printf("  exact: %s\n", row);
    CHECK(first_row("time", row, sizeof row) && strstr(row, "ruleset.lua:3"),
          "timed, the line whose one call makes 16 MB comes first");
    if (!strstr(row, "ruleset.lua:3")) printf("  time: %s\n", row);
}

/* Timed, the table of lines grows as it does when counting (its slots
 * move while a line's clock runs): every line still has its row. */
static void a_timed_profile_keeps_every_line_too(void)
{
    char *src = long_setup(), *report = profiled("long", src, "time");
    free(src);
    CHECK(report && !strncmp(report, "script profile: ", 16) && strstr(report, "ms of script time"),
          "the timed report says it is time");
    CHECK(report && ruleset_rows(report) >= LINES, "every line of the setup has its row");
    free(report);
}

/* Two helpers of the setup: one call that does much, one cheap loop. */
static const char HELPERS[] =
    "local function heavy() return #string.rep('x', 16 << 20) end\n"
    "local function light() local n = 0; for i = 1, 300 do n = n + i end; return n end\n"
    "return ruleset { name = 'tree', setup = function(g)\n"
    "  g:new_zone('hand', 1); g:set_active(1)\n"
    "  g:gset('n', heavy() + light())\nend,\n"
    "  turn = { { name = 'main', window = { options = {\n"
    "    { label = 'end turn', run = function() return true end } } } } } }\n";

/* The share of the function row naming `where`, or -1. */
static double function_share(const char *functions, const char *where)
{
    char want[96];
    snprintf(want, sizeof want, "function %s\n", where);
    const char *at = strstr(functions, want);
    if (!at) return -1;
    while (at > functions && at[-1] != '\n') at--;
    return atof(at);
}

static void a_tree_profile_charges_a_function_all_it_called(void)
{
    char *report = profiled("tree", HELPERS, "tree");
    const char *fns = report ? strstr(report, "functions, with all they called") : NULL;
    CHECK(fns != NULL, "a tree profile lists the functions after the lines");
    if (!fns) { free(report); return; }
    double setup = function_share(fns, "scripts/tree/ruleset.lua:3");
    double heavy = function_share(fns, "scripts/tree/ruleset.lua:1");
    double light = function_share(fns, "scripts/tree/ruleset.lua:2");
    if (setup < 0 || heavy < 0 || light < 0) printf("  %s\n", fns);
    CHECK(setup >= 99.0, "the setup is charged everything it called: the whole script time");
    CHECK(heavy > light && heavy > 50.0, "the helper whose one call makes 16 MB costs the most of the two");
    CHECK(light >= 0 && setup >= heavy + light - 0.1, "a caller's share holds its callees'");
    free(report);
}

int main(void)
{
    an_exact_profile_keeps_every_line_however_many();
    a_timed_profile_keeps_every_line_too();
    a_timed_profile_charges_a_line_its_calls();
    a_tree_profile_charges_a_function_all_it_called();
    scratch_remove(&dir);
    return check_done();
}
