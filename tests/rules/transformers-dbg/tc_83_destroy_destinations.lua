-- TC-83 Destroy destinations. [RB Destroying cards]
-- Given "destroy a card you control" used on a played Courage, then on a played Autobot Robot, then
-- on a controlled Damage.
-- Then Courage -> removed from game; Robot -> main-deck discard (faceup); Damage -> removed (not back
-- to the supply); Damage count -1.

local H = require "lib.tf"
local ready, names, size, energon, pos = H.ready, H.names, H.size, H.energon, H.pos

scenario("TC-83 Starters and Damage leave the game; main-deck cards go to its discard", function()
  local g = ready({}, { p1 = { pos = { 1, 1 }, energon = 3, hand = {}, front = { "Damage" },
    played = { "Fix", "Fix", "Fix", "Courage", "Jazz" } } })
  local supply = size(g, "damage")
  g:act("use Fix: Destroy a card you control (1 Energon)")
  g:act("Courage (played)")
  eq(names(g, "removed"), { "Courage" }, "Courage removed from the game")
  g:act("use Fix: Destroy a card you control (1 Energon)")
  g:act("Jazz (played)")
  eq(names(g, "main_discard"), { "Jazz" }, "Jazz in the main-deck discard")
  eq(g:get("(function() return g:face_up(g:top(TF.z('main_discard'))) end)()"), true, "faceup")
  g:act("use Fix: Destroy a card you control (1 Energon)")
  g:act("Damage (in play)")
  eq(g:get("TF.damage_count(g, 1)"), 0, "Damage count -1")
  eq(size(g, "damage"), supply, "not back to the supply")
  eq(size(g, "removed"), 2, "removed from the game")
end)
