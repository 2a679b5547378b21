-- T22 — Outposts do not block player-targeted discard: given P2 has an Outpost in play, when P1 plays Cargo Craft ("target opponent discards a card"), then P2 can still be that target. Outposts stop attacks on the player, not effects that target the player (reading A19).
-- Timing reading A4: the discard is owed, and P2 makes it at the start of P2's next turn.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T22 — Outposts do not block player-targeted discard: P2 behind Defense System still has to discard for Cargo Craft", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Cargo Craft" }, trade = 0 },
           p2 = { bases = { "Defense System" }, hand = { "Scout", "Scout", "Viper", "Crusher", "Stinger" }, discard = {} } }
  ok(not g:can("attack p2"), "P2 cannot be attacked (Outpost)")
  g:act("play Cargo Craft")
  eq(pool(g, 1, "trade"), 2, "Cargo Craft's Trade")
  eq(g:get("g:pget(2, 'discard_pending')"), 1, "P2 owes one discard")
  eq(size(g, "hand", 2), 5, "P2 does not discard during P1's turn (A4)")
  g:act("end turn")
  eq(g:active(), 2, "P2's turn")
  eq(g:player(), 2, "P2 is asked")
  ok(g:prompt():find("Discard a card"), "prompt: " .. g:prompt())
  eq(g:options(), { "Scout", "Scout", "Viper", "Crusher", "Stinger" }, "P2 picks from their own hand")
  g:act("Viper")
  eq(names(g, "hand", 2), { "Crusher", "Scout", "Scout", "Stinger" }, "P2's hand")
  eq(names(g, "discard", 2), { "Viper" }, "P2's discard pile")
  eq(g:get("g:pget(2, 'discard_pending')"), nil, "nothing more owed")
  ok(g:can("end turn"), "P2's Main Phase follows")
end)

scenario("T22 — Outposts do not block player-targeted discard: in Free-For-All an Outpost-protected opponent is still offered as the target", function()
  local g = game{ seed = 1, options = "format=ffa", players = 3 }
  g:setup{ active = 1, p1 = { hand = { "Cargo Craft" } }, p2 = { bases = { "Defense System" } }, p3 = { bases = { "Ion Station" } } }
  g:act("play Cargo Craft")
  eq(g:player(), 1, "P1 picks the target")
  eq(g:options(), { "p2", "p3" }, "both opponents, Outposts or not")
  g:act("p2")
  eq(g:get("g:pget(2, 'discard_pending')"), 1, "P2 owes the discard")
  eq(g:get("g:pget(3, 'discard_pending')"), nil, "P3 owes nothing")
end)
