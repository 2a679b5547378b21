-- TC-23 Avoid-Ambush does not cover Reveal Attacks. [RB Avoiding an ambush note]
-- Given P1 played Bonecrusher; P1 reveals a Boss with a Reveal Attack.
-- When the Reveal Attack resolves. Then P1 is affected (unless Blocked).

local H = require "lib.tf"
local ready, energon, pos = H.ready, H.energon, H.pos

scenario("TC-23 Bonecrusher's protection does not stop a Reveal Attack", function()
  local g = ready({}, { matrix = { ["0,0"] = "Stub Boss" },
    p1 = { mode = "bot", pos = { 0, 0 }, energon = 2, hand = { "Bonecrusher", "Roll Out!" } }, p2 = { pos = { 2, 2 } } })
  g:act("play Bonecrusher")
  g:act("search (0,0)")
  eq(energon(g, 1), 1, "P1 lost 1 Energon to the Reveal Attack")
end)
