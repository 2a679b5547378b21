/*
 * test_choose.c -- the kernel's g:choose and card context (choose.c,
 * context.c), on the fixture tests/fixtures/choose.
 *
 * A card option's label is the ruleset's card_label, made when read; a
 * table option's value and player are kept; "none" returns nothing; auto
 * takes a single option unasked; `where` names a card's zone; a card's ability keeps its player across
 * a nested use and a choice; an edit while a choice is pending asks it
 * again; a snapshot restores the choice; a list that never ends is refused;
 * a choice's own label function (opts.label) words its cards when read.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include <stdio.h>
#include <string.h>

#ifndef ARB_SOURCE_DIR
#error "ARB_SOURCE_DIR must name the source tree (set by tests/unit/CMakeLists.txt)"
#endif

static const char *root = ARB_SOURCE_DIR "/tests/fixtures/choose";

static arb_game *start(void)
{
    return new_game((arb_config){ .root = root, .game = "choose", .seed = 1 });
}

/* The index of the option labelled `label`, or -1. */
static int option(arb_game *g, const char *label)
{
    for (int i = 0; i < arb_option_count(g); i++)
        if (!strcmp(arb_option_label(g, i), label)) return i;
    return -1;
}

/* What query `src` returns, as text. */
static const char *query(arb_game *g, const char *src)
{
    static char out[256];
    if (arb_eval(g, src, 0, out, sizeof out) != ARB_OK) snprintf(out, sizeof out, "(error)");
    return out;
}

static void card_choice(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, option(g, "gem")) == ARB_OK, "p1 uses the Gem");
    CHECK(!strcmp(arb_decision_prompt(g), "pick a card"), "the Gem asks for a card");
    CHECK(arb_option_count(g) == 4, "three pool cards and skip");
    CHECK(!strcmp(arb_option_label(g, 1), "Stone*") && !strcmp(arb_option_label(g, 2), "Gem*")
          && !strcmp(arb_option_label(g, 3), "skip"),
          "card options are labelled by the ruleset's card_label; none by its own word");
    CHECK(!strcmp(query(g, "return g:gget('nested_player'), g:gget('player_kept')"), "2, true"),
          "a nested use acts for its own player and gives the outer one back");
    CHECK(arb_eval(g, "g:gset('edited', 1)", 1, NULL, 0) == ARB_OK, "an edit while the choice waits");
    CHECK(arb_option_count(g) == 4 && !strcmp(arb_decision_prompt(g), "pick a card"),
          "after an edit the same choice is asked again");
    arb_snapshot *at_choice = arb_snapshot_take(g);
    CHECK(arb_answer(g, 1) == ARB_OK, "p1 picks a Stone");
    CHECK(!strcmp(query(g, "return g:gget('picked'), g:gget('player_after_choice')"), "\"Stone\", 1"),
          "the choice returns the card; the context's player survives the wait");
    CHECK(at_choice && arb_snapshot_restore(g, at_choice) == ARB_OK && arb_option_count(g) == 4
          && !strcmp(arb_option_label(g, 0), "Stone*"),
          "a snapshot restores the choice, labels and all");
    arb_snapshot_free(at_choice);
    CHECK(arb_answer(g, 3) == ARB_OK && !strcmp(query(g, "return g:gget('picked')"), "\"nothing\""),
          "skip returns nothing");
    arb_game_free(g);
}

static void table_choice(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, option(g, "tables")) == ARB_OK, "p1 takes tables");
    CHECK(arb_option_count(g) == 4 && option(g, "plain") == 3, "four options, a string among them");
    CHECK(arb_option_player(g, 2) == 2 && arb_option_player(g, 0) == 1,
          "an option naming another player is that player's to take");
    CHECK(arb_answer(g, 2) == ARB_OK, "p2 takes thirty");
    CHECK(!strcmp(query(g, "return g:gget('number'), g:gget('index')"), "30, 3"),
          "a table option returns its value and its index");
    CHECK(arb_answer(g, option(g, "auto")) == ARB_OK, "p1 takes auto");
    CHECK(!strcmp(query(g, "return g:gget('auto'), g:gget('empty_is_nil')"), "1, true"),
          "a single option with auto is taken unasked; no option returns nil");
    CHECK(option(g, "end") >= 0 && arb_answer(g, option(g, "where")) == ARB_OK, "p1 takes where");
    CHECK(!strcmp(arb_option_label(g, 2), "Gem* (pool)"), "with where, a card's label names its zone");
    CHECK(arb_answer(g, 2) == ARB_OK && !strcmp(query(g, "return g:gget('where')"), "\"Gem\""),
          "and the answer is the card");
    arb_game_free(g);
}

static void outside_a_run(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    char out[256] = "";
    CHECK(arb_eval(g, "return g:choose(1, 'x', {'a'})", 0, out, sizeof out) != ARB_OK,
          "a query cannot ask");
    CHECK(strstr(arb_errmsg(g), ":1: a decision can only be asked while the game runs") != NULL,
          "and the error names where it was asked");
    arb_game_free(g);
}

static void a_hostile_list(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, option(g, "endless")) != ARB_OK, "a list with no end is refused");
    CHECK(strstr(arb_errmsg(g), "more than 100000 options") != NULL, "and the error says why");
    CHECK(option(g, "end") >= 0, "the game is back at its window, unchanged");
    arb_game_free(g);
}

static void number_choice(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, option(g, "number")) == ARB_OK, "p1 takes number");
    CHECK(!strcmp(arb_decision_prompt(g), "how many?") && arb_option_count(g) == 4
          && !strcmp(arb_option_label(g, 0), "2") && !strcmp(arb_option_label(g, 3), "5"),
          "g:choose_number offers each number from lo to hi, labelled by itself");
    CHECK(!strcmp(arb_decision_reason(g), "any part of the pool"), "with its reason");
    CHECK(arb_eval(g, "g:gset('edited', 1)", 1, NULL, 0) == ARB_OK && arb_option_count(g) == 4,
          "after an edit the same numbers are asked again");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(arb_answer(g, 2) == ARB_OK, "p1 picks 4");
    CHECK(!strcmp(arb_decision_prompt(g), "or keep") && arb_option_count(g) == 3
          && !strcmp(arb_option_label(g, 2), "keep"),
          "no numbers: nil unasked; one number with auto: taken unasked; optional adds its none");
    CHECK(arb_answer(g, 2) == ARB_OK, "p1 keeps");
    CHECK(!strcmp(query(g, "return g:gget('number'), g:gget('no_number'), g:gget('one_number'), g:gget('kept')"),
                  "4, true, 4, true"), "the numbers picked come back as numbers, none as nil");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && arb_option_count(g) == 4
          && arb_answer(g, 0) == ARB_OK && arb_answer(g, 0) == ARB_OK
          && !strcmp(query(g, "return g:gget('number'), g:gget('kept')"), "2, false"),
          "restored at the choice, another number");
    arb_snapshot_free(s);
    arb_game_free(g);
    g = start();
    CHECK(g && arb_answer(g, option(g, "too many")) != ARB_OK
          && strstr(arb_errmsg(g), "a choice of more than 100000 numbers") != NULL,
          "a range past the cap of options is refused, saying so");
    arb_game_free(g);
    g = start();
    CHECK(g && arb_answer(g, option(g, "signed")) == ARB_OK && arb_option_count(g) == 14
          && !strcmp(arb_option_label(g, 0), "-12") && !strcmp(arb_option_label(g, 11), "-1")
          && !strcmp(arb_option_label(g, 12), "0") && !strcmp(arb_option_label(g, 13), "1"),
          "numbers below zero are labelled with their sign, zero as 0");
    CHECK(g && arb_answer(g, 1) == ARB_OK && arb_option_count(g) == 2
          && !strcmp(arb_option_label(g, 0), "4503599627370495")
          && !strcmp(arb_option_label(g, 1), "4503599627370496"),
          "the largest numbers a choice allows are labelled in full");
    CHECK(g && arb_answer(g, 1) == ARB_OK
          && !strcmp(query(g, "return g:gget('signed'), g:gget('huge')"), "-11, 4503599627370496"),
          "and come back as the numbers picked");
    arb_game_free(g);
}

static void zone_choice(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, option(g, "zones")) == ARB_OK, "p1 takes zones");
    CHECK(!strcmp(arb_decision_prompt(g), "pick of 1 and the pool"), "the prompt, worded by its function when read");
    CHECK(arb_option_count(g) == 5 && !strcmp(arb_option_label(g, 0), "Stone* (pool)")
          && !strcmp(arb_option_label(g, 2), "Gem* (pool)") && !strcmp(arb_option_label(g, 3), "Stone* (shelf)")
          && !strcmp(arb_option_label(g, 4), "none"),
          "g:choose_in offers the cards of each zone, top first, the zones in order, then none");
    CHECK(arb_eval(g, "g:move(g:cards(g:zone('shelf', 1))[1], g:zone('pool', 0))", 1, NULL, 0) == ARB_OK
          && arb_option_count(g) == 5 && !strcmp(arb_option_label(g, 0), "Stone* (pool)")
          && !strcmp(arb_option_label(g, 3), "Gem* (pool)") && !strcmp(arb_decision_prompt(g), "pick of 0 and the pool"),
          "after an edit that moved a card the zones are listed again");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(arb_answer(g, 3) == ARB_OK
          && !strcmp(query(g, "return g:gget('in_card'), g:gget('in_index'), g:gget('empty_in')"), "\"Gem\", 4, true"),
          "the card picked and its position come back; an empty zone gives nil unasked, even optional");
    CHECK(!strcmp(query(g, "return g:gget('single')"), "\"Gem\""), "an empty shelf offers nothing: nil");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && arb_option_count(g) == 5
          && !strcmp(arb_decision_prompt(g), "pick of 0 and the pool") && arb_answer(g, 4) == ARB_OK
          && !strcmp(query(g, "return g:gget('in_card'), g:gget('in_index')"), "\"none\", 0"),
          "restored at the choice: the same prompt and cards; none gives nil");
    arb_snapshot_free(s);
    arb_game_free(g);
    g = start();
    CHECK(g && arb_answer(g, option(g, "lazy")) == ARB_OK, "asking does not word the prompt");
    CHECK(g && strstr(arb_decision_prompt(g), "worded") != NULL, "reading it does: its error is the prompt");
    arb_game_free(g);
    g = start();
    CHECK(g && arb_answer(g, option(g, "bad zone")) != ARB_OK && strstr(arb_errmsg(g), "bad zone id 99") != NULL,
          "a zone that is not there is refused, saying which");
    arb_game_free(g);
}

/* opts.label: the cards offered are labelled by the choice's function,
 * (g, card), only when somebody reads the options; of a list or of zones. */
static void cards_labelled_by_the_choice(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    CHECK(arb_answer(g, option(g, "labelled")) == ARB_OK && arb_option_count(g) == 3, "three pool cards");
    CHECK(!strcmp(arb_option_label(g, 0), "take the Stone (3 in the pool)")
          && !strcmp(arb_option_label(g, 2), "take the Gem (3 in the pool)"),
          "each card worded by the choice's function, not the ruleset's card_label");
    arb_snapshot *s = arb_snapshot_take(g);
    CHECK(arb_answer(g, 1) == ARB_OK && !strcmp(query(g, "return g:gget('took')"), "\"Stone\""), "the card comes back");
    CHECK(arb_option_count(g) == 2 && !strcmp(arb_option_label(g, 0), "shelve the Stone")
          && !strcmp(arb_option_label(g, 1), "none"), "g:choose_in's cards too; none keeps its word");
    CHECK(arb_answer(g, 1) == ARB_OK && strstr(arb_option_label(g, 0), "worded") != NULL,
          "asking words nothing; reading a failing label gives its error as the label");
    CHECK(s && arb_snapshot_restore(g, s) == ARB_OK && !strcmp(arb_option_label(g, 1), "take the Stone (3 in the pool)"),
          "a snapshot restores the choice and its label function");
    arb_snapshot_free(s);
    arb_game_free(g);
    g = start();
    CHECK(g && arb_answer(g, option(g, "bad label")) != ARB_OK && strstr(arb_errmsg(g), "offers cards only") != NULL,
          "with a label function every option is a card: another is refused, saying so");
    arb_game_free(g);
}

int main(void)
{
    card_choice();
    table_choice();
    outside_a_run();
    a_hostile_list();
    number_choice();
    zone_choice();
    cards_labelled_by_the_choice();
    return check_done();
}
