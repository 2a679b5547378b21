-- Federation Cruiser (Frontiers): Trade Federation ship, cost 5; copies: Frontiers 1.
return ship {
  name = "Federation Cruiser", faction = "Trade Federation", cost = 5,
  sets = { frontiers = 1 },
  text = "Gain 5 Combat and 4 Authority. Ally (Trade Federation): gain 2 Combat and 2 Authority.",
  primary = { { combat = 5 }, { authority = 4 } },
  ally = { { combat = 2 }, { authority = 2 } },
}
