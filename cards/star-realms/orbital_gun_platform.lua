-- Orbital Gun Platform (Frontiers): Star Empire Outpost, cost 4, defense 4; copies: Frontiers 2.
return base {
  name = "Orbital Gun Platform", faction = "Star Empire", cost = 4, defense = 4, outpost = true,
  sets = { frontiers = 2 },
  text = "Gain 3 Combat. Scrap: gain 3 Trade.",
  primary = { combat = 3 },
  scrap = { trade = 3 },
}
