-- The Hive (Core Set): Blob base, cost 5, defense 5; copies: Core Set 1.
return base {
  name = "The Hive", faction = "Blob", cost = 5, defense = 5,
  sets = { core = 1 },
  text = "Gain 3 Combat. Ally (Blob): draw a card.",
  primary = { combat = 3 },
  ally = { draw = 1 },
}
