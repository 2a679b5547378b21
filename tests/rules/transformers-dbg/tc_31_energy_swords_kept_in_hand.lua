-- TC-31 Energy Swords kept in hand. [CLAR]
-- Given P2 (3 Energon) holds Energy Swords; P2 is attacked during P1's turn.
-- When P2 discards it to Block and pays 2 Energon to keep it.
-- Then the Attack is cancelled; Energy Swords remains in P2's hand; P2 has 1 Energon; P2 may use
-- it again to Block a later Attack or play it on his turn; at the end of P2's own turn it is
-- discarded with the hand.

local H = require "lib.tf"
local ready, names, energon, pos, count_log, has_option =
  H.ready, H.names, H.energon, H.pos, H.count_log, H.has_option

scenario("TC-31 Energy Swords: pay 2 Energon to keep it after Blocking", function()
  local g = ready({}, { force_encounters = { "Quiet Encounter", "Quiet Encounter" },
    matrix = { ["0,1"] = { "Rumble", up = true } },
    main_deck = { "Wheelie", "Wheelie", "Wheelie", "Wheelie" },
    p1 = { mode = "alt", pos = { 0, 1 }, energon = 2, alt_move = 2, hand = { "Brawl" } },
    p2 = { pos = { 0, 1 }, energon = 3, hand = { "Energy Swords" },
           deck = { "Courage", "Courage", "Courage", "Courage", "Courage" } } })
  g:act("play Brawl")
  g:act("use Brawl")
  g:act("discard Energy Swords to Block")
  eq(g:prompt(), "Energy Swords: pay 2 Energon to keep Energy Swords in your hand?", "keep offer")
  g:act("yes")
  eq(count_log(g, "Quiet Encounter hits p2"), 0, "the Attack is cancelled")
  eq(names(g, "hand", 2), { "Energy Swords" }, "Energy Swords is back in P2's hand")
  eq(energon(g, 2), 1, "P2 paid 2 Energon")
  -- a later Attack: P1 steps off and back onto Rumble, P2 may Block for P1 with it again
  g:act("move to (0,0)")
  g:act("move to (0,1)")
  eq(g:player(), 2, "P2 may Block again with the kept Energy Swords")
  ok(has_option(g, "discard Energy Swords to Block"), "offered again")
  g:act("do not Block")
  g:act("end turn")
  eq(names(g, "hand", 2), { "Energy Swords" }, "still in hand on P2's turn")
  ok(has_option(g, "play Energy Swords"), "P2 may play it on his turn")
  g:act("end turn")
  ok(g:get("(function() for _, n in ipairs(T.names(g, 'discard', 2)) do if n == 'Energy Swords' then return true end end return false end)()"),
     "at the end of P2's turn it is discarded with the hand")
end)
