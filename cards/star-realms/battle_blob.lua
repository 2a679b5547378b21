-- Battle Blob (Core Set): Blob ship, cost 6; copies: Core Set 1.
return ship {
  name = "Battle Blob", faction = "Blob", cost = 6,
  sets = { core = 1 },
  text = "Gain 8 Combat. Ally (Blob): draw a card. Scrap: gain 4 Combat.",
  primary = { combat = 8 },
  ally = { draw = 1 },
  scrap = { combat = 4 },
}
