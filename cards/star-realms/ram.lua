-- Ram (Core Set): Blob ship, cost 3; copies: Core Set 2.
return ship {
  name = "Ram", faction = "Blob", cost = 3,
  sets = { core = 2 },
  text = "Gain 5 Combat. Ally (Blob): gain 2 Combat. Scrap: gain 3 Trade.",
  primary = { combat = 5 },
  ally = { combat = 2 },
  scrap = { trade = 3 },
}
