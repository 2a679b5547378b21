/*
 * test_labels.c -- lazy option labels.
 *
 * A ruleset may give an option a label function instead of a string; the
 * kernel calls it only when somebody reads the options.  Checked here on the
 * fixture ruleset tests/fixtures/labels (a game root of its own): labels
 * read through the C API and by a bot are the functions' text; answering without reading them works; snapshots keep them; a label
 * function that writes to the game is undone and reported, and one that
 * fails reports its error, both leaving the game unchanged.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ARB_SOURCE_DIR
#error "ARB_SOURCE_DIR must name the source tree (set by tests/unit/CMakeLists.txt)"
#endif

/* A game root of its own (the kernel carries its prelude). */
static const char *root = ARB_SOURCE_DIR "/tests/fixtures/labels";

static arb_game *start(const char *options)
{
    return new_game((arb_config){ .root = root, .game = "labels", .seed = 1, .options = options });
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

static void a_reason_function_words_the_reason_when_read(void)
{
    arb_game *g = start(NULL), *bad = start("bad=reason");
    if (!g || !bad) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, 0) == ARB_OK, "answers need no reason");
    const char *r = arb_decision_reason(g);
    CHECK(r && !strcmp(r, "p1 may take up to 3"), "the reason is the window's reason function's text");
    uint64_t h = arb_state_hash(bad);
    r = arb_decision_reason(bad);
    CHECK(r && strstr(r, "may only read the game"), "a reason function that writes: its error is the reason");
    CHECK(arb_state_hash(bad) == h, "and the game is unchanged");
    arb_game_free(g);
    arb_game_free(bad);
}

int main(void)
{
    labels_read_on_demand();
    misbehaving_labels("write", "a label function may only read the game, and g:gset changes it");
    misbehaving_labels("error", "no label today");
    a_reason_function_words_the_reason_when_read();
    return check_done();
}
