-- Survey Ship (Core Set): Star Empire ship, cost 3; copies: Core Set 3.
return ship {
  name = "Survey Ship", faction = "Star Empire", cost = 3,
  sets = { core = 3 },
  text = "Gain 1 Trade; draw a card. Scrap: target opponent discards a card.",
  primary = { { trade = 1 }, { draw = 1 } },
  scrap = { opp_discard = 1 },
}
