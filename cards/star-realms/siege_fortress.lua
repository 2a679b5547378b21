-- Siege Fortress (Frontiers): Star Empire Outpost, cost 7, defense 5; copies: Frontiers 1.
return base {
  name = "Siege Fortress", faction = "Star Empire", cost = 7, defense = 5, outpost = true,
  sets = { frontiers = 1 },
  text = "Gain 5 Combat. Ally (Star Empire): gain 4 Combat.",
  primary = { combat = 5 },
  ally = { combat = 4 },
}
