-- TC-67 Assist in Alt Mode. [EX-BOSS]
-- Given Wheeljack in Alt Mode places Courage as a legal Assist (same space) and it is resolved.
-- Then it counts 0; after Wheeljack Converts to Bot (1 Energon) before the outcome it counts 1.

local H = require "lib.tf"
local ready, names, size, energon, vp, pos, power, count_log =
  H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.power, H.count_log

local SPEC = { matrix = { ["1,0"] = { "Rumble", up = true, cost = 2 } },
  p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
  p2 = { character = "Wheeljack", mode = "alt", energon = 1, pos = { 1, 0 }, hand = { "Courage" } } }

scenario("TC-67 An Alt-Mode Assister's card counts 1 less", function()
  local g = ready({}, SPEC)
  g:act("battle Rumble")
  g:act("Courage")
  eq(count_log(g, "worth 0"), 1, "Courage counts 0 in Alt Mode")
  g:act("no")
  eq(count_log(g, "battle outcome: 1 Power"), 1, "total 1")
  eq(size(g, "vault", 1), 0, "not enough")
end)

scenario("TC-67 Converting before the outcome makes it count 1", function()
  local g = ready({}, SPEC)
  g:act("battle Rumble")
  g:act("Courage")
  g:act("yes")
  eq(count_log(g, "battle outcome: 2 Power"), 1, "total 2")
  eq(names(g, "vault", 1), { "Rumble" }, "defeated")
  eq(vp(g, 2), 1, "Wheeljack shares the reward")
end)
