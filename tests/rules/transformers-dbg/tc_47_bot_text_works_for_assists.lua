-- TC-47 Bot text works for Assists. [RB Character cards]
-- Given Wheeljack in Bot Mode places a Technology (Power 2, Range enough) as an Assist; it is
-- resolved. Then it contributes 3.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-47 Wheeljack's Technology Assist counts 3", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { character = "Wheeljack", mode = "bot", pos = { 1, 1 }, hand = { "Photon Blaster" } } })
  g:act("battle Rumble")
  g:act("Photon Blaster")
  eq(count_log(g, "p2's Assist is resolved: Photon Blaster worth 3"), 1, "the Assist is worth 3")
  eq(count_log(g, "battle outcome: 4 Power"), 1, "1 + 3 in the outcome")
end)
