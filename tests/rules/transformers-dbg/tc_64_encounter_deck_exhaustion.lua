-- TC-64 Encounter deck exhaustion. Given Encounter deck 0, discard 10. When an Ambush occurs. Then
-- all 10 are shuffled into the deck and one is drawn.

local H = require "lib.tf"
local ready, size, pos, count_log = H.ready, H.size, H.pos, H.count_log

scenario("TC-64 An empty Encounter deck is rebuilt from all 10 before the draw", function()
  local g = ready({}, { encounters = {}, matrix = { ["1,0"] = { "Rumble", up = true } },
    p1 = { mode = "alt", pos = { 1, 1 }, hand = {} } })
  eq(size(g, "encounters"), 0, "deck 0")
  eq(size(g, "encounter_discard"), 10, "discard 10")
  g:act("move to (1,0)")
  while g:player() ~= 1 or not g:prompt():find("action phase") do g:act(1) end
  eq(count_log(g, "all Encounters are reshuffled"), 1, "reshuffled")
  eq(size(g, "encounters"), 9, "9 left in the deck")
  eq(size(g, "encounter_discard"), 1, "the drawn one is discarded")
end)
