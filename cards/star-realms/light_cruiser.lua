-- Light Cruiser (Frontiers): Star Empire ship, cost 3; copies: Frontiers 3.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return ship {
  name = "Light Cruiser", faction = "Star Empire", cost = 3,
  sets = { frontiers = 3 },
  text = "Gain 4 Combat; target opponent discards a card. Ally (Star Empire): gain 2 Combat. Double Ally (Star Empire): draw a card.",
  primary = { { combat = 4 }, { opp_discard = 1 } },
  ally = { combat = 2 },
  ally2 = { draw = 1 },
}
