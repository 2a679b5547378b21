-- TC-73 Full Matrix, Boss on top. [RB End of turn 2]
-- Given a full Matrix with a faceup Autobot Robot R, a faceup Decepticon Robot D, a faceup Scheme;
-- Boss B on top of the main deck.
-- When EOT.2 runs. Then the active player must destroy R (D and the Scheme are not eligible); R
-- goes to the main-deck discard; B goes faceup into R's space; B's Reveal Attack resolves against
-- every player in the Matrix, then B's Ambush if it has one.

local H = require "lib.tf"
local ready, names, energon, pos, cell, count_log, full_matrix =
  H.ready, H.names, H.energon, H.pos, H.cell, H.count_log, H.full_matrix

scenario("TC-73 An arriving Boss replaces the only faceup non-Adversary, non-Scheme card", function()
  local g = ready({}, { clear_matrix = true,
    matrix = full_matrix{ ["0,1"] = { "Jazz", up = true }, ["1,2"] = { "Rumble", up = true },
                          ["2,2"] = { "Energon Embargo", up = true } },
    main_deck = { "Stub Ambush Boss", "Skids" }, force_encounters = { "Quiet Encounter" },
    p1 = { pos = { 1, 1 }, energon = 2, hand = {} }, p2 = { pos = { 0, 0 }, energon = 2, hand = {} } })
  g:act("end turn")
  eq(names(g, "main_discard"), { "Jazz" }, "R (Jazz) is destroyed")
  eq(cell(g, 0, 1), { "Stub Ambush Boss", true }, "B is faceup in R's space")
  eq(cell(g, 1, 2), { "Rumble", true }, "D stays")
  eq(cell(g, 2, 2), { "Energon Embargo", true }, "the Scheme stays")
  eq(energon(g, 1), 1, "Reveal Attack on P1")
  eq(energon(g, 2), 1, "Reveal Attack on P2")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "then the Ambush, P1")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "and P2")
end)
