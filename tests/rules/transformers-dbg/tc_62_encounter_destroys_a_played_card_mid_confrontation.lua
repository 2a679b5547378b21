-- TC-62 Encounter destroys a played card mid-Confrontation. [RB How to battle 3]
-- Given declared Power 9 including a played card with Power 3; the Confrontation text destroys that
-- card. Then the player's Power becomes 6; the card goes to its destination (main-deck discard, or
-- removed if Starter/Roll Out!).  (The Encounter is a test STUB.)

local H = require "lib.tf"
local ready, names, energon, pos, power = H.ready, H.names, H.energon, H.pos, H.power

scenario("TC-62 A destroyed played card takes its Power with it", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true, cost = 20 } },
    force_encounters = { "Wrecker Encounter" },
    p1 = { mode = "bot", energon = 1, pos = { 1, 0 }, hand = {},
           played = { { "Courage", power = 6 }, { "Photon Blaster", power = 3 } } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  eq(power(g, 1, 0), 9, "declared Power 9")
  g:act("confront Starscream")
  g:act("battle on")
  g:act("Photon Blaster")
  eq(power(g, 1, 0), 6, "Power 6 after the destroy")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'main_discard', 0)) do if n == 'Photon Blaster' then return true end end end)()"),
     "a main-deck card goes to the main-deck discard")
end)

scenario("TC-62 A destroyed Starter is removed from the game", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true, cost = 20 } },
    force_encounters = { "Wrecker Encounter" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 3 } } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  eq(names(g, "removed"), { "Courage" }, "Courage is removed from the game")
end)
