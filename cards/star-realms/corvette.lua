-- Corvette (Core Set): Star Empire ship, cost 2; copies: Core Set 2.
return ship {
  name = "Corvette", faction = "Star Empire", cost = 2,
  sets = { core = 2 },
  text = "Gain 1 Combat; draw a card. Ally (Star Empire): gain 2 Combat.",
  primary = { { combat = 1 }, { draw = 1 } },
  ally = { combat = 2 },
}
