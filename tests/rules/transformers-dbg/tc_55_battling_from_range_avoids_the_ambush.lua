-- TC-55 Battling from Range avoids the Ambush. [RB How to battle 1]
-- Given a faceup Decepticon Robot adjacent to P1, who has a Range-1 card with enough Power.
-- When P1 battles without moving. Then no Encounter is drawn.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-55 A battle at Range draws no Encounter", function()
  local g = ready({}, { matrix = { ["1,2"] = { "Rumble", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { { "Photon Blaster", power = 2 } } } })
  g:act("battle Rumble")
  eq(names(g, "vault", 1), { "Rumble" }, "defeated from the next space")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter")
end)
