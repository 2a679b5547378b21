-- TC-06 Orthogonal movement and Move spending.
-- Given Bumblebee in Alt Mode (Alt Move 2) at (1,1), no cards played.
-- When he moves to (1,2) then (0,2).
-- Then alt_move_left = 0; a further move is rejected; a direct move (1,1)->(0,2) (diagonal) is
-- rejected at any time.

local H = require "lib.tf"
local ready, pos, has_option = H.ready, H.pos, H.has_option

scenario("TC-06 Alt Move pays orthogonal steps only, one Move each", function()
  local g = ready({}, { p1 = { character = "Bumblebee", mode = "alt", pos = { 1, 1 }, hand = {} } })
  ok(not has_option(g, "fly to"), "no diagonal step is offered")
  ok(has_option(g, "move to (1,2)"), "orthogonal step offered")
  g:act("move to (1,2)")
  eq(g:get("TF.alt_move(g, 1)"), 1, "1 Alt Move left")
  ok(not has_option(g, "fly to"), "still no diagonal step")
  g:act("move to (0,2)")
  eq(pos(g, 1), "(0,2)", "position")
  eq(g:get("TF.alt_move(g, 1)"), 0, "Alt Move spent")
  ok(not has_option(g, "move to"), "a further move is rejected")
  ok(g:why("move"):find("no Move"), "reason: " .. tostring(g:why("move")))
end)
