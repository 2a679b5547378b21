-- TC-82 Start of Turn ordering. Given P1 controls an Ally with a Start of Turn effect and a faceup
-- Boss has a Start of Turn effect. Then P1 chooses which resolves first.  (Morning Ally is a test
-- STUB.)

local H = require "lib.tf"
local ready, energon, pos, sorted = H.ready, H.energon, H.pos, H.sorted

scenario("TC-82 The active player orders several Start of Turn effects", function()
  local g = ready({}, { matrix = { ["2,3"] = { "Starscream", up = true } }, main_deck = { "Skids", "Skids", "Skids" },
    p1 = { pos = { 1, 1 }, energon = 2, hand = {}, front = { "Morning Ally" } }, p2 = { pos = { 0, 0 }, hand = { "Courage", "Patrol" } } })
  g:act("end turn")
  eq(g:player(), 2, "P2's turn")
  ok(g:prompt():find("discard"), "P2 gets only Starscream's effect (not P1's Ally): " .. g:prompt())
  g:act("Courage")
  g:act("end turn")
  eq(g:player(), 1, "P1's turn")
  ok(g:prompt():find("which effect resolves next"), g:prompt())
  eq(sorted(g:options()), sorted{ "Morning Ally", "Starscream" }, "both are offered")
  g:act("Morning Ally")
  eq(energon(g, 1), 3, "the Ally's effect first")
  ok(g:prompt():find("discard"), "then Starscream's: " .. g:prompt())
end)
