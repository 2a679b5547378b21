-- T42 — Challenge difficulty order: Beginner: each player takes three turns before the Boss's first turn; Expert: the Boss takes the first turn; Veteran: the players go first and each has a 3-card hand on their first turn. (Intermediate: two turns each.)
-- In this ruleset the Boss is the last seat and is played by the ordinary rules (reading A17).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local function order(g, n)
  local seen = {}
  for k = 1, n do seen[k] = g:active(); g:act("end turn") end
  return seen
end

scenario("T42 — Challenge difficulty order: Beginner gives each player three turns before the Boss's first", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=beginner", players = 3 }
  eq(order(g, 10), { 1, 2, 1, 2, 1, 2, 3, 1, 2, 3 }, "turn order (P3 is the Boss)")
end)

scenario("T42 — Challenge difficulty order: Beginner with one player: three solo turns, then the Boss", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=beginner", players = 2 }
  eq(order(g, 6), { 1, 1, 1, 2, 1, 2 }, "turn order (P2 is the Boss)")
end)

scenario("T42 — Challenge difficulty order: Intermediate gives each player two turns first", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=intermediate", players = 3 }
  eq(order(g, 8), { 1, 2, 1, 2, 3, 1, 2, 3 }, "turn order")
end)

scenario("T42 — Challenge difficulty order: Expert lets the Boss take the first turn", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=expert", players = 3 }
  eq(order(g, 6), { 3, 1, 2, 3, 1, 2 }, "turn order")
end)

scenario("T42 — Challenge difficulty order: Veteran lets the players go first, each with a 3-card first hand", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=veteran", players = 3 }
  eq(g:active(), 1, "P1 first")
  eq(size(g, "hand", 1), 3, "P1's first hand")
  g:act("end turn")
  eq(g:active(), 2, "P2 next")
  eq(size(g, "hand", 2), 3, "P2's hand on P2's first turn")
  g:act("end turn")
  eq(g:active(), 3, "then the Boss")
  eq(size(g, "hand", 1), 5, "P1 drew a normal hand of 5 for later turns")
end)

scenario("T42 — Challenge difficulty order: Beginner players also open with 3 cards", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=beginner", players = 3 }
  eq(size(g, "hand", 1), 3, "P1")
  eq(size(g, "hand", 2), 3, "P2")
end)
