-- T34 — Hunter First Blood: given Hunter First Blood, when player B is the first player defeated, then the game ends at once and the player seated to B's right wins.
-- Readings: A18 (right of the defeated player) and A11 ("left" is the next player in turn
-- order, so B's right is the player just before B in turn order).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T34 — Hunter First Blood: P2 falls first, the game ends at once and P1 (to P2's right) wins", function()
  local g = game{ seed = 1, options = "format=hunter_first_blood", players = 4 }
  g:setup{ active = 1, p1 = { combat = 8, hand = { "Scout" } }, p2 = { authority = 3 } }
  g:act("attack p2 (3)")
  ok(g:over(), "the game ends at the first defeat")
  eq(g:winners(), { 1 }, "winners: the player to P2's right")
  ok(g:result():find("p2 was defeated"), "result: " .. g:result())
  eq(#g:options(), 0, "nothing more to do, even with cards in hand and Combat left")
  eq(g:get("SR.alive(g, 3) and SR.alive(g, 4)"), true, "the others were never defeated")
end)

scenario("T34 — Hunter First Blood: the seat to the right wraps around (P4 defeats P1 and wins)", function()
  local g = game{ seed = 1, options = "format=hunter_first_blood", players = 4 }
  g:setup{ active = 4, p4 = { combat = 8 }, p1 = { authority = 8 } }
  ok(not g:can("attack p3"), "P4 may attack only P1, on the left")
  g:act("attack p1 (8)")
  eq(g:winners(), { 4 }, "winners")
end)

scenario("T34 — Hunter First Blood: with 5 players, P3 defeated by P2 makes P2 the winner", function()
  local g = game{ seed = 1, options = "format=hunter_first_blood,set=both", players = 5 }
  g:setup{ active = 2, p2 = { combat = 60 }, p3 = { authority = 50 } }
  g:act("attack p3 (50)")
  eq(g:winners(), { 2 }, "winners")
  ok(g:result():find("p2 sits to their right"), "result: " .. g:result())
end)

scenario("T34 — Hunter First Blood: Hunter's starting hands are 3, 4, then 5", function()
  local g = game{ seed = 2, options = "format=hunter_first_blood", players = 4 }
  local a = g:active()
  local want = { 3, 4, 5, 5 }
  for k = 0, 3 do eq(size(g, "hand", (a - 1 + k) % 4 + 1), want[k + 1], "hand " .. k) end
end)
