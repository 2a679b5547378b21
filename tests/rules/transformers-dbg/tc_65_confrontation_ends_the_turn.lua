-- TC-65 Confrontation ends the turn. [RB How to battle 7]
-- Given P1 (won or lost the Confrontation) still has 2 cards in hand.
-- Then P1 cannot play them; EOT.1-EOT.4 run; the 2 cards are discarded at EOT.3a.

local H = require "lib.tf"
local ready, names, size, energon, pos, power, sorted =
  H.ready, H.names, H.size, H.energon, H.pos, H.power, H.sorted

scenario("TC-65 After a Confrontation the turn ends and the hand is discarded", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Starscream", up = true } }, force_encounters = { "Quiet Encounter" },
    main_deck = { "Wheelie", "Wheelie" },
    p1 = { mode = "bot", energon = 0, pos = { 1, 0 }, hand = { "Firepower", "Patrol" },
           played = { { "Courage", power = 1 } }, deck = { "Courage", "Courage", "Courage", "Courage", "Courage" } },
    p2 = { pos = { 3, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  eq(g:active(), 2, "P1's turn ended at once")
  eq(sorted(names(g, "discard", 1)), sorted{ "Courage", "Firepower", "Patrol" }, "the 2 cards were discarded")
  eq(size(g, "hand", 1), 5, "and 5 drawn")
end)
