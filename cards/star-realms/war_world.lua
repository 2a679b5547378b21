-- War World (Core Set): Star Empire Outpost, cost 5, defense 4; copies: Core Set 1.
return base {
  name = "War World", faction = "Star Empire", cost = 5, defense = 4, outpost = true,
  sets = { core = 1 },
  text = "Gain 3 Combat. Ally (Star Empire): gain 4 Combat.",
  primary = { combat = 3 },
  ally = { combat = 4 },
}
