/*
 * test_defs.c -- card definitions found by name (loader.c's index): a mod
 * of 300 cards loads and every one of them, and only they, is found by
 * g:card_def; two files that define the same name are refused with both
 * files named.  The folders are written by the test into a fresh
 * temporary directory.
 */
#include "arbiter.h"
#include "check.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *root;

static int write_card(const char *dir, const char *file, const char *name)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    fprintf(f, "return card { name = \"%s\", text = \"Nothing.\" }\n", name);
    return fclose(f);
}

static arb_game *with_mod(const char *dir, char *err, size_t n)
{
    return arb_game_new(&(arb_config){ .root = root, .game = "tutorial", .seed = 1, .extra_cards = dir }, err, n);
}

static void three_hundred_cards_are_each_found_by_name(void)
{
    char dir[] = "/tmp/arb_test_defsXXXXXX", name[32], file[32], err[1024] = "", out[256];
    if (!mkdtemp(dir)) { CHECK(0, "a temporary folder"); return; }
    int written = 0;
    for (int k = 1; k <= 300; k++) {
        snprintf(name, sizeof name, "Gen %d", k);
        snprintf(file, sizeof file, "gen%03d.lua", k);
        written += write_card(dir, file, name) == 0;
    }
    CHECK(written == 300, "300 card files written");
    arb_game *g = with_mod(dir, err, sizeof err);
    CHECK(g != NULL, err);
    int found = 0;
    for (int k = 1; g && k <= 300; k++) {
        char src[96];
        snprintf(src, sizeof src, "return g:card_def('Gen %d').name", k);
        snprintf(name, sizeof name, "\"Gen %d\"", k);
        found += arb_eval(g, src, 0, out, sizeof out) == ARB_OK && !strcmp(out, name);
    }
    CHECK(found == 300, "every card of the mod is found by its name");
    CHECK(g && arb_eval(g, "return g:card_def('Gen 301')", 0, out, sizeof out) == ARB_OK && !strcmp(out, "nil"),
          "a name no card has is not found");
    CHECK(g && arb_eval(g, "return g:card_def('Spark').name", 0, out, sizeof out) == ARB_OK && !strcmp(out, "\"Spark\""),
          "the ruleset's own cards are found too");
    arb_game_free(g);
    for (int k = 1; k <= 300; k++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/gen%03d.lua", dir, k);
        unlink(path);
    }
    rmdir(dir);
}

static void two_files_with_one_name_are_refused(void)
{
    char dir[] = "/tmp/arb_test_defsXXXXXX", err[1024] = "";
    if (!mkdtemp(dir)) { CHECK(0, "a temporary folder"); return; }
    CHECK(write_card(dir, "a.lua", "Twin") == 0 && write_card(dir, "b.lua", "Twin") == 0, "two files written");
    arb_game *g = with_mod(dir, err, sizeof err);
    CHECK(!g && strstr(err, "a card named 'Twin' is already defined by") && strstr(err, "a.lua")
          && strstr(err, "b.lua"), err);
    arb_game_free(g);
    char path[1200];
    snprintf(path, sizeof path, "%s/a.lua", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/b.lua", dir);
    unlink(path);
    rmdir(dir);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    three_hundred_cards_are_each_found_by_name();
    two_files_with_one_name_are_refused();
    return check_done();
}
