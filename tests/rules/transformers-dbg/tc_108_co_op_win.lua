-- TC-108 Co-op win. Given Co-op with 2 Bosses gone. When the third Boss is defeated (or destroyed).
-- Then the team wins immediately.

local H = require "lib.tf"
local ready, pos, power = H.ready, H.pos, H.power

scenario("TC-108 Co-op: the third Boss defeated wins for everyone", function()
  local g = ready({ options = "mode=coop" }, { bosses_gone = 2, matrix = { ["1,0"] = { "Starscream", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, played = { { "Courage", power = 9 } } },
    p2 = { pos = { 2, 3 }, hand = {} } })
  g:act("confront Starscream")
  g:act("battle on")
  ok(g:over(), "over")
  eq(g:winners(), { 1, 2 }, "the team wins")
end)

scenario("TC-108 Co-op: the third Boss destroyed wins too", function()
  -- AMB-16: a Boss arrives when every space holds a faceup Boss: the arriving Boss is destroyed.
  local m = {}
  for r = 0, 2 do for c = 0, 3 do m[r .. "," .. c] = { "Soundwave", up = true } end end
  local g = ready({ options = "mode=coop" }, { clear_matrix = true, matrix = m, bosses_gone = 2,
    main_deck = { "Stub Boss", "Skids" }, p1 = { pos = { 1, 1 }, hand = {} },
    p2 = { pos = { 2, 3 }, hand = {} } })
  g:act("end turn")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'main_discard', 0)) do if n == 'Stub Boss' then return true end end end)()"),
     "the arriving Boss was destroyed")
  ok(g:over(), "over")
  eq(g:winners(), { 1, 2 }, "the team wins")
end)
