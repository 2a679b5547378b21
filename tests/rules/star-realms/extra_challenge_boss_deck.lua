-- A challenge's Boss deck from a file.  The Boss decks printed on the
-- Challenge cards are lost with rulebook pages 24-40 (digest A17), so a
-- challenge's Boss starts like a player, with 8 Scouts and 2 Vipers, unless
-- deck=FILE gives it a list: the Boss is the last seat, so its deck is the
-- file's [pN] section for N = the number of seats (p2 solo, p3 for two
-- players).  The file is checked like any deck file, each mistake with its
-- file and line.

local personal = require("lib.sr").personal

local BOX = "Scout,Scout,Scout,Scout,Scout,Scout,Scout,Scout,Viper,Viper"
local BOSS = "Battle Pod,Blob Fighter,Blob Fighter,Scout,Scout,Scout,Scout,Scout,Viper,Viper"

scenario("a solo challenge's Boss (p2) plays the file's [p2] list; the player keeps the box's start", function()
  local g = game{ seed = 3, options = "format=challenge,deck=tests/fixtures/decks/sr_boss.txt" }
  eq(personal(g, 2), BOSS, "the Boss's deck and hand are the list")
  eq(personal(g, 1), BOX, "the player's are 8 Scouts and 2 Vipers")
  eq(g:query("return g:pget(2, 'team')"), 2, "p2 is the Boss's team")
end)

scenario("without a deck file the Boss starts with the box's 8 Scouts and 2 Vipers", function()
  eq(personal(game{ seed = 3, options = "format=challenge" }, 2), BOX, "the Boss's start")
end)

scenario("with two players the Boss is p3, and [p3] is its deck", function()
  local g = game{ seed = 3, players = 3,
                  options = "format=challenge,deck=tests/fixtures/decks/sr_per_player.txt" }
  eq(personal(g, 3), BOX, "sr_per_player.txt has no [p3]: the Boss has the list before any section")
  eq(personal(g, 2), "Scout,Scout,Scout,Scout,Scout,Scout,Scout,Trade Bot,Viper,Viper", "p2, a player, has [p2]")
end)

scenario("a Boss deck's mistakes are refused, each with its file and line", function()
  local opts = "format=challenge,deck=tests/fixtures/decks/sr_boss_bad.txt"
  fails(function() game{ options = opts } end, "sr_boss_bad.txt:4: Star Realms has no card named 'Boss Drone'")
  fails(function() game{ options = opts } end,
        "sr_boss_bad.txt:6: %[p3%] is no player of this game %(sections: %[p1%] to %[p2%]%)")
end)
