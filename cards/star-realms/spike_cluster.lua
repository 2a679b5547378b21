-- Spike Cluster (Frontiers): Blob base, cost 2, defense 3; copies: Frontiers 2.
return base {
  name = "Spike Cluster", faction = "Blob", cost = 2, defense = 3,
  sets = { frontiers = 2 },
  text = "Gain 2 Combat. Ally (Blob): gain 1 Trade.",
  primary = { combat = 2 },
  ally = { trade = 1 },
}
