/*
 * test_labels.c -- lazy option labels.
 *
 * A ruleset may give an option a label function instead of a string; the
 * kernel calls it only when somebody reads the options.  Checked here on the
 * fixture ruleset tests/fixtures/labels (set up as a game root in a temporary
 * folder): labels read through the C API and by a bot are the functions'
 * text; answering without reading them works; snapshots keep them; a label
 * function that writes to the game is undone and reported, and one that
 * fails reports its error, both leaving the game unchanged.
 */
#include "arbiter.h"
#include "check.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef ARB_SOURCE_DIR
#error "ARB_SOURCE_DIR must name the source tree (set by tests/unit/CMakeLists.txt)"
#endif

static char root[] = "/tmp/arb_labels_XXXXXX";

static int link_in(const char *target, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, name);
    return symlink(target, path);
}

/* root/scripts/prelude.lua and the fixture as scripts/labels, cards/labels. */
static int make_root(void)
{
    char path[512];
    if (!mkdtemp(root)) return -1;
    snprintf(path, sizeof path, "%s/scripts", root);
    if (mkdir(path, 0700)) return -1;
    snprintf(path, sizeof path, "%s/cards", root);
    if (mkdir(path, 0700)) return -1;
    return link_in(ARB_SOURCE_DIR "/scripts/prelude.lua", "scripts/prelude.lua")
        || link_in(ARB_SOURCE_DIR "/tests/fixtures/labels/scripts", "scripts/labels")
        || link_in(ARB_SOURCE_DIR "/tests/fixtures/labels/cards", "cards/labels");
}

static void remove_root(void)
{
    char path[512];
    const char *names[] = {"scripts/prelude.lua", "scripts/labels", "cards/labels", "scripts", "cards", ""};
    for (int i = 0; i < 6; i++) {
        snprintf(path, sizeof path, "%s/%s", root, names[i]);
        remove(path);
    }
}

static arb_game *start(const char *options)
{
    arb_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cfg.root = root;
    cfg.game = "labels";
    cfg.seed = 1;
    cfg.options = options;
    char err[2048];
    arb_game *g = arb_game_new(&cfg, err, sizeof err);
    if (!g) printf("cannot start the labels fixture: %s\n", err);
    return g;
}

static int label_is(arb_game *g, int i, const char *want)
{
    const char *l = arb_option_label(g, i);
    if (l && !strcmp(l, want)) return 1;
    printf("option %d: wanted '%s', got '%s'\n", i + 1, want, l ? l : "(none)");
    return 0;
}

static void labels_read_on_demand(void)
{
    arb_game *g = start(NULL);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_option_count(g) == 4, "four options: take 1..3 and pass");
    /* Answer twice without reading any label, then read them. */
    CHECK(arb_answer(g, 2) == ARB_OK && arb_answer(g, 0) == ARB_OK, "answers need no labels");
    CHECK(label_is(g, 0, "take 1") && label_is(g, 2, "take 3") && label_is(g, 3, "pass"),
          "labels are the label functions' text");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(arb_answer(g, 3) == ARB_OK, "pass");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && label_is(g, 1, "take 2"),
          "a restored snapshot has its labels");
    arb_snapshot_free(s);
    int choice = -1;
    CHECK(arb_policy(g, "greedy", &choice) == ARB_OK && choice == 2,
          "a bot reading g:decision() sees the labels");
    arb_game_free(g);
}

static void misbehaving_labels(const char *bad, const char *want)
{
    char opts[32];
    snprintf(opts, sizeof opts, "bad=%s", bad);
    arb_game *g = start(opts);
    if (!g) { CHECK(0, "the fixture starts"); return; }
    uint64_t h = arb_state_hash(g);
    const char *l = arb_option_label(g, 3);
    CHECK(l && strstr(l, want), want);
    if (l && !strstr(l, want)) printf("  got '%s'\n", l);
    CHECK(arb_state_hash(g) == h, "the game is unchanged");
    CHECK(arb_answer(g, 0) == ARB_OK, "and goes on");
    arb_game_free(g);
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    if (make_root()) { perror("test_labels: temporary root"); return 2; }
    labels_read_on_demand();
    misbehaving_labels("write", "a label function changed the game");
    misbehaving_labels("error", "no label today");
    remove_root();
    return check_done();
}
