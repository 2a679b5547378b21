-- Stinger (Frontiers): Blob ship, cost 1; copies: Frontiers 3.
return ship {
  name = "Stinger", faction = "Blob", cost = 1,
  sets = { frontiers = 3 },
  text = "Gain 3 Combat. Ally (Blob): gain 3 Combat. Scrap: gain 1 Trade.",
  primary = { combat = 3 },
  ally = { combat = 3 },
  scrap = { trade = 1 },
}
