-- TC-95 "Any player in your space" includes yourself. [CLAR]
-- Given P1 alone on her space plays Fix (or uses Ratchet's text / Repair Bay). Then P1 may choose
-- herself. With P2 also there (or adjacent, for Fix), P1 chooses exactly one of them.

local H = require "lib.tf"
local ready, energon, pos, power, sorted = H.ready, H.energon, H.pos, H.power, H.sorted

scenario("TC-95 Alone: Fix picks yourself", function()
  local g = ready({}, { p1 = { pos = { 1, 1 }, hand = { "Fix" }, front = { "Damage" } }, p2 = { pos = { 0, 3 } } })
  g:act("play Fix")
  eq(g:get("TF.damage_count(g, 1)"), 0, "P1 repaired her own Damage")
end)

scenario("TC-95 With another player adjacent, exactly one is chosen", function()
  local g = ready({}, { p1 = { pos = { 1, 1 }, hand = { "Fix" }, front = { "Damage" } },
                        p2 = { pos = { 1, 2 }, front = { "Damage" } } })
  g:act("play Fix")
  eq(sorted(g:options()), { "p1", "p2" }, "P1 or P2")
  g:act("p2")
  eq(g:get("TF.damage_count(g, 2)"), 0, "P2 repaired")
  eq(g:get("TF.damage_count(g, 1)"), 1, "P1 not")
end)

scenario("TC-95 Ratchet's ability and Repair Bay: any player in your space, you included", function()
  local g = ready({}, { matrix = { ["1,1"] = { "Repair Bay", up = true } },
    p1 = { character = "Ratchet", mode = "bot", energon = 1, pos = { 1, 1 }, alt_move = 0, hand = {},
           front = { "Damage" }, played = { { "Roll Out!", power = 0, move = 1 } } },
    p2 = { pos = { 1, 1 }, front = { "Damage" } } })
  g:act("use Ratchet")
  eq(sorted(g:options()), { "p1", "p2" }, "Ratchet: P1 or P2")
  g:act("p1")
  g:act("Repair Bay")
  g:act("p2")
  eq(g:get("TF.damage_count(g, 1) + TF.damage_count(g, 2)"), 0, "both repaired")
end)
