-- T30 — Ally and Scrap on one ship, ally first: given Builder Bot is in play with another Machine Cult card, when P1 uses its ally (+1 Trade) and then its Scrap Ability (+2 Combat), then both resolve; reversing the order is not allowed (reading A7).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T30 — Ally and Scrap on one ship, ally first: Builder Bot's ally (+1 Trade) then its Scrap (+2 Combat) both resolve", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Builder Bot" }, bases = { "Defense System" }, discard = {}, trade = 0, combat = 0 } }
  g:act("play Builder Bot")
  eq(pool(g, 1, "trade"), 1, "Builder Bot's primary")
  g:act("ally Builder Bot")
  eq(pool(g, 1, "trade"), 2, "after the ally")
  g:act("scrap Builder Bot")
  eq(pool(g, 1, "combat"), 2, "after the scrap")
  eq(pool(g, 1, "trade"), 2, "Trade unchanged by the scrap")
  eq(names(g, "scrap"), { "Builder Bot" }, "Scrap Heap")
end)

scenario("T30 — Ally and Scrap on one ship, ally first: once Builder Bot is scrapped its ally can no longer be used", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Crusher", "Stinger", "Hive Queen", "Blob Alpha", "Burrower" },
           p1 = { hand = { "Builder Bot" }, bases = { "Defense System" }, discard = {}, trade = 0, combat = 0 } }
  g:act("play Builder Bot")
  g:act("scrap Builder Bot")
  eq(pool(g, 1, "combat"), 2, "the scrap resolved")
  ok(not g:can("ally Builder Bot"), "the ally is gone with the card")
  for _, label in ipairs(g:options()) do
    ok(not label:find("Builder Bot", 1, true), "no action names Builder Bot: " .. label)
  end
  eq(pool(g, 1, "trade"), 1, "only the primary's Trade")
end)

scenario("T30 — Ally and Scrap on one ship, ally first: a base's primary and ally must also come before its scrap", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { bases = { "Outland Station" }, hand = { "Frontier Runner" }, deck = { "Scout" } } }
  g:act("scrap Outland Station")
  eq(names(g, "hand", 1), { "Frontier Runner", "Scout" }, "Outland Station's scrap drew a card")
  eq(size(g, "bases", 1), 0, "the base left play")
  ok(not g:can("use Outland Station"), "no primary after the base was scrapped")
  eq(g:why("use Outland Station"), nil, "nor is it listed as refused: it no longer exists in play")
end)
