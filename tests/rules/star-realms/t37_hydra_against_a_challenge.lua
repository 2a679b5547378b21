-- T37 — Hydra against a challenge: given a 2-player Hydra team plays a Challenge card, then the team's starting Authority is 2 x 50 = 100, not 75.
-- In this ruleset the team is format=challenge with shared=true; the Boss is the last seat.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T37 — Hydra against a challenge: a 2-player team shares 100 Authority, not 75", function()
  local g = game{ seed = 1, options = "format=challenge,shared=true", players = 3 }
  eq(auth(g, 1), 100, "P1's team Authority")
  eq(auth(g, 2), 100, "P2's team Authority")
  eq(g:get("SR.auth_holder(g, 1) == SR.auth_holder(g, 2)"), true, "one shared counter")
  g:setup{ active = 3, p3 = { combat = 6 } }
  g:act("attack p2 (6)")
  eq(auth(g, 1), 94, "damage to P2 comes off the team's score")
  eq(auth(g, 3), 100, "the Boss (Nemesis Beast: 50 per player) is unaffected")
end)

scenario("T37 — Hydra against a challenge: a 3-player team shares 150", function()
  local g = game{ seed = 1, options = "format=challenge,shared=true", players = 4 }
  for p = 1, 3 do eq(auth(g, p), 150, "P" .. p .. "'s team Authority") end
end)

scenario("T37 — Hydra against a challenge: without a shared team each player keeps their own 50", function()
  local g = game{ seed = 1, options = "format=challenge", players = 3 }
  eq(auth(g, 1), 50, "P1")
  eq(auth(g, 2), 50, "P2")
  g:setup{ active = 3, p3 = { combat = 6 } }
  g:act("attack p2 (6)")
  eq(auth(g, 1), 50, "P1 is not hit")
  eq(auth(g, 2), 44, "P2")
end)

scenario("T37 — Hydra against a challenge: a team member's Outpost protects the whole team", function()
  local g = game{ seed = 1, options = "format=challenge,shared=true", players = 3 }
  g:setup{ active = 3, p3 = { combat = 20 }, p1 = { bases = { "Defense System" } }, p2 = { bases = { "Nesting Ground" } } }
  ok(not g:can("attack p2"), "P2 is protected by P1's Outpost")
  ok(not g:can("attack Nesting Ground of p2"), "and so is P2's base")
end)
