-- Imperial Frigate (Core Set): Star Empire ship, cost 3; copies: Core Set 3.
return ship {
  name = "Imperial Frigate", faction = "Star Empire", cost = 3,
  sets = { core = 3 },
  text = "Gain 4 Combat; target opponent discards a card. Ally (Star Empire): gain 2 Combat. Scrap: draw a card.",
  primary = { { combat = 4 }, { opp_discard = 1 } },
  ally = { combat = 2 },
  scrap = { draw = 1 },
}
