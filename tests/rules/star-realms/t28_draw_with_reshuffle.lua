-- T28 — Draw with reshuffle (rulebook example): given P1's deck has 3 cards and the Discard Pile has 12, when the Draw Phase starts, then P1 draws the 3, shuffles the 12 into a new face-down deck, and draws 2 more (5 in hand).

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T28 — Draw with reshuffle: with 3 cards in the deck and 12 in the discard pile, P1 draws the 3, reshuffles the 12 and draws 2 more", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  local twelve = {}
  for i = 1, 12 do twelve[i] = i <= 8 and "Scout" or "Viper" end
  g:setup{ active = 1, p1 = { hand = {}, ships = {}, deck = { "Crusher", "Stinger", "Hive Queen" }, discard = twelve } }
  g:act("end turn")
  eq(size(g, "hand", 1), 5, "P1's new hand")
  local hand = names(g, "hand", 1)
  for _, n in ipairs({ "Crusher", "Hive Queen", "Stinger" }) do has(hand, n, "P1's hand holds the 3 deck cards") end
  eq(size(g, "deck", 1), 10, "the other 10 of the 12 form the new deck")
  eq(size(g, "discard", 1), 0, "the discard pile was shuffled away")
  eq(g:get("(select(3, g:zone_info(g:zone('deck', 1))))"), "hidden", "the new deck is face down")
  eq(g:get("(function() for _, c in ipairs(g:cards(g:zone('deck', 1))) do if g:face_up(c) then return false end end return true end)()"),
     true, "every card of the new deck is face down")
  local log = g:log()
  local drew_then_shuffled = false
  for _, l in ipairs(log) do if l:find("p1 shuffles the discard pile into a new deck") then drew_then_shuffled = true end end
  ok(drew_then_shuffled, "the log records the reshuffle")
end)

scenario("T28 — Draw with reshuffle: the ships and hand P1 discards this turn (D3, D4) are part of the reshuffled pile", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Crusher", "Viper" }, deck = { "Stinger", "Blob Miner", "Burrower" }, discard = {} } }
  g:act("play Crusher")
  g:act("end turn")
  local hand = names(g, "hand", 1)
  eq(#hand, 5, "hand size")
  for _, n in ipairs({ "Stinger", "Blob Miner", "Burrower", "Crusher", "Viper" }) do has(hand, n, "P1's hand") end
  eq(size(g, "deck", 1) + size(g, "discard", 1), 0, "nothing left over")
end)

scenario("T28 — Draw with reshuffle: with deck and discard both empty, P1 draws what exists", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Scout" }, deck = { "Viper" }, discard = {} } }
  g:act("end turn")
  eq(names(g, "hand", 1), { "Scout", "Viper" }, "P1 draws the only two cards there are")
  ok(not g:over(), "the game goes on")
end)
