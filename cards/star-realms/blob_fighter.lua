-- Blob Fighter (Core Set): Blob ship, cost 1; copies: Core Set 3.
return ship {
  name = "Blob Fighter", faction = "Blob", cost = 1,
  sets = { core = 3 },
  text = "Gain 3 Combat. Ally (Blob): draw a card.",
  primary = { combat = 3 },
  ally = { draw = 1 },
}
