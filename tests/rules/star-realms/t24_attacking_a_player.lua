-- T24 — Attacking a player: given P2 has 30 Authority, no Outposts, and P1 has 3 Combat, when P1 attacks P2 for 3, then P2 has 27 (the rulebook's scorecard example).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T24 — Attacking a player: 3 Combat take P2 from 30 to 27 Authority", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 3, authority = 50 }, p2 = { authority = 30, bases = {} } }
  ok(g:can("attack p2 (3)"), "attack offered for 3")
  g:act("attack p2 (3)")
  eq(auth(g, 2), 27, "P2's Authority")
  eq(auth(g, 1), 50, "P1's Authority")
  eq(pool(g, 1, "combat"), 0, "P1's Combat Pool")
  ok(not g:can("attack p2"), "no Combat left to attack with")
  ok(tostring(g:why("attack p2")):find("no Combat"), "reason: " .. tostring(g:why("attack p2")))
  ok(not g:over(), "the game goes on")
end)

scenario("T24 — Attacking a player: Trade cannot be spent as Combat", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 0, trade = 10 }, p2 = { authority = 30 } }
  ok(not g:can("attack p2"), "no attack with Trade only")
end)
