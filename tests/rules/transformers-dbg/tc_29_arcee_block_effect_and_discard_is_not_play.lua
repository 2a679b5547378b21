-- TC-29 Arcee Block effect and "discard is not play". [EX-BOSS]
-- Given Bumblebee (2 Energon) with Arcee in hand; an Ambush "Attack: Lose 2 Energon." targets
-- Bumblebee.
-- When Bumblebee discards Arcee to Block.
-- Then the Attack is cancelled (Energon not reduced); Bumblebee gains 2 Energon (now 4); Arcee is
-- in Bumblebee's discard pile, not in PLAYED; Arcee's other text does not resolve and she adds no
-- Power; "each card you play" bonuses do not trigger.

local H = require "lib.tf"
local ready, names, size, energon, pos, power = H.ready, H.names, H.size, H.energon, H.pos, H.power

scenario("TC-29 Arcee's Block: the Attack is cancelled and she gives 2 Energon", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Rumble", up = true } }, force_encounters = { "Energon Ambush" },
    p1 = { character = "Bumblebee", mode = "alt", energon = 2, pos = { 1, 1 }, hand = { "Arcee" } } })
  g:act("move to (1,0)")
  g:act("discard Arcee to Block")
  eq(energon(g, 1), 4, "2 + 2 from Arcee, nothing lost")
  eq(names(g, "discard", 1), { "Arcee" }, "Arcee is in the discard pile")
  eq(size(g, "played", 1), 0, "nothing was played")
  eq(power(g, 1, 0), 0, "no Power")
end)
