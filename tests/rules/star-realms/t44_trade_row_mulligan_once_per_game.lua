-- T44 — Trade Row mulligan is once per game: given a challenge in which player P1 has already mulliganed the Trade Row, when P2 (or P1 again) tries to mulligan at the start of their Main Phase, then it is refused.
-- What a mulligan does is lost (reading A16, a guess): scrap the five Trade Row cards and deal
-- five new ones. "At the start of their Main Phase" is read as: before any other action.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T44 — Trade Row mulligan is once per game: after P1's mulligan, P1 and P2 are both refused", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=veteran", players = 3 }
  eq(g:active(), 1, "P1's first turn")
  local before = names(g, "trade_row")
  local deck = size(g, "trade_deck")
  ok(g:can("mulligan the Trade Row"), "offered at the start of P1's Main Phase")
  g:act("mulligan the Trade Row")
  eq(names(g, "scrap"), before, "the old row is in the Scrap Heap (reading A16)")
  eq(size(g, "trade_row"), 5, "five new cards")
  eq(size(g, "trade_deck"), deck - 5, "dealt from the Trade Deck")
  ok(not g:can("mulligan the Trade Row"), "P1 cannot mulligan again")
  ok(tostring(g:why("mulligan the Trade Row")):find("once per game"), "reason: " .. tostring(g:why("mulligan the Trade Row")))
  g:act("end turn")
  eq(g:active(), 2, "P2's turn")
  ok(not g:can("mulligan the Trade Row"), "P2 is refused at the start of P2's Main Phase")
  ok(tostring(g:why("mulligan the Trade Row")):find("p1 has used it"), "reason: " .. tostring(g:why("mulligan the Trade Row")))
  g:act("end turn")
  eq(g:active(), 3, "the Boss's turn")
  ok(not g:can("mulligan the Trade Row"), "refused for the Boss too")
  g:act("end turn")
  eq(g:active(), 1, "P1's next turn")
  ok(not g:can("mulligan the Trade Row"), "refused for P1 on a later turn")
end)

scenario("T44 — Trade Row mulligan is once per game: P2 may take the unused mulligan on a later turn", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=veteran", players = 3 }
  g:act("end turn")
  ok(g:can("mulligan the Trade Row"), "P2 may mulligan: nobody has yet")
  g:act("mulligan the Trade Row")
  g:act("end turn")
  ok(not g:can("mulligan the Trade Row"), "now it is used up")
end)

scenario("T44 — Trade Row mulligan is once per game: only at the start of the Main Phase", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=veteran", players = 3 }
  g:setup{ active = 1, p1 = { hand = { "Scout", "Scout" } } }
  g:act("play Scout")
  ok(not g:can("mulligan the Trade Row"), "refused once P1 has acted this turn")
  ok(tostring(g:why("mulligan the Trade Row")):find("only at the start"), "reason: " .. tostring(g:why("mulligan the Trade Row")))
end)

scenario("T44 — Trade Row mulligan is once per game: there is no mulligan outside challenges", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  ok(not g:can("mulligan the Trade Row"), "not offered in a Standard game")
  eq(g:why("mulligan the Trade Row"), nil, "and not even listed as refused")
end)
