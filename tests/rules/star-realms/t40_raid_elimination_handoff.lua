-- T40 — Raid elimination hand-off: given Raiders R1, R2 and R3, when R1 is eliminated, then R1 may put one card they own into R2's Discard Pile and one into R3's.
-- Seating in this ruleset: the Boss is P1; the Raiders are P2, P3, P4.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T40 — Raid elimination hand-off: eliminated Raider P2 puts one card into P3's discard pile and one into P4's", function()
  local g = game{ seed = 1, options = "format=raid", players = 4 }
  g:setup{ active = 1, p1 = { combat = 10 },
           p2 = { authority = 5, hand = { "Scout", "Crusher" }, deck = { "Blob Alpha" }, discard = { "Viper" } },
           p3 = { discard = {} }, p4 = { discard = {} } }
  g:act("attack p2 (5)")
  eq(g:get("SR.alive(g, 2)"), false, "P2 is eliminated")
  eq(g:player(), 2, "P2 decides the first hand-off")
  ok(g:prompt():find("p3"), "to P3 first: " .. g:prompt())
  local opts = g:options()
  for _, l in ipairs({ "Scout", "Crusher", "Blob Alpha", "Viper", "give nothing" }) do has(opts, l, "P2's choices") end
  g:act("Crusher")
  eq(g:player(), 2, "P2 decides the second hand-off")
  ok(g:prompt():find("p4"), "then to P4: " .. g:prompt())
  lacks(g:options(), "Crusher", "the card already given is gone")
  g:act("Blob Alpha")
  eq(names(g, "discard", 3), { "Crusher" }, "P3's discard pile")
  eq(names(g, "discard", 4), { "Blob Alpha" }, "P4's discard pile")
  eq(g:player(), 1, "the Boss's turn goes on")
  ok(not g:over(), "two Raiders are left")
end)

scenario("T40 — Raid elimination hand-off: the hand-off is optional", function()
  local g = game{ seed = 1, options = "format=raid", players = 4 }
  g:setup{ active = 1, p1 = { combat = 10 }, p2 = { authority = 5 }, p3 = { discard = {} }, p4 = { discard = {} } }
  g:act("attack p2 (5)")
  g:act("give nothing")
  g:act("give nothing")
  eq(size(g, "discard", 3) + size(g, "discard", 4), 0, "nothing given")
end)

scenario("T40 — Raid elimination hand-off: Raiders cannot attack each other, and the Boss wins when every Raider is out", function()
  local g = game{ seed = 1, options = "format=raid", players = 3 }
  g:setup{ active = 2, p2 = { combat = 5 } }
  ok(not g:can("attack p3"), "a Raider cannot attack another Raider")
  ok(g:can("attack p1"), "a Raider can attack the Boss")
  g:setup{ active = 1, p1 = { combat = 100 }, p2 = { authority = 5 }, p3 = { authority = 5 } }
  g:act("attack p2 (5)")
  g:act("give nothing")
  g:act("attack p3 (5)")
  eq(g:winners(), { 1 }, "the Boss wins")
end)

scenario("T40 — Raid elimination hand-off: the Raiders win together when the Boss reaches 0", function()
  local g = game{ seed = 1, options = "format=raid", players = 4 }
  g:setup{ active = 3, p3 = { combat = 70 } }
  g:act("attack p1 (70)")
  eq(g:winners(), { 2, 3, 4 }, "all Raiders win")
end)
