-- Nesting Ground (Frontiers): Blob base, cost 4, defense 5; copies: Frontiers 1.
return base {
  name = "Nesting Ground", faction = "Blob", cost = 4, defense = 5,
  sets = { frontiers = 1 },
  text = "Gain 2 Trade. Ally (Blob): gain 4 Combat.",
  primary = { trade = 2 },
  ally = { combat = 4 },
}
