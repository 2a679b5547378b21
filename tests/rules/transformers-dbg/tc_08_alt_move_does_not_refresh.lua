-- TC-08 Alt Move does not refresh. [RB Spending Move]
-- Given Bumblebee in Alt Mode with Alt Move 2 and 4 Energon; he spends 1 Alt Move.
-- When he Converts to Bot, then Converts back to Alt.
-- Then Energon = 2 and alt_move_left = 1 (not 2).

local H = require "lib.tf"
local ready, energon, pos = H.ready, H.energon, H.pos

scenario("TC-08 Converting Bot and back to Alt does not refill Alt Move", function()
  local g = ready({}, { p1 = { character = "Bumblebee", mode = "alt", energon = 4, pos = { 1, 1 }, hand = {} } })
  g:act("move to (1,2)")
  eq(g:get("TF.alt_move(g, 1)"), 1, "1 Alt Move left")
  g:act("convert to Bot Mode")
  if g:prompt():find("reveal") then g:act("reveal nothing") end   -- Bumblebee's Alt text is optional
  eq(g:get("TF.alt_move(g, 1)"), 0, "Alt Move cannot be used in Bot Mode")
  g:act("convert to Alt Mode")
  eq(energon(g, 1), 2, "two Converts cost 2 Energon")
  eq(g:get("TF.alt_move(g, 1)"), 1, "the unspent Alt Move is back, not refilled")
end)
