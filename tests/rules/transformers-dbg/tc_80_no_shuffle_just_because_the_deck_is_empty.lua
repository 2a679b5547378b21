-- TC-80 No shuffle just because the deck is empty. Given deck 0, discard 7 after the draw. Then the
-- discard is not shuffled until a card actually has to be drawn/revealed from the deck.

local H = require "lib.tf"
local ready, size, pos, count_log = H.ready, H.size, H.pos, H.count_log

scenario("TC-80 An empty deck is not refilled until a card is needed", function()
  local g = ready({}, { main_deck = { "Skids", "Skids" },
    p1 = { pos = { 1, 1 }, hand = {}, deck = { "Courage", "Courage", "Courage", "Courage", "Courage" },
           discard = { "Courage", "Courage", "Courage", "Courage", "Fix", "Reserves", "Patrol" } },
    p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  eq(size(g, "deck", 1), 0, "deck 0")
  eq(size(g, "discard", 1), 7, "discard 7: not shuffled")
  eq(count_log(g, "p1 shuffles"), 0, "no shuffle")
end)
