-- TC-12 Limited Teleport measures orthogonally.
-- Given an effect "Teleport 1 space"; P1 at (1,1).
-- When P1 targets (0,0). Then rejected (distance 2). When P1 targets (0,1). Then accepted.

local H = require "lib.tf"
local ready, pos, has_option = H.ready, H.pos, H.has_option

scenario("TC-12 'Teleport 1 space' reaches orthogonal distance 1 only", function()
  local g = ready({}, { p1 = { pos = { 1, 1 }, hand = { "Hop" } } })
  g:act("play Hop")
  ok(not has_option(g, "teleport to (0,0)"), "(0,0) is at distance 2")
  ok(has_option(g, "teleport to (0,1)"), "(0,1) is at distance 1")
  g:act("teleport to (0,1)")
  eq(pos(g, 1), "(0,1)", "p1 teleported")
end)
