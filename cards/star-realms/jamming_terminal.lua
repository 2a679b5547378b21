-- Jamming Terminal (Frontiers): Star Empire base, cost 5, defense 6; copies: Frontiers 1.
return base {
  name = "Jamming Terminal", faction = "Star Empire", cost = 5, defense = 6,
  sets = { frontiers = 1 },
  text = "Gain 2 Combat; target opponent discards a card.",
  primary = { { combat = 2 }, { opp_discard = 1 } },
}
