-- TC-11 Teleport avoids Ambush. [RB Teleport]
-- Given a faceup Decepticon Robot at (2,3); P1 at (0,0) with an effect "Teleport" (unlimited).
-- When P1 teleports to (2,3). Then no Encounter is drawn; P1 is at (2,3).

local H = require "lib.tf"
local ready, pos, count_log = H.ready, H.pos, H.count_log

scenario("TC-11 Teleporting onto a faceup Adversary causes no Ambush", function()
  local g = ready({}, { matrix = { ["2,3"] = { "Rumble", up = true } },
                        p1 = { pos = { 0, 0 }, hand = { "Warp" } } })
  g:act("play Warp")
  g:act("teleport to (2,3)")
  eq(pos(g, 1), "(2,3)", "p1 is on the Adversary's space")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter drawn")
end)
