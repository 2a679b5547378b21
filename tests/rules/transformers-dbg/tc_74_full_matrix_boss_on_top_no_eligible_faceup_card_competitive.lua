-- TC-74 Full Matrix, Boss on top, no eligible faceup card (competitive).
-- Given every faceup card is an Adversary or Scheme, plus facedown cards, one of which (F) is a
-- Boss.
-- When the active player picks F. Then F is flipped and destroyed (to the main-deck discard)
-- without a Reveal Attack; the Boss count increases by 1 (game ends if it reaches 3); the drawn
-- Boss enters F's space faceup and its reveal sequence resolves.

local H = require "lib.tf"
local ready, names, energon, pos, cell = H.ready, H.names, H.energon, H.pos, H.cell

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
