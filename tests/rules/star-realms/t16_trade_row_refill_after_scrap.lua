-- T16 — Trade Row refill after scrapping from it: given Blob Miner's primary lets P1 scrap a Trade Row card, when P1 scraps one, then it goes to the Scrap Heap and the row is refilled to 5 at once.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T16 — Trade Row refill after scrapping from it: the card Blob Miner scraps goes to the Scrap Heap and the row is back to 5 at once", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Crusher", "Blob Alpha", "Swarm Cluster", "Hive Queen", "Stinger" },
           trade_deck = { "Patrol Boat", "Cargo Craft" }, p1 = { hand = { "Blob Miner" }, trade = 0 } }
  g:act("play Blob Miner")
  has(g:options(), "Hive Queen (trade row)", "Blob Miner offers Trade Row cards")
  has(g:options(), "stop scrapping", "the scrap is optional")
  g:act("Hive Queen (trade row)")
  eq(names(g, "scrap"), { "Hive Queen" }, "Scrap Heap")
  eq(size(g, "trade_row"), 5, "Trade Row size right after")
  eq(names(g, "trade_row"), { "Blob Alpha", "Crusher", "Patrol Boat", "Stinger", "Swarm Cluster" }, "Trade Row")
  eq(names(g, "trade_deck"), { "Cargo Craft" }, "Trade Deck")
  eq(pool(g, 1, "trade"), 3, "Blob Miner's Trade")
  eq(g:player(), 1, "back to P1's Main Phase: the scrap was up to 1 card")
  ok(g:can("end turn"), "Main Phase actions")
end)

scenario("T16 — Trade Row refill after scrapping from it: declining the optional scrap leaves the row as it was", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Crusher", "Blob Alpha", "Swarm Cluster", "Hive Queen", "Stinger" },
           trade_deck = { "Patrol Boat" }, p1 = { hand = { "Blob Miner" } } }
  g:act("play Blob Miner")
  g:act("stop scrapping")
  eq(names(g, "trade_row"), { "Blob Alpha", "Crusher", "Hive Queen", "Stinger", "Swarm Cluster" }, "Trade Row")
  eq(size(g, "scrap"), 0, "Scrap Heap")
end)
