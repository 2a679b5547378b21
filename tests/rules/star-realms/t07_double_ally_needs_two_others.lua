-- T07 — Double Ally needs two other cards of the faction: given P1 has Hive Queen and one other Blob card in play, then Hive Queen's Ally (3 Combat) is usable but its Double Ally is not; when a third Blob card enters P1's play, then the Double Ally (3 more Combat) becomes usable.
-- Reading A1: "two other cards of that faction" (three in all, counting the card itself).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T07 — Double Ally needs two other cards of the faction: one other Blob card unlocks Hive Queen's Ally only; a second one unlocks the Double Ally", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Hive Queen", "Crusher" }, deck = { "Scout", "Scout" }, combat = 0 } }
  g:act("play Stinger")
  g:act("play Hive Queen")
  eq(pool(g, 1, "combat"), 10, "Stinger 3 + Hive Queen 7")
  eq(size(g, "hand", 1), 2, "Hive Queen drew a card (Crusher + the drawn Scout)")
  ok(g:can("ally Hive Queen"), "Hive Queen's Ally with one other Blob card")
  ok(not g:can("double ally Hive Queen"), "no Double Ally with only one other Blob card")
  ok(tostring(g:why("double ally Hive Queen")):find("two other Blob cards"), "refusal: " .. tostring(g:why("double ally Hive Queen")))
  g:act("ally Hive Queen")
  eq(pool(g, 1, "combat"), 13, "after the Ally (+3)")

  g:act("play Crusher")
  ok(g:can("double ally Hive Queen"), "the Double Ally once a third Blob card is in play")
  g:act("double ally Hive Queen")
  eq(pool(g, 1, "combat"), 13 + 6 + 3, "after Crusher (+6) and the Double Ally (+3)")
  ok(not g:can("double ally Hive Queen"), "the Double Ally is used once")
  ok(not g:can("ally Hive Queen"), "the Ally was already used this turn")
end)

scenario("T07 — Double Ally needs two other cards of the faction: two Blob bases in play give Hive Queen both levels as it is played", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Hive Queen" }, bases = { "Spike Cluster", "Nesting Ground" }, deck = { "Scout" }, combat = 0 } }
  g:act("play Hive Queen")
  ok(g:can("ally Hive Queen"), "Ally")
  ok(g:can("double ally Hive Queen"), "Double Ally")
  g:act("double ally Hive Queen")
  g:act("ally Hive Queen")
  eq(pool(g, 1, "combat"), 13, "7 + 3 + 3")
end)

scenario("T07 — Double Ally needs two other cards of the faction: the Double Ally base Swarm Cluster counts itself out (two others needed)", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Stinger", "Crusher" }, bases = { "Swarm Cluster" }, combat = 0 } }
  ok(not g:can("ally Swarm Cluster"), "alone: no Ally")
  g:act("play Stinger")
  ok(g:can("ally Swarm Cluster"), "one other Blob card: Ally")
  ok(not g:can("double ally Swarm Cluster"), "one other Blob card: no Double Ally")
  g:act("play Crusher")
  ok(g:can("double ally Swarm Cluster"), "two other Blob cards: Double Ally")
end)
