-- TC-11 Teleport avoids Ambush. [RB Teleport]
-- Given a faceup Decepticon Robot at (2,3); P1 at (0,0) with an effect "Teleport" (unlimited).
-- When P1 teleports to (2,3). Then no Encounter is drawn; P1 is at (2,3).

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-11 Teleporting onto a faceup Adversary causes no Ambush", function()
  local g = ready({}, { matrix = { ["2,3"] = { "Rumble", up = true } },
                        p1 = { pos = { 0, 0 }, hand = { "Warp" } } })
  g:act("play Warp")
  g:act("teleport to (2,3)")
  eq(pos(g, 1), "(2,3)", "p1 is on the Adversary's space")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter drawn")
end)
