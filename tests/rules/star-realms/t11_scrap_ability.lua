-- T11 — Scrap Ability: given P1 has Stinger in play, when P1 uses its Scrap Ability, then Stinger goes to the Scrap Heap and P1 gains 1 Trade; Stinger never returns to P1's deck; P1 may use Stinger's ally before scrapping it, if that ally was available.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local function zone_of(g, c) return g:get(("(g:zone_info(g:where(%d)))"):format(c)) end

scenario("T11 — Scrap Ability: scrapping Stinger puts it in the Scrap Heap and gives 1 Trade", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger" }, trade = 0, combat = 0 } }
  g:act("play Stinger")
  local id = g:get("g:cards(g:zone('ships', 1))[1]")
  g:act("scrap Stinger")
  eq(pool(g, 1, "trade"), 1, "Trade from the Scrap Ability")
  eq(pool(g, 1, "combat"), 3, "the primary's Combat stays")
  eq(zone_of(g, id), "scrap", "Stinger's zone")
  eq(names(g, "scrap"), { "Stinger" }, "Scrap Heap")
  eq(size(g, "ships", 1), 0, "no ships in play")
  ok(not g:can("scrap Stinger"), "it cannot be scrapped twice")
  ok(not g:can("ally Stinger"), "a scrapped card has no other abilities left")
end)

scenario("T11 — Scrap Ability: a scrapped Stinger never comes back to its owner's deck, even through reshuffles", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Scout" }, deck = {}, discard = { "Viper" } } }
  g:act("play Stinger")
  local id = g:get("g:cards(g:zone('ships', 1))[1]")
  g:act("scrap Stinger")
  g:act("play Scout")
  g:act("end turn")               -- P1's draw reshuffles the discard (Scout, Viper) into the deck
  eq(names(g, "hand", 1), { "Scout", "Viper" }, "P1's new hand: everything P1 still owns")
  eq(size(g, "deck", 1) + size(g, "discard", 1), 0, "nothing else in deck or discard")
  for _ = 1, 4 do g:act("end turn") end
  eq(zone_of(g, id), "scrap", "Stinger is still in the Scrap Heap after more turns")
end)

scenario("T11 — Scrap Ability: Stinger's ally may be used first, then its Scrap Ability", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Crusher" }, trade = 0, combat = 0 } }
  g:act("play Stinger")
  g:act("play Crusher")
  g:act("ally Stinger")
  g:act("scrap Stinger")
  eq(pool(g, 1, "combat"), 3 + 6 + 3, "Stinger + Crusher + Stinger's ally")
  eq(pool(g, 1, "trade"), 1, "Stinger's scrap")
end)
