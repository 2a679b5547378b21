/*
 * test_statics.c -- static abilities as a kernel service (kernel/lua/
 * statics.c), on the fixture tests/fixtures/statics: g:static(card, field)
 * sums the bonuses of the statics that reach a character from the sources
 * the ruleset declares -- the card itself by the side it shows, the gear
 * it wears, banners, the field's other characters, auras of gear it does
 * not wear -- with conds and pers called in Lua; then what a stranger's
 * declaration or card gets wrong, refused at load with its file named.
 */
#include "arbiter.h"
#include "check.h"
#include "newgame.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static const char *root;

static arb_game *start(void)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/tests/fixtures/statics", root);
    return new_game((arb_config){ .root = dir, .game = "statics", .seed = 1 });
}

/* g:static(card, field) for each card id in `cards` (Lua ids: the game's
 * cards are made 1, 2, 3... in the order a ruling makes them), returned ("3, 0"). */
static const char *sums(arb_game *g, const char *cards, const char *field)
{
    char src[256];
    snprintf(src, sizeof src, "local out = {} for _, c in ipairs({ %s }) do out[#out + 1] = g:static(c, '%s') end\n"
                              "return table.unpack(out)", cards, field);
    return eval(g, src, 0);
}

static void a_card_s_own_statics_follow_the_side_it_shows(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1))", 1);
    CHECK(is(sums(g, "1", "atk"), "2"), "no form value: side 1, so only the +2 written for any side");
    eval(g, "g:cset(1, 'form', 2)", 1);
    CHECK(is(sums(g, "1", "atk"), "7"), "its second form: +2 and +5");
    eval(g, "g:cset(1, 'form', 3)", 1);
    CHECK(is(sums(g, "1", "atk"), "2"), "a third form: the +5 is for the second only");
    CHECK(is(sums(g, "1", "def"), "0"), "no static gives defense");
    CHECK(is(sums(g, "1", "never_named"), "0"), "a field no card names: 0");
    CHECK(is(eval(g, "return g:static(1, g:key('atk'))", 0), "2"), "a field by its key");
    arb_game_free(g);
}

static void others_and_all_reach_the_owner_s_field(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1)); g:new_card('Captain', 1, g:zone('field', 1))\n"
            "g:new_card('Knight', 2, g:zone('field', 2))", 1);
    CHECK(is(sums(g, "1, 2", "atk"), "3, 0") && is(sums(g, "1, 2", "def"), "1, 0"),
          "the Captain (2) gives the other (the Knight, 1) +1/+1, not itself");
    CHECK(is(sums(g, "1, 2", "Brave"), "1, 1"), "Brave (all): to itself too");
    CHECK(is(sums(g, "3", "atk"), "2") && is(sums(g, "3", "Brave"), "0"),
          "p2's Knight: the Captain is not on its owner's side");
    arb_game_free(g);
}

static void worn_gear_reaches_its_wearer_by_its_own_side(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1)); g:new_card('Knight', 1, g:zone('field', 1))\n"
            "g:new_card('Sword', 1, g:zone('gear', 1)); g:cset(3, 'on', 1)", 1);
    CHECK(is(sums(g, "1, 2", "atk"), "5, 2"), "the wearer (1) has the Sword's +3; the other Knight not");
    eval(g, "g:cset(3, 'form', 2)", 1);
    CHECK(is(sums(g, "1, 2", "atk"), "15, 2"), "the Sword shows its second form: +10 more");
    eval(g, "g:cset(3, 'on', nil)", 1);
    CHECK(is(sums(g, "1", "atk"), "2"), "worn by nobody: it reaches nobody");
    arb_game_free(g);
}

static void a_source_with_no_side_counts_only_statics_with_none(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1)); g:new_card('Banner', 1, g:zone('banners', 1))\n"
            "g:new_card('Banner', 1, g:zone('banners', 1)); g:new_card('Knight', 2, g:zone('field', 2))", 1);
    CHECK(is(sums(g, "1, 4", "def"), "4, 0"),
          "two Banners: +2 each, never the +100 written for a side; p2's Knight none");
    arb_game_free(g);
}

static void an_aura_s_cond_sees_its_source(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1)); g:new_card('Knight', 1, g:zone('field', 1))\n"
            "g:new_card('Drum', 1, g:zone('gear', 1)); g:cset(3, 'on', 1)", 1);
    CHECK(is(sums(g, "1, 2", "atk"), "2, 2"), "a silent Drum: nothing");
    eval(g, "g:cset(3, 'beat', true)", 1);
    CHECK(is(sums(g, "1, 2", "atk"), "2, 3"),
          "beating (its cond reads the Drum): +1 to every character but its wearer");
    arb_game_free(g);
}

static void per_multiplies_and_a_cond_may_ask_again(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Horn', 1, g:zone('field', 1)); g:new_card('Owl', 1, g:zone('field', 1))", 1);
    CHECK(is(sums(g, "1", "atk"), "2"), "two characters: the Horn's +1 times 2");
    CHECK(is(sums(g, "2", "def"), "0"), "the Owl's attack is 0: its cond (a sum of its own) fails");
    eval(g, "g:new_card('Captain', 1, g:zone('field', 1)); g:new_card('Captain', 1, g:zone('field', 1))\n"
            "g:new_card('Captain', 1, g:zone('field', 1))", 1);
    CHECK(is(sums(g, "1", "atk"), "8") && is(sums(g, "2", "def"), "4"),
          "five characters: the Horn 5 + 3 Captains; the Owl's attack is 3, so its +1 with the Captains' +3");
    arb_game_free(g);
}

static void the_parts_name_each_static_that_applies(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1)); g:new_card('Captain', 1, g:zone('field', 1))\n"
            "g:new_card('Sword', 1, g:zone('gear', 1)); g:cset(3, 'on', 1)", 1);
    CHECK(is(eval(g, "local n, parts = g:statics(1, 'atk') local t = { n }\n"
                     "for _, x in ipairs(parts) do t[#t + 1] = g:name(x.card) .. ' ' .. x.scope .. ' ' .. x.bonus end\n"
                     "return table.concat(t, ', ')", 0), "\"6, Knight self 2, Sword worn 3, Captain others 1\""),
          "g:statics: the sum, then each static that applies, in the order of the sources declared");
    CHECK(is(eval(g, "local n, parts = g:statics(2, 'def') return n, #parts", 0), "0, 0"),
          "none: 0 and an empty list");
    arb_game_free(g);
}

static void a_view_may_read_the_sums(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1))", 1);
    int inputs = arb_input_count(g);
    uint64_t h = arb_state_hash(g);
    CHECK(is(sums(g, "1", "atk"), "2"), "a query (read-only) reads it");
    CHECK(arb_input_count(g) == inputs && arb_state_hash(g) == h, "reading recorded and changed nothing");
    arb_game_free(g);
}

/* A script's g:def freezes the definition in place (its tables become
 * frozen proxies); a reload of another card reads every card's statics
 * again, through those proxies. */
static void a_reload_reads_the_statics_of_a_definition_a_script_has_read(void)
{
    arb_game *g = start();
    if (!g) { CHECK(0, "the fixture starts"); return; }
    eval(g, "g:new_card('Knight', 1, g:zone('field', 1)); g:new_card('Banner', 1, g:zone('banners', 1))", 1);
    CHECK(is(eval(g, "return g:def(1).statics[1].bonus.atk", 0), "2"), "a script reads the Knight's definition");
    CHECK(arb_reload_card(g, "Banner") == ARB_OK && is(sums(g, "1", "atk"), "2") && is(sums(g, "1", "def"), "2"),
          "after a reload of the Banner, the Knight still has its own +2 attack and the Banner's +2 defense "
          "(a regression: its frozen bonus table read as empty, and gave nothing)");
    arb_game_free(g);
}

/* ---- a stranger's declarations and cards ------------------------------------ */

static scratch dir = SCRATCH("statics");

static arb_game *with_statics(const char *decl, char *err, size_t n)
{
    char src[2048];
    snprintf(src, sizeof src,
             "return ruleset { name = 's2', zones = { { 'field', owner = 1 } }, setup = function(g) g:set_active(1) end,\n"
             "  statics = %s,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", decl);
    return scratch_new(&dir, "s2", src, (const char *const[]){ "Ash", NULL }, 1, err, n);
}

static int refused(const char *decl, const char *want) { return refused_by(with_statics, decl, want); }

#define OK_DECL "{ list = 'statics', from = { { scope = 'self' } } }"

/* A game of OK_DECL whose card Ash is `card` (a file's text); err set when refused. */
static arb_game *with_card(const char *card, char *err, size_t n)
{
    arb_game *g = with_statics(OK_DECL, err, n);      /* (writes the folder) */
    arb_game_free(g);
    if (scratch_file(&dir, "cards/s2/Ash.lua", card)) return NULL;
    return arb_game_new(&(arb_config){ .root = dir.dir, .game = "s2", .players = 1, .seed = 1 }, err, n);
}

static int card_refused(const char *card, const char *want) { return refused_by(with_card, card, want); }

static void a_stranger_s_declaration_is_refused_at_load(void)
{
    char err[2048] = "";
    arb_game *g = with_statics(OK_DECL, err, sizeof err);
    CHECK(g != NULL, "a declaration with a list and a source loads (Ash has no statics)");
    if (!g) printf("  %s\n", err);
    if (g) CHECK(is(eval(g, "return g:static(g:new_card('Ash', 1, g:zone('field', 1)), 'atk')", 1), "0"),
                 "and sums nothing");
    arb_game_free(g);
    CHECK(refused("7", "the ruleset's statics must be a table"), "not a table");
    CHECK(refused("{ from = {} }", "list (the definition field) is missing"), "no list");
    CHECK(refused("{ list = 'statics' }", "from must be a list"), "no sources");
    CHECK(refused("{ list = 'statics', from = { { zone = 'field' } } }", "source 1 has no scope"), "a source with no scope");
    CHECK(refused("{ list = 'statics', from = { { scope = 'self', side = 'left' } } }",
                  "source 1: side must be a number, true or \"any\""), "a side that means nothing");
    CHECK(refused("{ list = 'statics', from = { 'self' } }", "source 1 must be a table"), "a source as a name");
    char many[2048] = "{ list = 'statics', from = {";
    for (int i = 0; i < 17; i++) strcat(many, " { scope = 'self' },");
    strcat(many, " } }");
    CHECK(refused(many, "more than 16 sources"), "17 sources");
}

static void a_card_s_malformed_statics_name_its_file(void)
{
    CHECK(card_refused("return { name = 'Ash', statics = { { bonus = { atk = 1 } } } }",
                       "cards/s2/Ash.lua (Ash): static 1 has no scope"), "a static with no scope");
    CHECK(card_refused("return { name = 'Ash', statics = { { scope = 'self' } } }",
                       "cards/s2/Ash.lua (Ash): static 1 has no bonus table"), "no bonus");
    CHECK(card_refused("return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 1.5 } } } }",
                       "static 1: bonus atk must be a whole number"), "a bonus of 1.5");
    CHECK(card_refused("return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 1 }, cond = 3 } } }",
                       "static 1: cond must be a function"), "a cond that is a number");
    CHECK(card_refused("return { name = 'Ash', statics = 'all' }", "cards/s2/Ash.lua (Ash): statics must be a list"),
          "statics that are not a list");
    char err[2048] = "";
    arb_game *g = with_card("return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 4 },\n"
                            "  per = function() return 0.5 end } } }", err, sizeof err);
    CHECK(g != NULL, "a per is only called when a sum is asked");
    if (g) CHECK(strstr(eval(g, "return g:static(g:new_card('Ash', 1, g:zone('field', 1)), 'atk')", 1),
                        "a static's per must return a whole number"), "then a per of 0.5 is an error, named");
    arb_game_free(g);
}

static void a_cond_that_asks_itself_forever_fails_cleanly(void)
{
    char err[2048] = "";
    arb_game *g = with_card("return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 1 },\n"
                            "  cond = function(g, c) return g:static(c, 'atk') >= 0 end } } }", err, sizeof err);
    if (!g) { CHECK(0, "the game starts"); printf("  %s\n", err); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('field', 1))", 1);
    uint64_t h = arb_state_hash(g);
    const char *got = eval(g, "return g:static(1, 'atk')", 0);
    CHECK(!strncmp(got, "error:", 6) && strstr(got, "stack overflow"),
          "a cond that asks its own sum: Lua's stack limit stops it, as an error (no crash, no hang)");
    if (strncmp(got, "error:", 6)) printf("  got %s\n", got);
    CHECK(arb_state_hash(g) == h && is(eval(g, "return g:name(1)", 0), "\"Ash\""), "and the game goes on unchanged");
    arb_game_free(g);
}

static void a_reload_that_fails_keeps_the_last_reading(void)
{
    char err[2048] = "";
    arb_game *g = with_card("return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 4 } } } }", err, sizeof err);
    if (!g) { CHECK(0, "the game starts"); printf("  %s\n", err); return; }
    eval(g, "g:new_card('Ash', 1, g:zone('field', 1))", 1);
    CHECK(is(sums(g, "1", "atk"), "4"), "Ash gives itself +4");
    CHECK(scratch_file(&dir, "cards/s2/Ash.lua", "return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 6 } } } }") == 0
          && arb_reload_card(g, "Ash") == ARB_OK && is(sums(g, "1", "atk"), "6"),
          "a reload reads the card again: +6");
    CHECK(scratch_file(&dir, "cards/s2/Ash.lua", "return { name = 'Ash', statics = { { scope = 'self', bonus = { atk = 'x' } } } }") == 0
          && arb_reload_card(g, "Ash") != ARB_OK && strstr(arb_errmsg(g), "bonus atk must be a whole number"),
          "a reload with a bad bonus is refused, named");
    CHECK(is(sums(g, "1", "atk"), "6"), "and the sums go on with the last reading");
    arb_game_free(g);
}

int main(int argc, char **argv)
{
    root = argc > 1 ? argv[1] : ".";
    a_card_s_own_statics_follow_the_side_it_shows();
    others_and_all_reach_the_owner_s_field();
    worn_gear_reaches_its_wearer_by_its_own_side();
    a_source_with_no_side_counts_only_statics_with_none();
    an_aura_s_cond_sees_its_source();
    per_multiplies_and_a_cond_may_ask_again();
    the_parts_name_each_static_that_applies();
    a_view_may_read_the_sums();
    a_reload_reads_the_statics_of_a_definition_a_script_has_read();
    a_stranger_s_declaration_is_refused_at_load();
    a_card_s_malformed_statics_name_its_file();
    a_cond_that_asks_itself_forever_fails_cleanly();
    a_reload_that_fails_keeps_the_last_reading();
    scratch_remove(&dir);
    return check_done();
}
