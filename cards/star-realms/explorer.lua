-- Explorer (Core Set + Frontiers): Unaligned ship, cost 2; copies: Core Set 10, Frontiers 16.
-- Data note: never goes to the scrap heap: returns face up to the Explorer pile
-- Reading: when scrapped, for any reason, it returns to the Explorer pile (rulebook);
-- core.lua's SR.scrap does that. Cost 2 comes from the card data.
return ship {
  name = "Explorer", cost = 2,
  role = "explorer_pile", explorer = true, sets = { core = 10, frontiers = 16 },
  text = "Gain 2 Trade. Scrap: gain 2 Combat.",
  primary = { trade = 2 },
  scrap = { combat = 2 },
}
