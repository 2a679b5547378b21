-- Blob Miner (Frontiers): Blob ship, cost 2; copies: Frontiers 3.
return ship {
  name = "Blob Miner", faction = "Blob", cost = 2,
  sets = { frontiers = 3 },
  text = "Gain 3 Trade; you may scrap a card in the Trade Row. Scrap: gain 2 Combat.",
  primary = { { trade = 3 }, { may_scrap_trade_row = 1 } },
  scrap = { combat = 2 },
}
