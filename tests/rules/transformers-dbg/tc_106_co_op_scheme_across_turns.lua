-- TC-106 Co-op Scheme across turns. [RB Co-op 4]
-- Given a Co-op Scheme needing 3 contributed cards. P1 (on its space) contributes 2 cards on her
-- turn; P2 (on its space) contributes 1 on his turn.
-- Then it is thwarted on P2's contribution: the Scheme and the 3 cards are destroyed; any
-- contributed Energon returns to the supply; nobody gains anything. A player not on its space
-- cannot contribute.  (Three Card Plot is a test FIXTURE.)

local H = require "lib.tf"
local ready, names, size, pos, cell, has_option, sorted =
  H.ready, H.names, H.size, H.pos, H.cell, H.has_option, H.sorted

scenario("TC-106 Contributions to a Co-op Scheme add up over turns and players", function()
  local g = ready({ options = "mode=coop" }, { matrix = { ["1,1"] = { "Three Card Plot", up = true } },
    main_deck = { "Skids", "Skids", "Skids", "Skids" },
    p1 = { pos = { 1, 1 }, hand = { "Courage", "Patrol", "Firepower" } },
    p2 = { pos = { 0, 0 }, hand = { "Jazz", "Courage" } } })
  g:act("contribute Courage")
  g:act("contribute Patrol")
  eq(size(g, "under"), 2, "2 contributed")
  g:act("end turn")
  ok(not has_option(g, "contribute"), "P2 is not on its space")
  ok(g:why("contribute to Three Card Plot"):find("must be on"), g:why("contribute to Three Card Plot"))
  g:setup{ p2 = { pos = { 1, 1 } } }
  g:act("contribute Jazz")
  eq(cell(g, 1, 1), false, "the Scheme is gone")
  local md = table.concat(sorted(names(g, "main_discard")), ",")
  ok(md:find("Jazz") and md:find("Three Card Plot"), "main-deck cards destroyed: " .. md)
  eq(sorted(names(g, "removed")), sorted{ "Courage", "Patrol" }, "Starters removed")
  eq(size(g, "vault", 2), 0, "nobody gains it")
end)
