-- Battle Pod (Core Set): Blob ship, cost 2; copies: Core Set 2.
-- Reading: the Trade Row scrap is optional: the publisher list says 'may' (data README).
return ship {
  name = "Battle Pod", faction = "Blob", cost = 2,
  sets = { core = 2 },
  text = "Gain 4 Combat; you may scrap a card in the Trade Row. Ally (Blob): gain 2 Combat.",
  primary = { { combat = 4 }, { may_scrap_trade_row = 1 } },
  ally = { combat = 2 },
}
