-- TC-28 Block offer order. [RB Blocks]
-- Given seats P1 (active), P2, P3, P4; P2 is attacked and declines to Block; P3 and P1 both have a
-- Block in Range of P2; P4 has none.
-- When the Block window proceeds.
-- Then P3 is offered the Block first (clockwise from P2), P4 is skipped, P1 is offered only if P3
-- declines; once someone Blocks, nobody else is offered.

local H = require "lib.tf"
local ready, size, energon, pos, count_log = H.ready, H.size, H.energon, H.pos, H.count_log

scenario("TC-28 Blocks are offered clockwise from the attacked player's left", function()
  local g = ready({ players = 4 }, { force_encounters = { "Quiet Encounter" },
    p1 = { mode = "bot", pos = { 1, 1 }, energon = 2, hand = { "Brawl", "Shield 0" } },
    p2 = { pos = { 1, 1 }, hand = { "Shield 0" } },
    p3 = { pos = { 1, 2 }, hand = { "Shield 1" } },
    p4 = { pos = { 3, 3 }, hand = {} } })
  g:act("play Brawl")
  g:act("use Brawl")
  eq(g:player(), 2, "P2 may Block for himself first")
  g:act("do not Block")
  eq(g:player(), 3, "then P3 (clockwise from P2)")
  g:act("do not Block")
  eq(g:player(), 1, "P4 is skipped; then P1")
  g:act("discard Shield 0 to Block")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "P2 is protected")
  eq(size(g, "hand", 3), 1, "P3 kept the card")
  eq(g:player(), 1, "nobody else is asked: back to P1's action phase")
  ok(g:prompt():find("action phase"), g:prompt())
end)
