-- Trade Escort (Core Set): Trade Federation ship, cost 5; copies: Core Set 1.
return ship {
  name = "Trade Escort", faction = "Trade Federation", cost = 5,
  sets = { core = 1 },
  text = "Gain 4 Authority and 4 Combat. Ally (Trade Federation): draw a card.",
  primary = { { authority = 4 }, { combat = 4 } },
  ally = { draw = 1 },
}
