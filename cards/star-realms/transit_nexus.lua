-- Transit Nexus (Frontiers): Trade Federation base, cost 8, defense 6; copies: Frontiers 1.
return base {
  name = "Transit Nexus", faction = "Trade Federation", cost = 8, defense = 6,
  sets = { frontiers = 1 },
  text = "Gain 3 Combat, 4 Trade and 5 Authority.",
  primary = { { combat = 3 }, { trade = 4 }, { authority = 5 } },
}
