-- TC-61 No playing from hand after announcing a Confrontation. [RB Encounter cards]
-- Given a Confrontation has been declared and the player holds a Courage and a Block card.
-- When the player tries to play the Courage. Then rejected. When an Attack targets the player and
-- they discard the Block card. Then accepted.

local H = require "lib.tf"
local ready, names, energon, pos = H.ready, H.names, H.energon, H.pos

scenario("TC-61 During a Confrontation nothing is played from hand, but Blocks may be discarded", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true } }, force_encounters = { "Crossfire" },
    p1 = { mode = "bot", energon = 3, pos = { 1, 0 }, hand = { "Courage", "Shield 0" }, played = { "Courage" } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  eq(g:player(), 1, "the Confrontation Attack (Crossfire) may be Blocked")
  for _, o in ipairs(g:options()) do ok(not o:find("^play"), "no play option: " .. o) end
  g:act("discard Shield 0 to Block")
  eq(energon(g, 1), 3, "the Attack is cancelled")
  ok(g:prompt():find("Confrontation:"), "CNF.4c: " .. g:prompt())
  for _, o in ipairs(g:options()) do ok(not o:find("^play"), "still no play option: " .. o) end
  eq(names(g, "hand", 1), { "Courage" }, "Courage stays in hand")
end)
