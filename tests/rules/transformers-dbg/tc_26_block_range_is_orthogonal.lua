-- TC-26 Block Range is orthogonal.
-- Given P2 holds a Block card with Range 1 at (1,1); P1 is attacked at (0,0) (diagonal).
-- When the Block window opens. Then P2 is not offered (distance 2). If P1 were at (0,1), P2 would be
-- offered.

local H = require "lib.tf"
local ready, pos, count_log = H.ready, H.pos, H.count_log

scenario("TC-26 A Range-1 Block does not reach a diagonal neighbour", function()
  local g = ready({}, { matrix = { ["0,0"] = { "Rumble", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 1, 0 }, hand = {} }, p2 = { pos = { 1, 1 }, hand = { "Shield 1" } } })
  g:act("move to (0,0)")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "P1 took the Ambush without a Block offer")
end)

scenario("TC-26 A Range-1 Block reaches an orthogonal neighbour", function()
  local g = ready({}, { matrix = { ["0,1"] = { "Rumble", up = true } }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 0, 0 }, hand = {} }, p2 = { pos = { 1, 1 }, hand = { "Shield 1" } } })
  g:act("move to (0,1)")
  eq(g:player(), 2, "P2 is offered the Block")
  g:act("discard Shield 1 to Block")
  eq(count_log(g, "Quiet Encounter hits p1"), 0, "the Ambush is Blocked")
end)
