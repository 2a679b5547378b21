-- TC-19 Boss reveal hits everyone in the Matrix. [RB Boss ambush]
-- Given 3 players: P1 at (0,0) Searches a facedown Boss B whose STUB Reveal Attack is "Attack:
-- lose 1 Energon" and which does not say "then resolve an Ambush"; P2 at (3,3); P3 OFF_BOARD
-- (has not had a first turn).
-- When B is revealed.
-- Then P1 and P2 each resolve the Reveal Attack unless Blocked; P3 is unaffected (not in the
-- Matrix; ENGINE CHOICE AMB-14); no Encounter is drawn (B has no "then Ambush"), not even for P1
-- standing on it.

local H = require "lib.tf"
local ready, energon, pos, count_log = H.ready, H.energon, H.pos, H.count_log

scenario("TC-19 A Boss's Reveal Attack hits every placed player wherever they stand, and only them", function()
  local g = ready({ players = 3 }, { matrix = { ["0,0"] = "Stub Boss" },
    p1 = { mode = "alt", pos = { 0, 0 }, energon = 2, hand = {} },
    p2 = { pos = { 3, 3 }, energon = 2, hand = {} },
    p3 = { pos = false, energon = 2, hand = {} } })
  g:act("search (0,0)")
  eq(energon(g, 1), 1, "P1 lost 1 Energon")
  eq(energon(g, 2), 1, "P2 lost 1 Energon")
  eq(energon(g, 3), 2, "P3 (off the board) is unaffected")
  eq(count_log(g, "Encounter drawn"), 0, "no Encounter drawn")
end)
