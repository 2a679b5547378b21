-- Integration Port (Frontiers): Machine Cult Outpost, cost 3, defense 5; copies: Frontiers 2.
return base {
  name = "Integration Port", faction = "Machine Cult", cost = 3, defense = 5, outpost = true,
  sets = { frontiers = 2 },
  text = "Gain 1 Trade.",
  primary = { trade = 1 },
}
