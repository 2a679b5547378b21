-- T19 — Too little Combat to destroy a base: given P2's base has Defense 5 and P1 has only 4 Combat, then P1 cannot destroy it this turn (outside Raid); any damage assigned to it is gone at end of turn; P1's Combat can go to P2 instead if no Outpost protects P2.
-- Reading A3: Combat may be assigned to a base below its Defense; the damage adds up within
-- the turn and clears at the end of the turn.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local function base_damage(g, p) return g:get(("g:cget(g:cards(g:zone('bases', %d))[1], 'damage')"):format(p)) end

scenario("T19 — Too little Combat to destroy a base: 4 Combat leave a Defense-5 base standing, and the damage is gone at end of turn", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 4 }, p2 = { bases = { "Nesting Ground" } } }
  ok(g:can("attack Nesting Ground of p2 (4/5)"), "4 of the 5 needed may be assigned")
  g:act("attack Nesting Ground of p2")
  eq(names(g, "bases", 2), { "Nesting Ground" }, "the base is still in play")
  eq(base_damage(g, 2), 4, "damage on it this turn")
  eq(pool(g, 1, "combat"), 0, "P1's Combat Pool")
  g:act("end turn")
  eq(base_damage(g, 2), nil, "the damage cleared at the end of P1's turn")
  g:act("end turn")
  -- Next P1 turn: another 4 Combat still falls short, because nothing carried over.
  g:setup{ p1 = { combat = 4 } }
  ok(g:can("attack Nesting Ground of p2 (4/5)"), "the base needs the full 5 again")
  g:act("attack Nesting Ground of p2")
  eq(names(g, "bases", 2), { "Nesting Ground" }, "still in play")
end)

scenario("T19 — Too little Combat to destroy a base: damage from two attacks in the same turn adds up", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 4, hand = { "Viper" } }, p2 = { bases = { "Nesting Ground" } } }
  g:act("attack Nesting Ground of p2")
  g:act("play Viper")
  ok(g:can("attack Nesting Ground of p2 (1/1)"), "1 more is needed")
  g:act("attack Nesting Ground of p2")
  eq(names(g, "discard", 2), { "Nesting Ground" }, "destroyed, into P2's discard pile")
end)

scenario("T19 — Too little Combat to destroy a base: the 4 Combat can go to P2 instead, who has no Outpost", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 4 }, p2 = { bases = { "Nesting Ground" }, authority = 50 } }
  g:act("attack p2 (4)")
  eq(auth(g, 2), 46, "P2's Authority")
  eq(names(g, "bases", 2), { "Nesting Ground" }, "the base is untouched")
  eq(base_damage(g, 2), nil, "no damage on it")
end)
