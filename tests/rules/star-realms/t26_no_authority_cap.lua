-- T26 — No Authority cap: given P1 has 50 Authority, when P1 plays Patrol Boat (+3 Authority), then P1 has 53.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T26 — No Authority cap: Patrol Boat takes P1 from 50 to 53", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Patrol Boat" }, authority = 50, combat = 0 } }
  g:act("play Patrol Boat")
  eq(auth(g, 1), 53, "P1's Authority")
  eq(pool(g, 1, "combat"), 4, "and Patrol Boat's 4 Combat")
end)

scenario("T26 — No Authority cap: Authority keeps growing past 99 and past the starting value", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Patrol Boat", "Frontier Runner" }, authority = 98 } }
  g:act("play Patrol Boat")
  g:act("play Frontier Runner")
  eq(auth(g, 1), 103, "P1's Authority")
  g:act("ally Patrol Boat")
  eq(auth(g, 1), 105, "after Patrol Boat's ally (+2)")
end)
