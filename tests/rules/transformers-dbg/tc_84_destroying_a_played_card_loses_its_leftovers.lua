-- TC-84 Destroying a played card loses its leftovers. [RB Destroying cards]
-- Given a played card with 2 unspent Power and 1 unspent Move. When it is destroyed. Then the
-- player's available Power drops by 2 and Move by 1. If its Power had already been spent (as in
-- TC-42), nothing is lost.

local H = require "lib.tf"
local ready, energon, pos, power = H.ready, H.energon, H.pos, H.power

scenario("TC-84 A destroyed card's unspent Power and Move are lost", function()
  local g = ready({}, { p1 = { mode = "bot", pos = { 1, 1 }, energon = 1, hand = {},
    played = { { "Jazz", power = 2, move = 1 }, { "Courage", power = 1 }, { "Fix", power = 0, move = 0 } } } })
  eq(power(g, 1, 0), 3, "3 Power")
  eq(g:get("TF.total_move(g, 1)"), 1, "1 Move")
  g:act("use Fix")
  g:act("Jazz (played)")
  eq(power(g, 1, 0), 1, "Power drops by 2")
  eq(g:get("TF.total_move(g, 1)"), 0, "Move drops by 1")
end)
