-- T25 — Defeat at zero: given P2 has 4 Authority, when P1 deals 4 Combat to P2, then P2 is at 0 and loses at once; in a two-player game P1 wins (reading A22: 0 counts as defeat).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T25 — Defeat at zero: 4 Combat on P2 at 4 Authority leave P2 at 0, defeated at once; P1 wins", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 4 }, p2 = { authority = 4 } }
  g:act("attack p2 (4)")
  eq(auth(g, 2), 0, "P2's Authority")
  ok(g:over(), "the game is over at once, mid-turn")
  eq(g:winners(), { 1 }, "winners")
  eq(g:get("SR.alive(g, 2)"), false, "P2 is out")
  ok(g:result():find("p1 wins"), "result: " .. g:result())
  eq(#g:options(), 0, "no further decisions")
end)

scenario("T25 — Defeat at zero: 1 Authority is still in; an attack never needs to spend more than the target's Authority", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { combat = 3 }, p2 = { authority = 4 } }
  g:act("attack p2 (3)")
  eq(auth(g, 2), 1, "P2's Authority")
  ok(not g:over(), "P2 at 1 is still in")
  g:setup{ p1 = { combat = 6 } }
  ok(g:can("attack p2 (1)"), "the attack is offered for the 1 Authority P2 has left")
  g:act("attack p2 (1)")
  eq(auth(g, 2), 0, "P2's Authority")
  eq(pool(g, 1, "combat"), 5, "the rest of P1's Combat is not thrown away")
  eq(g:winners(), { 1 }, "winners")
end)

scenario("T25 — Defeat at zero: P2 can win the same way on P2's turn", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 2, p2 = { combat = 10 }, p1 = { authority = 10 } }
  g:act("attack p1 (10)")
  eq(g:winners(), { 2 }, "winners")
end)
