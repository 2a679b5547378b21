/*
 * test_profile.c -- the script profiler (ARBITER_PROFILE, sandbox.c): a
 * game freed reports where its scripts spent their VM instructions, line
 * by line.  Exact mode (ARBITER_PROFILE=exact) samples every instruction,
 * so a script that runs each of its lines once must show each line once,
 * however many lines that is.
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

static void an_exact_profile_keeps_every_line_however_many(void)
{
    char *src = long_setup(), err[2048] = "";
    const char *at = src ? scratch_game(&dir, "long", src, NULL) : NULL;
    free(src);
    if (!at) { CHECK(0, "the scratch game is written"); return; }
    setenv("ARBITER_PROFILE", "exact", 1);
    arb_game *g = arb_game_new(&(arb_config){ .root = at, .game = "long", .players = 1, .seed = 1 }, err, sizeof err);
    unsetenv("ARBITER_PROFILE");
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    char *report = freed_report(g);
    if (!report) { CHECK(0, "the report is read"); return; }
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

int main(void)
{
    an_exact_profile_keeps_every_line_however_many();
    scratch_remove(&dir);
    return check_done();
}
