-- Ion Station (Frontiers): Trade Federation Outpost, cost 5, defense 5; copies: Frontiers 1.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return base {
  name = "Ion Station", faction = "Trade Federation", cost = 5, defense = 5, outpost = true,
  sets = { frontiers = 1 },
  text = "Gain 2 Trade. Ally (Trade Federation): gain 1 Trade. Double Ally (Trade Federation): gain 4 Combat and 4 Authority.",
  primary = { trade = 2 },
  ally = { trade = 1 },
  ally2 = { { combat = 4 }, { authority = 4 } },
}
