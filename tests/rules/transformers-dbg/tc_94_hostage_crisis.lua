-- TC-94 Hostage Crisis. [CLAR]
-- Given faceup Ally L1 in the Matrix and Ally L2 in front of P2. When Hostage Crisis is revealed.
-- Then L1 and L2 go under it (P2 no longer controls L2). When P1 stands on Hostage Crisis on her
-- turn, she may gain one of them (to her IN_FRONT), and only one per turn. An Ally revealed later
-- is not captured.

local H = require "lib.tf"
local ready, names, size, pos, cell, has_option, sorted =
  H.ready, H.names, H.size, H.pos, H.cell, H.has_option, H.sorted

scenario("TC-94 Hostage Crisis takes every faceup Ally; one may be rescued per turn", function()
  local g = ready({}, { matrix = { ["1,1"] = "Hostage Crisis", ["0,3"] = { "Carly", up = true }, ["1,2"] = "Chip Chase" },
    p1 = { mode = "alt", pos = { 1, 1 }, alt_move = 1, hand = { "Patrol" } },
    p2 = { pos = { 2, 3 }, front = { "Sparkplug Witwicky" } } })
  g:act("search (1,1)")
  eq(cell(g, 0, 3), false, "L1 left the Matrix")
  eq(size(g, "front", 2), 0, "P2 no longer controls L2")
  eq(sorted(names(g, "under")), sorted{ "Carly", "Sparkplug Witwicky" }, "both are under Hostage Crisis")
  ok(has_option(g, "rescue Carly") and has_option(g, "rescue Sparkplug Witwicky"), "P1 may rescue either")
  g:act("rescue Sparkplug Witwicky")
  eq(names(g, "front", 1), { "Sparkplug Witwicky" }, "gained into P1's play area")
  ok(not has_option(g, "rescue"), "only one per turn")
  g:act("play Patrol")
  g:act("reveal (1,2)")
  eq(cell(g, 1, 2), { "Chip Chase", true }, "an Ally revealed later stays")
end)
