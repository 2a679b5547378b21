-- TC-38 Partial spending.
-- Given a played card with Power 3, Range 1 and nothing else. When the player buys a cost-2 card at
-- distance 1. Then that card keeps 1 Power, still usable later this turn at Range <= 1.

local H = require "lib.tf"
local ready, pos, power, card_pm = H.ready, H.pos, H.power, H.card_pm

scenario("TC-38 A card's unspent Power stays on it", function()
  local g = ready({}, { matrix = { ["1,2"] = { "Skids", up = true } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {}, played = { { "Photon Blaster", power = 3 } } } })
  g:act("buy Skids at (1,2) (cost 2)")
  eq(card_pm(g, "Photon Blaster", 1)[1], 1, "1 Power left on the card")
  eq(power(g, 1, 1), 1, "usable at Range 1")
end)
