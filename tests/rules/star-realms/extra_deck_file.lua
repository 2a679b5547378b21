-- A custom start from a deck file (issue 13: deck files where the rules allow
-- a custom start, Hunter variants and challenges; the parser is the shared
-- scripts/lib/deckfile.lua).  deck=FILE replaces the personal decks: every
-- player's, or player N's under [pN]; a card the game lacks or a player the
-- game lacks is refused with the file and line.

local personal = require("lib.sr").personal

local BOX = "Scout,Scout,Scout,Scout,Scout,Scout,Scout,Scout,Viper,Viper"

scenario("deck=FILE gives every player the file's personal deck", function()
  local g = game{ seed = 3, options = "deck=scripts/star-realms/decks/blob_rush.txt" }
  local want = "Blob Fighter,Scout,Scout,Scout,Scout,Scout,Scout,Scout,Viper,Viper"
  eq(personal(g, 1), want, "p1's deck and hand are the list")
  eq(personal(g, 2), want, "and p2's")
end)

scenario("a [pN] section is player N's own deck", function()
  local g = game{ seed = 3, options = "deck=tests/fixtures/decks/sr_per_player.txt" }
  eq(personal(g, 1), BOX, "p1: the list before any section")
  eq(personal(g, 2), "Scout,Scout,Scout,Scout,Scout,Scout,Scout,Trade Bot,Viper,Viper", "p2: its section")
end)

scenario("without deck=, the box's start: 8 Scouts and 2 Vipers", function()
  eq(personal(game{ seed = 3 }, 1), BOX, "the standard start")
end)

scenario("a deck file's mistakes are refused, each with its file and line", function()
  fails(function() game{ options = "deck=tests/fixtures/decks/sr_bad.txt" } end,
        "sr_bad.txt:3: Star Realms has no card named 'Nova Drone'")
  fails(function() game{ options = "deck=tests/fixtures/decks/sr_bad.txt" } end,
        "sr_bad.txt:5: %[p9%] is no player of this game %(sections: %[p1%] to %[p2%]%)")
  fails(function() game{ options = "deck=no/such/deck.txt" } end, "cannot read 'no/such/deck.txt'")
end)
