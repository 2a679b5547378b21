-- Defense System (Frontiers): Machine Cult Outpost, cost 4, defense 5; copies: Frontiers 2.
return base {
  name = "Defense System", faction = "Machine Cult", cost = 4, defense = 5, outpost = true,
  sets = { frontiers = 2 },
  text = "Gain 2 Combat. Ally (Machine Cult): gain 2 Combat.",
  primary = { combat = 2 },
  ally = { combat = 2 },
}
