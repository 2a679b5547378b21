-- TC-47 Bot text works for Assists. [RB Character cards]
-- Given Wheeljack in Bot Mode places a Technology (Power 2, Range enough) as an Assist; it is
-- resolved. Then it contributes 3.

local H = require "lib.tf"
local ready, pos, power, count_log = H.ready, H.pos, H.power, H.count_log

scenario("TC-47 Wheeljack's Technology Assist counts 3", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { character = "Wheeljack", mode = "bot", pos = { 1, 1 }, hand = { "Photon Blaster" } } })
  g:act("battle Rumble")
  g:act("Photon Blaster")
  eq(count_log(g, "p2's Assist is resolved: Photon Blaster worth 3"), 1, "the Assist is worth 3")
  eq(count_log(g, "battle outcome: 4 Power"), 1, "1 + 3 in the outcome")
end)
