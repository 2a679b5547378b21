-- Blob Alpha (Frontiers): Blob ship, cost 6; copies: Frontiers 1.
return ship {
  name = "Blob Alpha", faction = "Blob", cost = 6,
  sets = { frontiers = 1 },
  text = "Gain 10 Combat.",
  primary = { combat = 10 },
}
