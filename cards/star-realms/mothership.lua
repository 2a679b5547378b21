-- Mothership (Core Set): Blob ship, cost 7; copies: Core Set 1.
return ship {
  name = "Mothership", faction = "Blob", cost = 7,
  sets = { core = 1 },
  text = "Gain 6 Combat; draw a card. Ally (Blob): draw a card.",
  primary = { { combat = 6 }, { draw = 1 } },
  ally = { draw = 1 },
}
