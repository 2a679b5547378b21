-- Patrol Boat (Frontiers): Trade Federation ship, cost 3; copies: Frontiers 2.
return ship {
  name = "Patrol Boat", faction = "Trade Federation", cost = 3,
  sets = { frontiers = 2 },
  text = "Gain 4 Combat and 3 Authority. Ally (Trade Federation): gain 2 Authority.",
  primary = { { combat = 4 }, { authority = 3 } },
  ally = { authority = 2 },
}
