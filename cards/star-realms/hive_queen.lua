-- Hive Queen (Frontiers): Blob ship, cost 7; copies: Frontiers 1.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return ship {
  name = "Hive Queen", faction = "Blob", cost = 7,
  sets = { frontiers = 1 },
  text = "Gain 7 Combat; draw a card. Ally (Blob): gain 3 Combat. Double Ally (Blob): gain 3 Combat.",
  primary = { { combat = 7 }, { draw = 1 } },
  ally = { combat = 3 },
  ally2 = { combat = 3 },
}
