-- Cargo Craft (Frontiers): Star Empire ship, cost 2; copies: Frontiers 3.
return ship {
  name = "Cargo Craft", faction = "Star Empire", cost = 2,
  sets = { frontiers = 3 },
  text = "Gain 2 Trade; target opponent discards a card. Ally (Star Empire): gain 4 Combat.",
  primary = { { trade = 2 }, { opp_discard = 1 } },
  ally = { combat = 4 },
}
