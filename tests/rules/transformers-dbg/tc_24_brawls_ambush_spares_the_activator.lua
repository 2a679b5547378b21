-- TC-24 Brawl's ambush spares the activator. [CLAR]
-- Given P1 owns Brawl (gained via Matrix of Leadership), plays it; P2 and P3 are on P1's space;
-- P4 elsewhere.
-- When P1 activates Brawl's Energon ability.
-- Then an Ambush is resolved against P2 and P3 only.

local H = require "lib.tf"
local ready, energon, pos, count_log = H.ready, H.energon, H.pos, H.count_log

scenario("TC-24 Brawl's Energon ability Ambushes the others in your space, not you", function()
  local g = ready({ players = 4 }, { force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 1 }, energon = 2, hand = { "Brawl" } },
    p2 = { pos = { 1, 1 }, hand = {} }, p3 = { pos = { 1, 1 }, hand = {} }, p4 = { pos = { 3, 3 }, hand = {} } })
  g:act("play Brawl")
  g:act("use Brawl")
  eq(count_log(g, "Encounter drawn"), 1, "one Encounter")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "P2")
  eq(count_log(g, "Quiet Encounter hits p3"), 1, "P3")
  eq(count_log(g, "Quiet Encounter hits p1"), 0, "not P1")
  eq(count_log(g, "Quiet Encounter hits p4"), 0, "not P4")
end)
