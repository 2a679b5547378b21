-- TC-74 Full Matrix, Boss on top, no eligible faceup card (competitive).
-- Given every faceup card is an Adversary or Scheme, plus facedown cards, one of which (F) is a
-- Boss.
-- When the active player picks F. Then F is flipped and destroyed (to the main-deck discard)
-- without a Reveal Attack; the Boss count increases by 1 (game ends if it reaches 3); the drawn
-- Boss enters F's space faceup and its reveal sequence resolves.

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

scenario("TC-74 A facedown Boss flipped to make room is destroyed silently and counts", function()
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = { "Rumble", up = true } end end
  m["0,0"] = "Soundwave"
  m["2,3"] = "Skids"
  m["1,1"] = { "Energon Embargo", up = true }
  local g = ready({}, { clear_matrix = true, matrix = m, main_deck = { "Stub Boss", "Skids" },
    p1 = { pos = { 1, 1 }, energon = 2, hand = {} }, p2 = { pos = { 1, 1 }, energon = 2, hand = {} } })
  g:act("end turn")
  ok(g:prompt():find("flip and destroy"), g:prompt())
  eq(#g:options(), 2, "only the facedown cards may be chosen")
  g:act("flip and destroy facedown card at (0,0)")
  eq(names(g, "main_discard"), { "Soundwave" }, "F (a Boss) is destroyed")
  eq(g:get("g:gget('bosses_gone')"), 1, "it counts as a Boss gone")
  eq(cell(g, 0, 0), { "Stub Boss", true }, "the drawn Boss enters F's space")
  eq(energon(g, 1), 1, "only the new Boss's Reveal Attack (1), none from Soundwave")
  eq(energon(g, 2), 1, "P2 too")
end)

scenario("TC-74 ... and the game ends if that was the third Boss", function()
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = { "Rumble", up = true } end end
  m["0,0"] = "Soundwave"
  local g = ready({}, { clear_matrix = true, matrix = m, bosses_gone = 2, main_deck = { "Stub Boss", "Skids" },
    p1 = { pos = { 1, 1 }, hand = {} }, p2 = { pos = { 1, 1 }, hand = {} } })
  g:act("end turn")
  ok(g:over(), "the third Boss destroyed ends the game")
  ok(g:result():find("third Boss"), g:result())
end)
