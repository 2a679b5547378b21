-- T31 — Each ability once per turn: given P1 used Ion Station's ally (+1 Trade) this turn, when P1 tries to use it again, then it is refused; next turn it can be used again.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T31 — Each ability once per turn: Ion Station's ally is refused the second time this turn and usable again next turn", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { bases = { "Ion Station" }, hand = { "Frontier Runner" }, trade = 0,
                              deck = { "Frontier Runner", "Scout", "Scout", "Scout", "Scout" } } }
  g:act("play Frontier Runner")
  g:act("ally Ion Station")
  eq(pool(g, 1, "trade"), 2 + 1, "Frontier Runner 2 + Ion Station's ally 1")
  ok(not g:can("ally Ion Station"), "the ally is not offered again")
  ok(tostring(g:why("ally Ion Station")):find("once per turn"), "reason: " .. tostring(g:why("ally Ion Station")))
  fails(function() g:act("ally Ion Station") end, "no option", "using the ally a second time")
  eq(pool(g, 1, "trade"), 3, "Trade unchanged by the refused attempt")
  g:act("use Ion Station")
  ok(not g:can("use Ion Station"), "the primary, once used, is refused too")
  eq(pool(g, 1, "trade"), 5, "after the primary (+2)")

  g:act("end turn")
  g:act("end turn")
  eq(g:active(), 1, "P1's next turn")
  g:act("play Frontier Runner")
  ok(g:can("ally Ion Station"), "the ally is usable again on a new turn")
  ok(g:can("use Ion Station"), "and so is the primary")
  g:act("ally Ion Station")
  eq(pool(g, 1, "trade"), 3, "Trade this turn")
end)

scenario("T31 — Each ability once per turn: Ally and Double Ally are separate abilities, each once per turn", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { bases = { "Ion Station" }, hand = { "Frontier Runner", "Patrol Boat" }, trade = 0, combat = 0, authority = 50 } }
  g:act("play Frontier Runner")
  g:act("play Patrol Boat")
  g:act("ally Ion Station")
  g:act("double ally Ion Station")
  eq(pool(g, 1, "trade"), 2 + 1, "Trade")
  eq(pool(g, 1, "combat"), 4 + 4, "Patrol Boat 4 + Double Ally 4")
  eq(auth(g, 1), 50 + 2 + 3 + 4, "Authority")
  ok(not g:can("ally Ion Station"), "ally used")
  ok(not g:can("double ally Ion Station"), "double ally used")
end)
