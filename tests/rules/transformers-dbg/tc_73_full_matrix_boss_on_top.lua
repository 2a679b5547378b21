-- TC-73 Full Matrix, Boss on top. [RB End of turn 2]
-- Given a full Matrix with a faceup Autobot Robot R, a faceup Decepticon Robot D, a faceup Scheme;
-- Boss B on top of the main deck.
-- When EOT.2 runs. Then the active player must destroy R (D and the Scheme are not eligible); R
-- goes to the main-deck discard; B goes faceup into R's space; B's Reveal Attack resolves against
-- every player in the Matrix, then B's Ambush if it has one.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

-- Every Matrix space of the 3x4 grid, filled with the given names (facedown unless listed up).
local function full_matrix(cells)
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = "Wheelie" end end
  for k, v in pairs(cells or {}) do m[k] = v end
  return m
end
local function all_cells(g)
  local out = {}
  for r = 0, 2 do for c = 0, 3 do out[#out + 1] = cell(g, r, c) end end
  return out
end

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
