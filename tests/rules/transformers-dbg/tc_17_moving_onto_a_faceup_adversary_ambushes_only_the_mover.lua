-- TC-17 Moving onto a faceup Adversary Ambushes only the mover. [EX-BOSS]
-- Given faceup Starscream at (1,0); Wheeljack at (1,0); Bumblebee at (1,1).
-- When Bumblebee moves to (1,0) (Roll Out! Move).
-- Then one Encounter is drawn; its Ambush applies to Bumblebee only; Wheeljack is unaffected.

local H = require "lib.tf"
local ready, pos, count_log = H.ready, H.pos, H.count_log

scenario("TC-17 Only the player who moves onto the Adversary is Ambushed", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { character = "Bumblebee", mode = "bot", pos = { 1, 1 }, hand = { "Roll Out!" } },
    p2 = { character = "Wheeljack", pos = { 1, 0 }, hand = {} } })
  g:act("play Roll Out!")
  g:act("no")                       -- Roll Out!'s optional Convert
  g:act("move to (1,0)")
  eq(count_log(g, "Encounter drawn"), 1, "one Encounter")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "Bumblebee is Ambushed")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "Wheeljack is not")
end)
