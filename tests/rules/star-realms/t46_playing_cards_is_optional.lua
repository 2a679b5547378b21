-- T46 — Playing cards is optional: given P1 holds 5 cards, when P1 plays 3 and ends the Main Phase, then the other 2 go to P1's Discard Pile in D4 without being played (reading A2).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T46 — Playing cards is optional: P1 plays 3 of 5 cards; the 2 unplayed go to the Discard Pile without effect", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Frontier Runner", "Scout", "Viper", "Patrol Boat", "Blob Alpha" },
                              deck = { "Scout", "Scout", "Scout", "Scout", "Scout" }, discard = {}, authority = 50, trade = 0, combat = 0 },
           p2 = { authority = 50 } }
  g:act("play Frontier Runner")
  g:act("play Scout")
  g:act("play Viper")
  ok(g:can("end turn"), "P1 may end the Main Phase with cards in hand")
  eq(pool(g, 1, "trade"), 3, "Trade from the 3 played cards")
  eq(pool(g, 1, "combat"), 1, "Combat from the 3 played cards")
  g:act("attack p2 (1)")
  g:act("end turn")
  eq(names(g, "discard", 1), { "Blob Alpha", "Frontier Runner", "Patrol Boat", "Scout", "Viper" }, "P1's discard pile: the 3 played and the 2 unplayed")
  eq(auth(g, 1), 52, "Patrol Boat's 3 Authority were never gained")
  eq(auth(g, 2), 49, "P2 took only the Viper's 1")
  eq(names(g, "hand", 1), { "Scout", "Scout", "Scout", "Scout", "Scout" }, "P1's new hand")
  eq(size(g, "ships", 1), 0, "no ships left in play")
end)

scenario("T46 — Playing cards is optional: a base left in hand is discarded, not put into play", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Nesting Ground", "Scout" }, discard = {} } }
  g:act("end turn")
  eq(size(g, "bases", 1), 0, "no base in play")
  eq(names(g, "discard", 1), { "Nesting Ground", "Scout" }, "discard pile")
end)
