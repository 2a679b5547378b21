-- TC-55 Battling from Range avoids the Ambush. [RB How to battle 1]
-- Given a faceup Decepticon Robot adjacent to P1, who has a Range-1 card with enough Power.
-- When P1 battles without moving. Then no Encounter is drawn.

local H = require "lib.tf"
local ready, names, pos, power, count_log = H.ready, H.names, H.pos, H.power, H.count_log

scenario("TC-55 A battle at Range draws no Encounter", function()
  local g = ready({}, { matrix = { ["1,2"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { { "Photon Blaster", power = 2 } } } })
  g:act("battle Rumble")
  eq(names(g, "vault", 1), { "Rumble" }, "defeated from the next space")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter")
end)
