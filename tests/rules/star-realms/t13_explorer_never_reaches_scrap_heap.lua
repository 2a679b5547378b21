-- T13 — Explorer never reaches the Scrap Heap: given P1 has an Explorer in play, when P1 uses its Scrap Ability, then P1 gains 2 Combat and the Explorer goes face up onto the Explorer pile; the same holds when an Explorer is scrapped from hand or Discard Pile by another card's effect (without the 2 Combat).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local function where(g, c) return g:get(("(g:zone_info(g:where(%d)))"):format(c)) end

scenario("T13 — Explorer never reaches the Scrap Heap: its own Scrap Ability gives 2 Combat and returns it face up to the Explorer pile", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Explorer" }, trade = 0, combat = 0 } }
  local pile = size(g, "explorers")
  g:act("play Explorer")
  eq(pool(g, 1, "trade"), 2, "Explorer's primary")
  local id = g:get("g:cards(g:zone('ships', 1))[1]")
  g:act("scrap Explorer")
  eq(pool(g, 1, "combat"), 2, "Explorer's Scrap Ability")
  eq(where(g, id), "explorers", "the Explorer's zone")
  eq(g:get(("g:top(g:zone('explorers', 0)) == %d"):format(id)), true, "it is on top of the pile")
  eq(g:get(("g:face_up(%d)"):format(id)), true, "face up")
  eq(size(g, "explorers"), pile + 1, "Explorer pile grew by one")
  eq(size(g, "scrap"), 0, "Scrap Heap stays empty")
  g:act("buy Explorer (2)")
  eq(g:get(("(g:zone_info(g:where(%d)))"):format(id)), "discard", "the returned Explorer can be acquired again")
end)

scenario("T13 — Explorer never reaches the Scrap Heap: scrapped from hand by Plasma Bot, it returns to the pile and gives no Combat", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Plasma Bot", "Explorer" }, trade = 0, combat = 0 } }
  local pile = size(g, "explorers")
  local id = g:get("(function() for _, c in ipairs(g:cards(g:zone('hand', 1))) do if g:name(c) == 'Explorer' then return c end end end)()")
  g:act("play Plasma Bot")
  g:act("Explorer (hand)")
  eq(where(g, id), "explorers", "the Explorer's zone")
  eq(size(g, "explorers"), pile + 1, "Explorer pile")
  eq(size(g, "scrap"), 0, "Scrap Heap")
  eq(pool(g, 1, "combat"), 3, "only Plasma Bot's Combat")
  eq(pool(g, 1, "trade"), 0, "no Trade from the Explorer either")
end)

scenario("T13 — Explorer never reaches the Scrap Heap: scrapped from the Discard Pile by Builder Bot, it returns to the pile and gives no Combat", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Builder Bot" }, discard = { "Explorer", "Viper" }, trade = 0, combat = 0 } }
  local pile = size(g, "explorers")
  g:act("play Builder Bot")
  eq(g:options(), { "Explorer (discard)", "Viper (discard)", "stop scrapping" }, "Builder Bot offers the discard pile")
  g:act("Explorer (discard)")
  eq(size(g, "explorers"), pile + 1, "Explorer pile")
  eq(size(g, "scrap"), 0, "Scrap Heap")
  eq(names(g, "discard", 1), { "Viper" }, "P1's discard pile")
  eq(pool(g, 1, "combat"), 0, "no Combat")
  eq(pool(g, 1, "trade"), 1, "Builder Bot's 1 Trade")
end)

scenario("T13 — Explorer never reaches the Scrap Heap: the return is for Explorers only: a Viper scrapped the same way stays in the Scrap Heap", function()
  -- Control: a non-Explorer scrapped the same way does go to the Scrap Heap.
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Builder Bot" }, discard = { "Viper" } } }
  local pile = size(g, "explorers")
  g:act("play Builder Bot")
  g:act("Viper (discard)")
  eq(names(g, "scrap"), { "Viper" }, "the Viper is in the Scrap Heap")
  eq(size(g, "explorers"), pile, "Explorer pile unchanged")
end)
