-- TC-20 Blocking a Reveal Attack does not stop the Boss's Ambush. [RB Boss ambush note]
-- Given Boss B (STUB: Reveal Attack + "then resolve an Ambush"); P2 in the Matrix holds a Block card.
-- When B is revealed and P2 Blocks the Reveal Attack for himself.
-- Then an Encounter is still drawn and its Ambush half applies to every player in the Matrix, P2
-- included.

local H = require "lib.tf"
local ready, energon, pos, count_log = H.ready, H.energon, H.pos, H.count_log

scenario("TC-20 The Boss's Ambush follows even for a player who Blocked its Reveal Attack", function()
  local g = ready({}, { matrix = { ["0,0"] = "Stub Ambush Boss" }, force_encounters = { "Quiet Encounter" },
    p1 = { mode = "alt", pos = { 0, 0 }, energon = 2, hand = {} },
    p2 = { pos = { 2, 3 }, energon = 2, hand = { "Shield 0" } } })
  g:act("search (0,0)")
  eq(g:player(), 2, "P2 is offered a Block")
  g:act("discard Shield 0 to Block")
  eq(energon(g, 2), 2, "P2's Energon is safe")
  eq(energon(g, 1), 1, "P1 took the Reveal Attack")
  eq(count_log(g, "Encounter drawn"), 1, "an Encounter is drawn")
  eq(count_log(g, "Quiet Encounter hits p1"), 1, "the Ambush hits P1")
  eq(count_log(g, "Quiet Encounter hits p2"), 1, "and P2")
end)
