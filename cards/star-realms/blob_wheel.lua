-- Blob Wheel (Core Set): Blob base, cost 3, defense 5; copies: Core Set 3.
return base {
  name = "Blob Wheel", faction = "Blob", cost = 3, defense = 5,
  sets = { core = 3 },
  text = "Gain 1 Combat. Scrap: gain 3 Trade.",
  primary = { combat = 1 },
  scrap = { trade = 3 },
}
