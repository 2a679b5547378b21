-- TC-12 Limited Teleport measures orthogonally.
-- Given an effect "Teleport 1 space"; P1 at (1,1).
-- When P1 targets (0,0). Then rejected (distance 2). When P1 targets (0,1). Then accepted.

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-12 'Teleport 1 space' reaches orthogonal distance 1 only", function()
  local g = ready({}, { p1 = { pos = { 1, 1 }, hand = { "Hop" } } })
  g:act("play Hop")
  ok(not has_option(g, "teleport to (0,0)"), "(0,0) is at distance 2")
  ok(has_option(g, "teleport to (0,1)"), "(0,1) is at distance 1")
  g:act("teleport to (0,1)")
  eq(pos(g, 1), "(0,1)", "p1 teleported")
end)
