-- T12 — Scrapped by another effect: no Scrap bonus: given Blob Miner is in P1's hand, when P1 scraps it from hand with Plasma Bot's primary, then Blob Miner goes to the Scrap Heap and P1 gets no Combat from Blob Miner's Scrap Ability.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T12 — Scrapped by another effect: no Scrap bonus: Blob Miner scrapped from hand by Plasma Bot gives no Combat", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Plasma Bot", "Blob Miner", "Scout" }, trade = 0, combat = 0 } }
  g:act("play Plasma Bot")
  eq(g:options(), { "Blob Miner (hand)", "Scout (hand)", "stop scrapping" }, "Plasma Bot offers the cards in hand, optionally")
  g:act("Blob Miner (hand)")
  eq(names(g, "scrap"), { "Blob Miner" }, "Scrap Heap")
  eq(names(g, "hand", 1), { "Scout" }, "P1's hand")
  eq(pool(g, 1, "combat"), 3, "only Plasma Bot's 3 Combat, none from Blob Miner's Scrap Ability")
  eq(pool(g, 1, "trade"), 0, "and no Trade from Blob Miner's primary either")
  ok(not g:can("scrap Blob Miner"), "Blob Miner's Scrap Ability is not available from the Scrap Heap")
end)

scenario("T12 — Scrapped by another effect: no Scrap bonus: a Trade Row card scrapped by Blob Miner gives nothing either", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Stinger", "Crusher", "Hive Queen", "Blob Alpha", "Burrower" },
           trade_deck = { "Cargo Craft" }, p1 = { hand = { "Blob Miner" }, trade = 0, combat = 0 } }
  g:act("play Blob Miner")
  g:act("Stinger (trade row)")
  eq(pool(g, 1, "trade"), 3, "Blob Miner's 3 Trade, not Stinger's scrap Trade")
  eq(pool(g, 1, "combat"), 0, "no Combat")
end)
