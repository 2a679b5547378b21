-- TC-71 Refill. Given 2 empty Matrix spaces and 10 cards in the main deck. When EOT.2 runs. Then
-- both spaces receive a facedown card; main deck 8; nothing is revealed.

local H = require "lib.tf"
local ready, size, pos, cell, count_log = H.ready, H.size, H.pos, H.cell, H.count_log

scenario("TC-71 Empty spaces are refilled facedown from the main deck", function()
  local g = ready({}, { matrix = { ["0,1"] = false, ["2,3"] = false },
    main_deck = { "Jazz", "Rumble", "Skids", "Skids", "Skids", "Skids", "Skids", "Skids", "Skids", "Skids" },
    p1 = { pos = { 1, 1 }, hand = {} }, p2 = { pos = { 0, 0 } } })
  g:act("end turn")
  eq(cell(g, 0, 1), { "Jazz", false }, "(0,1) facedown (row-major first)")
  eq(cell(g, 2, 3), { "Rumble", false }, "(2,3) facedown")
  eq(size(g, "main_deck"), 8, "main deck 8")
  eq(count_log(g, "is revealed"), 0, "nothing revealed")
end)
