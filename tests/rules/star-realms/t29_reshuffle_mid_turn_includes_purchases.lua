-- T29 — Reshuffle mid-turn includes new purchases: given P1's deck is empty and P1 acquired a card this turn (now in the Discard Pile), when an effect makes P1 draw, then the Discard Pile, including that card, is shuffled into the new deck before the draw.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names

scenario("T29 — Reshuffle mid-turn includes new purchases: Crusher bought this turn is the card Hive Queen draws from an empty deck", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Crusher", "Blob Alpha", "Swarm Cluster", "Stinger", "Federation Battleship" },
           p1 = { hand = { "Hive Queen" }, deck = {}, discard = {}, trade = 3 } }
  g:act("buy Crusher (3)")
  eq(names(g, "discard", 1), { "Crusher" }, "the new card is in the discard pile")
  g:act("play Hive Queen")                    -- Gain 7 Combat; draw a card
  eq(names(g, "hand", 1), { "Crusher" }, "P1 drew the card bought this turn")
  eq(size(g, "discard", 1), 0, "discard pile")
  eq(size(g, "deck", 1), 0, "deck")
end)

scenario("T29 — Reshuffle mid-turn includes new purchases: the whole discard pile, purchase included, becomes the new deck", function()
  local g = game{ seed = 3, options = "set=frontiers" }
  g:setup{ active = 1, trade_row = { "Crusher", "Blob Alpha", "Swarm Cluster", "Stinger", "Federation Battleship" },
           p1 = { hand = { "Hive Queen" }, deck = {}, discard = { "Scout", "Scout", "Viper" }, trade = 3 } }
  g:act("buy Crusher (3)")
  g:act("play Hive Queen")
  eq(size(g, "hand", 1), 1, "one card drawn")
  eq(size(g, "deck", 1), 3, "three left in the new deck")
  eq(size(g, "discard", 1), 0, "discard pile emptied into the deck")
  local all = names(g, "hand", 1)
  for _, n in ipairs(names(g, "deck", 1)) do all[#all + 1] = n end
  table.sort(all)
  eq(all, { "Crusher", "Scout", "Scout", "Viper" }, "hand + deck")
end)
