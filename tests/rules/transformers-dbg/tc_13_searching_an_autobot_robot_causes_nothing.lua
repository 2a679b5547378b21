-- TC-13 Searching an Autobot Robot causes nothing. [EX-TURN]
-- Given Bumblebee at (0,2) on facedown Jazz.
-- When he Searches (1 Alt Move). Then Jazz is faceup; no Encounter drawn; Jazz is buyable.

local H = require "lib.tf"
local ready, pos, cell, power, count_log, has_option =
  H.ready, H.pos, H.cell, H.power, H.count_log, H.has_option

scenario("TC-13 Revealing an Autobot Robot by Search draws no Encounter and it can be bought", function()
  local g = ready({}, { matrix = { ["0,2"] = "Jazz" },
    p1 = { character = "Bumblebee", mode = "alt", pos = { 0, 2 }, hand = {}, played = { { "Courage", power = 4 } } } })
  g:act("search (0,2)")
  eq(cell(g, 0, 2), { "Jazz", true }, "Jazz is faceup")
  eq(g:get("TF.alt_move(g, 1)"), 1, "the Search cost 1 Alt Move")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter drawn")
  ok(has_option(g, "buy Jazz at (0,2) (cost 4)"), "Jazz can be bought")
end)
