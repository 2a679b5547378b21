-- TC-25 Range-0 Block. [RB Blocks]
-- Given a Block card with no Range in P2's hand; P1 (attacked) is on P2's space; P3 (attacked by a
-- separate Attack) is adjacent to P2.
-- When each Attack resolves.
-- Then P2 may Block for P1; P2 may not Block for P3.

local H = require "lib.tf"
local ready, size, energon, pos, count_log = H.ready, H.size, H.energon, H.pos, H.count_log

scenario("TC-25 A Range-0 Block protects a player in the same space", function()
  local g = ready({ players = 3 }, { matrix = { ["1,1"] = { "Rumble", up = true } },
    force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 1, 0 }, hand = {} }, p2 = { pos = { 1, 1 }, hand = { "Shield 0" } },
    p3 = { pos = { 0, 3 }, hand = {} } })
  g:act("move to (1,1)")
  eq(g:player(), 2, "P2 is offered the Block for P1")
  ok(g:prompt():find("p1"), g:prompt())
  g:act("do not Block")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "P1 took it")
end)

scenario("TC-25 A Range-0 Block cannot reach an adjacent player", function()
  local g = ready({ players = 3 }, { force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 0, 1 }, energon = 2, hand = { "Brawl" } },
    p2 = { pos = { 1, 1 }, hand = { "Shield 0" } }, p3 = { pos = { 0, 1 }, hand = {} } })
  g:act("play Brawl")
  g:act("use Brawl")
  eq(count_log(g, "Quiet Encounter hits p3"), 1, "P3 took the Ambush: P2 was never offered the Block")
  eq(size(g, "hand", 2), 1, "P2 still holds the Block")
end)
