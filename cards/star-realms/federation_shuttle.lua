-- Federation Shuttle (Core Set): Trade Federation ship, cost 1; copies: Core Set 3.
return ship {
  name = "Federation Shuttle", faction = "Trade Federation", cost = 1,
  sets = { core = 3 },
  text = "Gain 2 Trade. Ally (Trade Federation): gain 4 Authority.",
  primary = { trade = 2 },
  ally = { authority = 4 },
}
