-- TC-14 Revealing a Decepticon in someone else's space. [EX-TURN]
-- Given Ironhide's standee on facedown Thundercracker at (0,1); Bumblebee at (0,2) flips (0,1)
-- with his Alt-mode ability.
-- When Thundercracker is revealed.
-- Then exactly one Encounter is drawn and its Ambush half applies to Ironhide only (Bumblebee is
-- not in that space).

local H = require "lib.tf"
local ready, energon, pos, cell, count_log = H.ready, H.energon, H.pos, H.cell, H.count_log

scenario("TC-14 A Decepticon revealed under another player's standee Ambushes only that player", function()
  local g = ready({}, { active = 2, matrix = { ["0,1"] = "Thundercracker" },
    force_encounters = { "Quiet Encounter" },
    p1 = { character = "Ironhide", mode = "alt", pos = { 0, 1 }, hand = {} },
    p2 = { character = "Bumblebee", mode = "alt", energon = 2, pos = { 0, 2 }, hand = {} } })
  g:act("convert to Bot Mode")
  eq(g:player(), 2, "Bumblebee's Alt text asks him before the flip")
  g:act("reveal (0,1)")
  eq(cell(g, 0, 1), { "Thundercracker", true }, "Thundercracker is faceup")
  eq(count_log(g, "Encounter drawn"), 1, "exactly one Encounter")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "Ironhide is Ambushed")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "Bumblebee is not")
  eq(g:get("TF.mode(g, 2)"), "bot", "the Convert completes after the reveal")
end)
