-- Infested Moon (Frontiers): Blob base, cost 6, defense 5; copies: Frontiers 1.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return base {
  name = "Infested Moon", faction = "Blob", cost = 6, defense = 5,
  sets = { frontiers = 1 },
  text = "Gain 4 Combat. Ally (Blob): draw a card. Double Ally (Blob): draw a card.",
  primary = { combat = 4 },
  ally = { draw = 1 },
  ally2 = { draw = 1 },
}
