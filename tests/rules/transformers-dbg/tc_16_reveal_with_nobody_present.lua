-- TC-16 Reveal with nobody present. [RB Robot ambush]
-- Given a facedown Decepticon Robot at (2,2) with no standee there.
-- When an effect flips it. Then no Encounter is drawn.

local H = require "lib.tf"
local ready, pos, cell, count_log = H.ready, H.pos, H.cell, H.count_log

scenario("TC-16 A Decepticon flipped where nobody stands causes no Ambush", function()
  local g = ready({}, { matrix = { ["2,2"] = "Rumble" }, p1 = { pos = { 2, 1 }, hand = { "Patrol" } },
                        p2 = { pos = { 0, 0 } } })
  g:act("play Patrol")
  g:act("reveal (2,2)")
  eq(cell(g, 2, 2), { "Rumble", true }, "Rumble is faceup")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter drawn")
end)
