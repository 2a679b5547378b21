-- Frontier Runner (Frontiers): Trade Federation ship, cost 1; copies: Frontiers 3.
return ship {
  name = "Frontier Runner", faction = "Trade Federation", cost = 1,
  sets = { frontiers = 3 },
  text = "Gain 2 Trade and 2 Authority.",
  primary = { { trade = 2 }, { authority = 2 } },
}
