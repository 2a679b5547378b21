/*
 * test_layout.c -- zones and cards a ruleset declares (kernel/lua/layout.c):
 * read once at load with the game read-only, made by the kernel before
 * setup at every start -- in the order listed, each entry's copies on top
 * of its zone, owned by its player -- and a stranger's bad declaration
 * refused at load with the ruleset's file named.
 */
#include "arbiter.h"
#include "check.h"
#include "byname.h"
#include "scratch.h"
#include <stdio.h>
#include <string.h>

static scratch dir = SCRATCH("layout");

/* A game whose ruleset declares `decl` (zones = ..., cards = ...); its
 * setup logs how many cards the deck holds and shuffles nothing. */
static arb_game *with_layout(const char *decl, char *err, size_t n)
{
    char src[4096];
    snprintf(src, sizeof src, "return ruleset { name = 'lay', %s,\n"
             "  setup = function(g) g:set_active(1) end,\n"
             "  turn = { { name = 'main', window = { options = {\n"
             "    { label = 'end turn', run = function() return true end } } } } } }\n", decl);
    return scratch_new(&dir, "lay", src, (const char *const[]){ "Ash", "Elm", "Oak", NULL }, 2, err, n);
}

static int refused(const char *decl, const char *want) { return refused_by(with_layout, decl, want); }

/* "name:owner:card,card,..." for each zone, in id order (cards top first). */
static const char *ZONES =
    "local out = {} for z = 1, g:zone_count() do local name, owner = g:zone_info(z) "
    "local t = {} for _, c in ipairs(g:cards(z)) do t[#t+1] = g:name(c) .. '@' .. g:owner(c) end "
    "out[#out+1] = name .. ':' .. owner .. ':' .. table.concat(t, ',') end return table.concat(out, ' ')";

static const char *DECL =
    "zones = function(g) local z = {} for p = 1, g:players() do z[#z+1] = { 'deck', owner = p, vis = 'hidden' } end\n"
    "  z[#z+1] = { 'row', rows = 2, cols = 2 } z[#z+1] = { 'pile' } return z end,\n"
    "cards = { { 'Ash', 2, zone = 'deck', player = 1 }, { 'Elm', 1, zone = 'deck', player = 1 },\n"
    "  { 'Oak', 1, zone = 'deck', player = 2 }, { 'Elm', 2, zone = 'pile' }, { 'Oak', 1, zone = 'pile', owner = 2 } }";

static void declared_zones_and_cards_are_made_before_setup(void)
{
    char err[2048] = "";
    arb_game *g = with_layout(DECL, err, sizeof err);
    if (!g) { printf("%s\n", err); CHECK(0, "the game starts"); return; }
    const char *want = "\"deck:1:Elm@1,Ash@1,Ash@1 deck:2:Oak@2 row:0: pile:0:Oak@2,Elm@0,Elm@0\"";
    CHECK(is(eval(g, ZONES, 0), want), "zones in the order listed; each entry's cards on top, owned by the zone's player or `owner`");
    CHECK(is(eval(g, "local _, _, vis, rows, cols = g:zone_info(g:zone('row', 0)) return vis .. rows .. 'x' .. cols", 0),
             "\"public2x2\""), "a grid with its size; vis public unless said");
    CHECK(is(eval(g, "local _, _, vis = g:zone_info(g:zone('deck', 2)) return vis", 0), "\"hidden\""), "vis as declared");
    uint64_t h = arb_state_hash(g);
    CHECK(arb_game_restart(g, 1) == ARB_OK && arb_state_hash(g) == h && is(eval(g, ZONES, 0), want),
          "a restart makes them again: the same state");
    arb_game_free(g);
}

static void a_declaration_only_reads(void)
{
    CHECK(refused("zones = function(g) g:new_zone('x', 0) return {} end",
                  "the ruleset's zones and cards declarations"), "a write from the declaration is refused, naming its role");
    char err[2048] = "";
    arb_game *g = with_layout("zones = function(g) return { { 'a', owner = g:players() } } end", err, sizeof err);
    CHECK(g && is(eval(g, "return g:zone('a', 2) ~= nil", 0), "true"), "it reads the player count");
    arb_game_free(g);
}

static void a_stranger_s_bad_declaration_is_refused_at_load(void)
{
    CHECK(refused("zones = 'deck'", "scripts/lay/ruleset.lua: zones must be a list"), "not a list");
    CHECK(refused("zones = { { owner = 1 } }", "ruleset.lua: zones[1] must begin with a name"), "no name");
    CHECK(refused("zones = { { 'a' }, { 'a' } }", "zones[2]: zone 'a' of player 0 is declared twice"), "twice");
    CHECK(refused("zones = { { 'a', owner = 3 } }", "zones[1].owner must be a whole number from 0 to 2"), "no such player");
    CHECK(refused("zones = { { 'a', vis = 'secret' } }", "zones[1].vis must be hidden, owner or public"), "bad vis");
    CHECK(refused("zones = { { 'a', rows = 2 } }", "zones[1]: a grid needs rows and cols"), "half a grid");
    CHECK(refused("zones = { { 'a', rows = 2000, cols = 2000 } }", "at most 1048576 cells"), "a grid past the cap");
    CHECK(refused("zones = { { 'a' } }, cards = { { 'Fir', 1, zone = 'a' } }", "cards[1]: lay has no card named 'Fir'"),
          "an unknown card");
    CHECK(refused("zones = { { 'a' } }, cards = { { 'Ash', -1, zone = 'a' } }", "cards[1]: the count"), "a negative count");
    CHECK(refused("zones = { { 'a' } }, cards = { { 'Ash', 1e9, zone = 'a' } }", "cards[1]: the count"), "a count past the cap");
    CHECK(refused("zones = { { 'a' } }, cards = { { 'Ash', 4000000, zone = 'a' }, { 'Ash', 4000000, zone = 'a' } }",
                  "cards declares more than 4194304 cards"), "a total past the cap");
    CHECK(refused("zones = { { 'a' }, { 'b' } }, cards = { { 'Ash', 4000000, zone = 'a' } }",
                  "past the cap of 268435456 (arb_config.mem_limit)"),
          "cards whose state would pass the memory cap (made in C, they spend no instruction budget)");
    CHECK(refused("zones = { { 'a' } }, cards = { { 'Ash', 1 } }", "cards[1] needs zone = the name of a declared zone"),
          "no zone");
    CHECK(refused("zones = { { 'a' } }, cards = { { 'Ash', 1, zone = 'a', player = 1 } }",
                  "cards[1]: zones declares no pile for it"), "a zone not declared for that player");
    CHECK(refused("zones = { { 'g', rows = 2, cols = 2 } }, cards = { { 'Ash', 1, zone = 'g' } }",
                  "cards[1]: zones declares no pile for it"), "cards go only to piles");
    CHECK(refused("cards = { { 'Ash', 1, zone = 'a' } }", "cards needs zones"), "cards without zones");
    CHECK(refused("zones = function(g) error('no zones today') end", "no zones today"), "the declaration's own error");
}

int main(int argc, char **argv)
{
    (void)argc; (void)argv;
    declared_zones_and_cards_are_made_before_setup();
    a_declaration_only_reads();
    a_stranger_s_bad_declaration_is_refused_at_load();
    scratch_remove(&dir);
    return check_done();
}
