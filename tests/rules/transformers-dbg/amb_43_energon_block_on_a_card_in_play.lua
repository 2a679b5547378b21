-- AMB-43 Energon-ability Blocks on cards in play.
-- Given Ironhide (Alt Mode, 3 Energon) with Shield Generator (Ongoing; Energon 1: Block an
-- Attack on a player within Range, any player's turn) in front of him and Patrol in front too,
-- and Bumblebee's reveal of Thundercracker Ambushes Ironhide with "Scrap Raid".
-- When Ironhide is asked to Block.
-- Then Shield Generator's Block is offered (Patrol, with no Block ability, offers none); using it
-- costs 1 Energon, cancels the Attack, and Shield Generator stays in front.

local H = require "lib.tf"
local ready, size, energon, names, has_option = H.ready, H.size, H.energon, H.names, H.has_option

scenario("AMB-43 a Block Energon ability on a card in front is offered, and the card stays", function()
  local g = ready({}, { matrix = { ["0,1"] = "Thundercracker" }, force_encounters = { "Scrap Raid" },
    p1 = { character = "Bumblebee", mode = "bot", pos = { 0, 2 }, hand = { "Patrol" } },
    p2 = { character = "Ironhide", mode = "alt", energon = 3, pos = { 0, 1 }, hand = {},
           front = { "Shield Generator", "Patrol" },
           discard = { "Courage", "Courage", "Courage", "Courage", "Fix", "Patrol" } } })
  g:act("play Patrol")
  g:act("reveal (0,1)")
  eq(g:player(), 2, "Ironhide is asked")
  ok(has_option(g, "Shield Generator's 1-Energon Block"), "Shield Generator's Block is offered")
  g:act("Shield Generator's 1-Energon Block")
  eq(energon(g, 2), 2, "Ironhide paid 1 Energon")
  eq(size(g, "discard", 2), 6, "the Attack was Blocked: his discard pile still has 6 cards")
  eq(names(g, "front", 2), { "Shield Generator", "Patrol" }, "Shield Generator stays in front")
end)
