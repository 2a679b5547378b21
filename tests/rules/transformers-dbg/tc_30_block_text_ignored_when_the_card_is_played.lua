-- TC-30 Block text ignored when the card is played. [RB Block effect]
-- Given Arcee in Bumblebee's hand on his own turn with 2 Energon.
-- When he plays Arcee normally. Then its Block effect (gain 2 Energon) does not happen; Energon
-- stays 2; only its other text (U) resolves.

local H = require "lib.tf"
local ready, names, energon, pos, card_pm = H.ready, H.names, H.energon, H.pos, H.card_pm

scenario("TC-30 Playing Arcee does not give her Block effect", function()
  local g = ready({}, { p1 = { character = "Bumblebee", mode = "bot", energon = 2, pos = { 1, 1 }, hand = { "Arcee" } } })
  g:act("play Arcee")
  eq(energon(g, 1), 2, "Energon unchanged")
  eq(names(g, "played", 1), { "Arcee" }, "Arcee is played")
  eq(card_pm(g, "Arcee", 1)[1], 1, "her Power (reconstructed 1) is available")
end)
