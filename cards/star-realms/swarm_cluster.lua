-- Swarm Cluster (Frontiers): Blob base, cost 8, defense 8; copies: Frontiers 1.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return base {
  name = "Swarm Cluster", faction = "Blob", cost = 8, defense = 8,
  sets = { frontiers = 1 },
  text = "Gain 5 Combat. Ally (Blob): gain 3 Combat. Double Ally (Blob): gain 3 Combat.",
  primary = { combat = 5 },
  ally = { combat = 3 },
  ally2 = { combat = 3 },
}
