-- T05 — Ally condition ignores play order: given P1 plays Stinger (Blob; ally: 3 Combat) with no other Blob card in play, then Stinger's ally is not usable; when P1 later plays Crusher (Blob), then Stinger's ally and Crusher's ally (2 Trade) both become usable.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T05 — Ally condition ignores play order: Stinger alone cannot ally; once Crusher is played both allies are usable", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Crusher" }, trade = 0, combat = 0 } }
  g:act("play Stinger")
  eq(pool(g, 1, "combat"), 3, "Stinger's primary")
  ok(not g:can("ally Stinger"), "Stinger's ally is not offered with no other Blob card in play")
  ok(tostring(g:why("ally Stinger")):find("needs one other Blob card"), "refusal reason: " .. tostring(g:why("ally Stinger")))

  g:act("play Crusher")
  eq(pool(g, 1, "combat"), 9, "Stinger 3 + Crusher 6")
  ok(g:can("ally Stinger"), "Stinger's ally became usable when Crusher was played after it")
  ok(g:can("ally Crusher"), "Crusher's ally is usable")
  g:act("ally Stinger")
  g:act("ally Crusher")
  eq(pool(g, 1, "combat"), 12, "Combat after Stinger's ally (+3)")
  eq(pool(g, 1, "trade"), 2, "Trade after Crusher's ally (+2)")
end)

scenario("T05 — Ally condition ignores play order: the reverse order (Crusher first) gives the same allies", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Crusher" }, trade = 0, combat = 0 } }
  g:act("play Crusher")
  ok(not g:can("ally Crusher"), "Crusher alone cannot ally")
  g:act("play Stinger")
  g:act("ally Crusher")
  g:act("ally Stinger")
  eq(pool(g, 1, "combat"), 12, "Combat")
  eq(pool(g, 1, "trade"), 2, "Trade")
end)

scenario("T05 — Ally condition ignores play order: cards of another faction do not satisfy a Blob ally", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Plasma Bot", "Frontier Runner", "Cargo Craft" } } }
  g:act("play Stinger")
  g:act("play Plasma Bot")
  g:act("stop scrapping")
  g:act("play Frontier Runner")
  g:act("play Cargo Craft")
  ok(not g:can("ally Stinger"), "three non-Blob faction cards do not trigger Stinger's ally")
end)

scenario("T05 — Ally condition ignores play order: a card acquired this turn is not in play and does not count", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Crusher", "Blob Alpha", "Swarm Cluster", "Hive Queen", "Burrower" },
           p1 = { hand = { "Stinger" }, trade = 5 } }
  g:act("play Stinger")
  g:act("buy Crusher (3)")
  ok(not g:can("ally Stinger"), "the Crusher just bought sits in the discard pile, not in play")
end)
