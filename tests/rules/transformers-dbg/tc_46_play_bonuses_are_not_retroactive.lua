-- TC-46 Play bonuses are not retroactive. [RB Character cards]
-- Given Wheeljack in Alt Mode plays a Technology with Power 2, then Converts to Bot. Then it stays
-- at 2. A Technology played after the Convert gets +1.

local H = require "lib.tf"
local ready, energon, pos, power = H.ready, H.energon, H.pos, H.power

scenario("TC-46 Wheeljack's bonus applies only to Technology played while his Bot side is up", function()
  local g = ready({}, { p1 = { character = "Wheeljack", mode = "alt", energon = 2, pos = { 1, 1 },
                               hand = { "Photon Blaster", "Photon Blaster" } } })
  g:act("play Photon Blaster")
  eq(power(g, 1, 1), 2, "played in Alt Mode: 2")
  g:act("convert to Bot Mode")
  eq(power(g, 1, 1), 2, "still 2 after the Convert")
  g:act("play Photon Blaster")
  eq(power(g, 1, 1), 5, "the second gets +1: 2 + 3")
end)
