-- Extra (§5.6, reading A9): the Explorer pile holds 16; once none are left, none can be acquired,
-- by buying or by a free acquisition.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("Explorer pile empty: buying an Explorer is refused with a reason once the pile is empty", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, explorers = { "Explorer" }, p1 = { trade = 10, discard = {} } }
  g:act("buy Explorer (2)")
  eq(size(g, "explorers"), 0, "the pile is empty")
  ok(not g:can("buy Explorer"), "no Explorer is offered")
  eq(g:why("buy Explorer"), "the Explorer pile is empty", "reason")
  eq(pool(g, 1, "trade"), 8, "Trade")
end)

scenario("Explorer pile empty: all 16 can be bought, and the 17th cannot", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { trade = 40, discard = {} } }
  for _ = 1, 16 do g:act("buy Explorer (2)") end
  eq(size(g, "discard", 1), 16, "16 Explorers bought")
  ok(not g:can("buy Explorer"), "the 17th is refused")
  eq(pool(g, 1, "trade"), 8, "Trade left")
end)

scenario("Explorer pile empty: a free acquisition does not offer an Explorer either", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, explorers = {}, trade_row = { "Stinger", "Blob Alpha", "Swarm Cluster", "Hive Queen", "Federation Battleship" },
           p1 = { hand = { "Burrower" } } }
  g:act("play Burrower")
  g:act("scrap Burrower")
  eq(g:options(), { "Stinger (cost 1)" }, "only the Trade Row card of cost 4 or less")
end)

scenario("Explorer pile empty: an Explorer scrapped later refills the pile and can be bought again", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, explorers = {}, p1 = { hand = { "Explorer" }, trade = 0 } }
  ok(not g:can("buy Explorer"), "empty pile")
  g:act("play Explorer")
  g:act("scrap Explorer")
  ok(g:can("buy Explorer (2)"), "the scrapped Explorer is back in the pile")
end)
