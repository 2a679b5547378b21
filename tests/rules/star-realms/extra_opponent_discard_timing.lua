-- Extra (reading A4): "target opponent discards a card" is recorded as an obligation on the
-- target and resolved at the start of the target's next turn (TURN_START): the target picks
-- that many cards from hand, or discards as many as they have. The option
-- discard_timing=immediate is the one switch that makes it resolve at once instead.

local Q = require "lib.sr"
local pool, auth, size, names = Q.pool, Q.auth, Q.size, Q.names
local HAND = { "Scout", "Scout", "Viper", "Crusher", "Stinger" }

scenario("Opponent discard timing: nothing happens on P1's turn; P2 discards at the start of P2's turn, before the Main Phase", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Cargo Craft" } }, p2 = { hand = HAND, discard = {} } }
  g:act("play Cargo Craft")
  eq(g:player(), 1, "no question for P2 during P1's turn")
  eq(size(g, "hand", 2), 5, "P2's hand during P1's turn")
  ok(g:view("board", 0):find("must discard 1 at the start of their turn"), "the board shows the obligation")
  g:act("end turn")
  eq(g:player(), 2, "P2 answers first thing on P2's turn")
  ok(not g:can("end turn"), "P2 is not yet in the Main Phase")
  g:act("Crusher")
  eq(names(g, "discard", 2), { "Crusher" }, "P2's discard pile")
  ok(g:can("end turn"), "then P2's Main Phase")
end)

scenario("Opponent discard timing: two obligations add up and are discarded one by one", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Cargo Craft", "Light Cruiser" } }, p2 = { hand = HAND, discard = {} } }
  g:act("play Cargo Craft")
  g:act("play Light Cruiser")
  eq(g:get("g:pget(2, 'discard_pending')"), 2, "P2 owes 2")
  g:act("end turn")
  ok(g:prompt():find("1 of 2"), "first: " .. g:prompt())
  g:act("Viper")
  ok(g:prompt():find("2 of 2"), "second: " .. g:prompt())
  g:act("Stinger")
  eq(names(g, "discard", 2), { "Stinger", "Viper" }, "P2's discard pile")
  eq(size(g, "hand", 2), 3, "P2's hand")
end)

scenario("Opponent discard timing: a target with fewer cards than owed discards what they have", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Cargo Craft", "Light Cruiser" } }, p2 = { hand = { "Scout" }, discard = {} } }
  g:act("play Cargo Craft")
  g:act("play Light Cruiser")
  g:act("end turn")
  eq(size(g, "hand", 2), 0, "P2's only card is gone")
  eq(names(g, "discard", 2), { "Scout" }, "P2's discard pile")
  ok(g:can("end turn"), "P2's Main Phase goes on")
  eq(g:get("g:pget(2, 'discard_pending')"), nil, "the rest of the obligation lapses")
end)

scenario("Opponent discard timing: with discard_timing=immediate the target discards at once, on P1's turn", function()
  local g = game{ seed = 1, options = "set=frontiers,discard_timing=immediate" }
  g:setup{ active = 1, p1 = { hand = { "Cargo Craft" } }, p2 = { hand = HAND, discard = {} } }
  g:act("play Cargo Craft")
  eq(g:player(), 2, "P2 chooses now")
  g:act("Viper")
  eq(names(g, "discard", 2), { "Viper" }, "P2's discard pile")
  eq(g:player(), 1, "back to P1")
end)

scenario("Opponent discard timing: Imperial Flagship's ally may target any player, P1 included (reading A23)", function()
  local g = game{ seed = 1, options = "set=frontiers" }
  g:setup{ active = 1, p1 = { hand = { "Imperial Flagship", "Cargo Craft" }, deck = { "Scout", "Scout" } } }
  g:act("play Imperial Flagship")
  g:act("play Cargo Craft")
  g:act("ally Imperial Flagship")
  eq(g:options(), { "p1", "p2" }, "both players are offered")
  g:act("p1")
  eq(g:get("g:pget(1, 'discard_pending')"), 1, "P1 owes the discard, at the start of P1's next turn")
end)
