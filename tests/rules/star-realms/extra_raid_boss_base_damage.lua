-- Extra (§8.7, reading A3): in Raid, damage dealt to the Boss's bases does not clear until the
-- start of the Boss's turn, so one Raider can start on a base and another finish it; damage on
-- the Raiders' bases clears at the end of each turn as usual.
-- Seating in this ruleset: the Boss is P1; the Raiders are P2 and P3.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local function damage(g, p) return g:get(("g:cget(g:cards(g:zone('bases', %d))[1], 'damage')"):format(p)) end

scenario("Raid Boss base damage persists: one Raider starts on the Boss's Swarm Cluster and the next one finishes it", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 2, p2 = { combat = 5 }, p1 = { bases = { "Swarm Cluster" }, discard = {} } }
  g:act("attack Swarm Cluster of p1 (5/8)")
  eq(damage(g, 1), 5, "damage after P2's attack")
  g:act("end turn")
  eq(g:active(), 3, "the next Raider")
  eq(damage(g, 1), 5, "the damage is still there on P3's turn")
  g:setup{ p3 = { combat = 3 } }
  ok(g:can("attack Swarm Cluster of p1 (3/3)"), "3 more finish it")
  g:act("attack Swarm Cluster of p1 (3/3)")
  eq(names(g, "discard", 1), { "Swarm Cluster" }, "the Boss's discard pile")
end)

scenario("Raid Boss base damage persists: the Boss's base damage clears at the start of the Boss's turn", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 2, p2 = { combat = 5 }, p1 = { bases = { "Swarm Cluster" } } }
  g:act("attack Swarm Cluster of p1")
  g:act("end turn")
  g:act("end turn")
  eq(g:active(), 1, "the Boss's turn")
  eq(damage(g, 1), nil, "cleared at the start of the Boss's turn")
end)

scenario("Raid Boss base damage persists: damage the Boss deals to a Raider's base clears at the end of the Boss's turn", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 1, p1 = { combat = 4 }, p2 = { bases = { "Nesting Ground" } } }
  g:act("attack Nesting Ground of p2 (4/5)")
  eq(damage(g, 2), 4, "damage during the Boss's turn")
  g:act("end turn")
  eq(damage(g, 2), nil, "cleared at the end of the turn")
end)
