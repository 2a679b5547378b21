-- Space Station (Core Set): Star Empire Outpost, cost 4, defense 4; copies: Core Set 2.
return base {
  name = "Space Station", faction = "Star Empire", cost = 4, defense = 4, outpost = true,
  sets = { core = 2 },
  text = "Gain 2 Combat. Ally (Star Empire): gain 2 Combat. Scrap: gain 4 Trade.",
  primary = { combat = 2 },
  ally = { combat = 2 },
  scrap = { trade = 4 },
}
