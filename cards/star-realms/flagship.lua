-- Flagship (Core Set): Trade Federation ship, cost 6; copies: Core Set 1.
return ship {
  name = "Flagship", faction = "Trade Federation", cost = 6,
  sets = { core = 1 },
  text = "Gain 5 Combat; draw a card. Ally (Trade Federation): gain 5 Authority.",
  primary = { { combat = 5 }, { draw = 1 } },
  ally = { authority = 5 },
}
