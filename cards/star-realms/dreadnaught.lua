-- Dreadnaught (Core Set): Star Empire ship, cost 7; copies: Core Set 1.
return ship {
  name = "Dreadnaught", faction = "Star Empire", cost = 7,
  sets = { core = 1 },
  text = "Gain 7 Combat; draw a card. Scrap: gain 5 Combat.",
  primary = { { combat = 7 }, { draw = 1 } },
  scrap = { combat = 5 },
}
