-- TC-80 No shuffle just because the deck is empty. Given deck 0, discard 7 after the draw. Then the
-- discard is not shuffled until a card actually has to be drawn/revealed from the deck.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

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
