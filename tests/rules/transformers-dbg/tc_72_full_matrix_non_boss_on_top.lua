-- TC-72 Full Matrix, non-Boss on top. Given a full Matrix and a non-Boss card X on top. When EOT.2
-- runs. Then X is revealed and put in the main-deck discard; the Matrix is unchanged; X's text does
-- nothing.

local H = require "lib.tf"
local ready, names, size, pos, count_log, full_matrix, all_cells =
  H.ready, H.names, H.size, H.pos, H.count_log, H.full_matrix, H.all_cells

scenario("TC-72 With a full Matrix a non-Boss top card is revealed and destroyed", function()
  local g = ready({}, { clear_matrix = true, matrix = full_matrix(), main_deck = { "Small Energon Mine", "Skids" },
    p1 = { pos = { 1, 1 }, hand = {} }, p2 = { pos = { 0, 0 } } })
  local before = all_cells(g)
  g:act("end turn")
  eq(names(g, "main_discard"), { "Small Energon Mine" }, "X is in the main-deck discard")
  eq(all_cells(g), before, "the Matrix is unchanged")
  eq(count_log(g, "8 Energon"), 0, "X's text does nothing")
  eq(size(g, "main_deck"), 1, "one card used")
end)
