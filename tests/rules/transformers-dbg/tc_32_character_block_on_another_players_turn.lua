-- TC-32 Character Block on another player's turn. [EX-TURN]
-- Given Ironhide (Bot Mode, >=2 Energon, 6 cards in discard) is Ambushed during Bumblebee's turn by
-- "Destroy 1 random card in your discard pile."
-- When Ironhide activates his 2-Energon Block ability (its text allows any player's turn).
-- Then Ironhide pays 2 Energon, the effect is cancelled, his discard pile still has 6 cards.

local H = require "lib.tf"
local ready, size, energon, pos = H.ready, H.size, H.energon, H.pos

scenario("TC-32 Ironhide's 2-Energon Block works on another player's turn", function()
  local g = ready({}, { matrix = { ["0,1"] = "Thundercracker" }, force_encounters = { "Scrap Raid" },
    p1 = { character = "Bumblebee", mode = "bot", pos = { 0, 2 }, hand = { "Patrol" } },
    p2 = { character = "Ironhide", mode = "bot", energon = 3, pos = { 0, 1 }, hand = {},
           discard = { "Courage", "Courage", "Courage", "Courage", "Fix", "Patrol" } } })
  g:act("play Patrol")
  g:act("reveal (0,1)")
  eq(g:player(), 2, "Ironhide is asked")
  g:act("Ironhide's 2-Energon Block")
  eq(energon(g, 2), 1, "Ironhide paid 2 Energon")
  eq(size(g, "discard", 2), 6, "his discard pile still has 6 cards")
end)
