-- Blob Destroyer (Core Set): Blob ship, cost 4; copies: Core Set 2.
-- Data note: ally: the two parts are independent (either, both or neither)
-- Reading: both ally parts are optional and independent, as the publisher list
-- words them ('may'); either, both or neither may be done (data README).
return ship {
  name = "Blob Destroyer", faction = "Blob", cost = 4,
  sets = { core = 2 },
  text = "Gain 6 Combat. Ally (Blob): you may destroy target base; you may scrap a card in the Trade Row.",
  primary = { combat = 6 },
  ally = function(c)
    c:destroy_base{ optional = true }
    c:scrap_cards{ from = "trade_row", max = 1, optional = true }
  end,
}
