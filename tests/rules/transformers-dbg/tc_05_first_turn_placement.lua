-- TC-05 First-turn placement. [RB Playing the game]
-- Given P1's first turn, P1 OFF_BOARD, a facedown card at (0,2).
-- When P1 places the standee at (0,2).
-- Then P1 is at (0,2); the card is still facedown; no Move spent; no Encounter drawn.

local H = require "lib.tf"
local new, pos, cell, count_log = H.new, H.pos, H.cell, H.count_log

scenario("TC-05 Placing the standee flips nothing, spends no Move and draws no Encounter", function()
  local g = new{}
  eq(g:player(), 1, "p1 is asked")
  eq(pos(g, 1), "off", "p1 starts off the board")
  eq(#g:options(), 12, "every space of the 3x4 Matrix is offered")
  local x = cell(g, 0, 2)
  ok(x and not x[2], "a facedown card is at (0,2)")
  g:act("place at (0,2)")
  eq(pos(g, 1), "(0,2)", "p1's position")
  eq(cell(g, 0, 2)[2], false, "the card is still facedown")
  eq(g:get("TF.alt_move(g, 1)"), 2, "Bumblebee's Alt Move is untouched")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter drawn")
end)
