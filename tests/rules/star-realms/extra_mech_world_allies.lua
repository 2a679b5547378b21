-- Extra (§5.3 [data], reading A24): Mech World (Core Set, Machine Cult Outpost) counts as one
-- card of every faction for Ally purposes, at both the Ally and the Double Ally level.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local OPTS = "set=both"

scenario("Mech World allies every faction: with Mech World in play, one card of each faction gets its Ally", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { bases = { "Mech World" }, hand = { "Stinger", "Patrol Boat", "Cargo Craft", "Plasma Bot" } } }
  g:act("play Stinger")
  g:act("play Patrol Boat")
  g:act("play Cargo Craft")
  g:act("play Plasma Bot")                  -- hand now empty: nothing to scrap, no question
  for _, c in ipairs({ "Stinger", "Patrol Boat", "Cargo Craft", "Plasma Bot" }) do
    ok(g:can("ally " .. c), c .. "'s Ally (Blob, Trade Federation, Star Empire, Machine Cult)")
  end
end)

scenario("Mech World allies every faction: Mech World plus one other Blob card unlocks Hive Queen's Double Ally", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { bases = { "Mech World" }, hand = { "Hive Queen", "Stinger" }, deck = { "Scout" }, combat = 0 } }
  g:act("play Hive Queen")
  ok(g:can("ally Hive Queen"), "Ally from Mech World alone")
  ok(not g:can("double ally Hive Queen"), "Mech World is one card: no Double Ally yet")
  g:act("play Stinger")
  ok(g:can("double ally Hive Queen"), "Mech World + Stinger: Double Ally")
  g:act("double ally Hive Queen")
  g:act("ally Hive Queen")
  eq(pool(g, 1, "combat"), 7 + 3 + 3 + 3, "Hive Queen 7 + Stinger 3 + Ally 3 + Double Ally 3")
end)

scenario("Mech World allies every faction: Double Ally of a Trade Federation base from Mech World and one Trade Federation ship", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { bases = { "Mech World", "Ion Station" }, hand = { "Frontier Runner" }, combat = 0, authority = 50 } }
  ok(g:can("ally Ion Station"), "Ally from Mech World at the start of the turn")
  ok(not g:can("double ally Ion Station"), "no Double Ally yet")
  g:act("play Frontier Runner")
  ok(g:can("double ally Ion Station"), "Double Ally")
  g:act("double ally Ion Station")
  eq(pool(g, 1, "combat"), 4, "Ion Station's Double Ally Combat")
  eq(auth(g, 1), 50 + 2 + 4, "Authority")
end)

scenario("Mech World allies every faction: an opponent's Mech World does not help you", function()
  local g = game{ seed = 1, options = OPTS }
  g:setup{ active = 1, p1 = { hand = { "Stinger" } }, p2 = { bases = { "Mech World" } } }
  g:act("play Stinger")
  ok(not g:can("ally Stinger"), "no Ally from P2's Mech World")
end)
