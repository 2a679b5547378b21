-- TC-72 Full Matrix, non-Boss on top. Given a full Matrix and a non-Boss card X on top. When EOT.2
-- runs. Then X is revealed and put in the main-deck discard; the Matrix is unchanged; X's text does
-- nothing.

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

scenario("TC-72 With a full Matrix a non-Boss top card is revealed and destroyed", function()
  local g = ready({}, { clear_matrix = true, matrix = full_matrix(), main_deck = { "Small Energon Mine", "Skids" },
    p1 = { pos = { 1, 1 }, hand = {} }, p2 = { pos = { 0, 0 } } })
  local before = all_cells(g)
  g:act("end turn")
  eq(names(g, "main_discard"), { "Small Energon Mine" }, "X is in the main-deck discard")
  eq(all_cells(g), before, "the Matrix is unchanged")
  eq(count_log(g, "8 Energon"), 0, "X's text does nothing")
  eq(size(g, "main_deck"), 1, "one card used")
end)
