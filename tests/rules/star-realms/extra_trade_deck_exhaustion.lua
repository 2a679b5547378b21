-- Extra (§5.5, reading A8): when the Trade Deck runs out, Trade Row slots stay empty and play
-- goes on; the log reports it.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("Trade Deck exhaustion: a bought card's slot stays empty when the Trade Deck is empty, and play goes on", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Stinger", "Crusher", "Blob Miner", "Hive Queen", "Blob Alpha" }, trade_deck = { "Cargo Craft" },
           p1 = { trade = 10, discard = {} } }
  g:act("buy Stinger (1)")
  eq(size(g, "trade_row"), 5, "the last Trade Deck card refills the row")
  eq(size(g, "trade_deck"), 0, "Trade Deck empty")
  g:act("buy Crusher (3)")
  eq(size(g, "trade_row"), 4, "the slot stays empty")
  g:act("buy Blob Miner (2)")
  eq(size(g, "trade_row"), 3, "another empty slot")
  eq(names(g, "discard", 1), { "Blob Miner", "Crusher", "Stinger" }, "P1 got the cards")
  local noted = 0
  for _, l in ipairs(g:log()) do if l:find("Trade Deck is empty") then noted = noted + 1 end end
  eq(noted, 1, "the log reports it once")
  g:act("end turn")
  g:act("end turn")
  ok(not g:over(), "the game goes on")
  eq(g:active(), 1, "turns still pass")
  eq(size(g, "trade_row"), 3, "the row stays short")
end)

scenario("Trade Deck exhaustion: scrapping from a short Trade Row leaves it shorter", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Stinger", "Crusher" }, trade_deck = {}, p1 = { hand = { "Blob Miner" } } }
  g:act("play Blob Miner")
  g:act("Crusher (trade row)")
  eq(names(g, "trade_row"), { "Stinger" }, "Trade Row")
  eq(names(g, "scrap"), { "Crusher" }, "Scrap Heap")
end)
