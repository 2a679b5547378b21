-- Crusher (Frontiers): Blob ship, cost 3; copies: Frontiers 2.
return ship {
  name = "Crusher", faction = "Blob", cost = 3,
  sets = { frontiers = 2 },
  text = "Gain 6 Combat. Ally (Blob): gain 2 Trade.",
  primary = { combat = 6 },
  ally = { trade = 2 },
}
