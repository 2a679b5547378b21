-- Cutter (Core Set): Trade Federation ship, cost 2; copies: Core Set 3.
return ship {
  name = "Cutter", faction = "Trade Federation", cost = 2,
  sets = { core = 3 },
  text = "Gain 4 Authority and 2 Trade. Ally (Trade Federation): gain 4 Combat.",
  primary = { { authority = 4 }, { trade = 2 } },
  ally = { combat = 4 },
}
