-- TC-79 Draw with mid-draw shuffle. [RB Shuffling]
-- Given deck 2, discard 8. When 5 cards are drawn. Then the 2 are drawn first, the 8 are shuffled
-- into a new deck, 3 more are drawn; deck 5, discard 0.

local H = require "lib.tf"
local ready, names, size, pos = H.ready, H.names, H.size, H.pos

scenario("TC-79 The deck runs out mid-draw: shuffle then keep drawing", function()
  local g = ready({}, { main_deck = { "Skids", "Skids" },
    p1 = { pos = { 1, 1 }, hand = {}, deck = { "Firepower", "Patrol" },
           discard = { "Courage", "Courage", "Courage", "Courage", "Courage", "Courage", "Fix", "Reserves" } },
    p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  local hand = names(g, "hand", 1)
  eq(#hand, 5, "5 drawn")
  local fp, pa = false, false
  for _, n in ipairs(hand) do fp = fp or n == "Firepower"; pa = pa or n == "Patrol" end
  ok(fp and pa, "the two deck cards were drawn first")
  eq(size(g, "deck", 1), 5, "deck 5")
  eq(size(g, "discard", 1), 0, "discard 0")
end)
