-- T43 — Boss going first keeps full hand: given Expert difficulty and a Boss that uses a hand, then the Boss starts with its normal hand size, not a reduced one.
-- The Boss's hand size is lost with the challenge pages: option boss_hand (default 5).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T43 — Boss going first keeps full hand: at Expert a Boss with a 7-card hand starts with 7", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=expert,boss_hand=7", players = 2 }
  eq(g:active(), 2, "the Boss (last seat) goes first")
  eq(size(g, "hand", 2), 7, "the Boss's first hand is its full hand size")
  g:act("end turn")
  eq(size(g, "hand", 2), 7, "and it draws that many afterwards")
end)

scenario("T43 — Boss going first keeps full hand: with the default hand size the Boss starts with 5, not 3", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=expert", players = 3 }
  eq(g:active(), 3, "the Boss goes first")
  eq(size(g, "hand", 3), 5, "the Boss's first hand")
end)

scenario("T43 — Boss going first keeps full hand: when the players go first the Boss still has its full hand", function()
  local g = game{ seed = 1, options = "format=challenge,difficulty=veteran,boss_hand=6", players = 2 }
  eq(size(g, "hand", 2), 6, "the Boss's hand")
  eq(size(g, "hand", 1), 3, "the player's first hand")
end)
