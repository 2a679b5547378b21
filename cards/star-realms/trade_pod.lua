-- Trade Pod (Core Set): Blob ship, cost 2; copies: Core Set 3.
return ship {
  name = "Trade Pod", faction = "Blob", cost = 2,
  sets = { core = 3 },
  text = "Gain 3 Trade. Ally (Blob): gain 2 Combat.",
  primary = { trade = 3 },
  ally = { combat = 2 },
}
