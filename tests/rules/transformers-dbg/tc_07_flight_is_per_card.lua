-- TC-07 Flight is per card. [RB Flight]
-- Given cards played: F (Move 1, Flight) and G (Move 1, no Flight); standee at (1,1).
-- When the player tries to move to (0,0) using G. Then rejected.
-- When the player moves to (0,0) using F. Then accepted; F has 0 Move left; G still has 1
-- (orthogonal only).  (F and G are test-only STUBs.)

local H = require "lib.tf"
local ready, pos, card_pm, has_option = H.ready, H.pos, H.card_pm, H.has_option

scenario("TC-07 Only Move from a card with Flight may go diagonally", function()
  local g = ready({}, { p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { "G" } } })
  ok(not has_option(g, "fly to (0,0)"), "G's Move cannot go diagonally")
  ok(g:why("fly"):find("Flight"), "reason: " .. tostring(g:why("fly")))
  g:setup{ p1 = { played = { "F", "G" } } }
  ok(has_option(g, "fly to (0,0)"), "F's Move can")
  g:act("fly to (0,0)")
  eq(pos(g, 1), "(0,0)", "position after the diagonal step")
  eq(card_pm(g, "F", 1)[2], 0, "F has no Move left")
  eq(card_pm(g, "G", 1)[2], 1, "G keeps its Move")
  ok(not has_option(g, "fly to"), "no more diagonal steps")
  ok(has_option(g, "move to (0,1)"), "G still pays an orthogonal step")
end)
