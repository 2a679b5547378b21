-- TC-22 Avoiding an Ambush with others affected. [RB Avoiding an ambush], [CLAR]
-- Given P1 played Phase Shifter; P1 and P2 at (1,1) on a facedown Decepticon Robot.
-- When P1 Searches.
-- Then one Encounter is drawn; P2 resolves its Ambush half; P1 does not.

local H = require "lib.tf"
local ready, pos, count_log = H.ready, H.pos, H.count_log

scenario("TC-22 Phase Shifter keeps its player out of the Ambush; the others still take it", function()
  local g = ready({}, { matrix = { ["1,1"] = "Rumble" }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = { "Phase Shifter" } },
    p2 = { pos = { 1, 1 }, hand = {} } })
  g:act("play Phase Shifter")
  g:act("search (1,1)")
  eq(count_log(g, "Encounter drawn"), 1, "one Encounter")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "P2 is Ambushed")
  eq(count_log(g, "Quiet Encounter hits p1"), 0, "P1 is not")
end)

scenario("TC-22 (K-31) Phase Shifter alone: the Encounter is still drawn", function()
  local g = ready({}, { matrix = { ["1,1"] = "Rumble" }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = { "Phase Shifter" } }, p2 = { pos = { 0, 0 } } })
  g:act("play Phase Shifter")
  g:act("search (1,1)")
  eq(count_log(g, "Encounter drawn"), 1, "the Encounter is drawn anyway")
  eq(count_log(g, "Quiet Encounter hits"), 0, "nobody resolves it")
end)
