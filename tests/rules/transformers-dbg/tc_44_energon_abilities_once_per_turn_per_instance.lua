-- TC-44 Energon abilities once per turn per instance. [RB Energon abilities]
-- Given two Courage in play and 3 Energon during a Confrontation at CNF.4c.
-- When the player activates Courage #1's ability, then tries it again. Then the second activation
-- is rejected. Activating Courage #2's ability is accepted.

local H = require "lib.tf"
local ready, energon, pos, has_option = H.ready, H.energon, H.pos, H.has_option

scenario("TC-44 Each Courage's Confront ability works once per turn", function()
  local g = ready({}, { matrix = { ["1,1"] = { "Starscream", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", energon = 3, pos = { 1, 1 }, hand = {}, played = { "Courage", "Courage" },
           deck = { "Wheelie", "Wheelie", "Wheelie" } },
    p2 = { pos = { 0, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  ok(has_option(g, "Courage: Play the top card of your deck (1 Energon) #2"), "two separate abilities")
  g:act("Courage: Play the top card of your deck (1 Energon)")
  eq(energon(g, 1), 2, "paid 1")
  ok(not has_option(g, "Courage: Play the top card of your deck (1 Energon) #2"), "that instance is used")
  ok(has_option(g, "Courage: Play the top card of your deck (1 Energon)"), "the other Courage's is still there")
  g:act("Courage: Play the top card of your deck (1 Energon)")
  eq(energon(g, 1), 1, "paid 1 again")
  ok(not has_option(g, "Courage:"), "no third activation")
end)
