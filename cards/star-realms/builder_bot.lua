-- Builder Bot (Frontiers): Machine Cult ship, cost 1; copies: Frontiers 3.
return ship {
  name = "Builder Bot", faction = "Machine Cult", cost = 1,
  sets = { frontiers = 3 },
  text = "Gain 1 Trade; you may scrap a card in your discard pile. Ally (Machine Cult): gain 1 Trade. Scrap: gain 2 Combat.",
  primary = { { trade = 1 }, { may_scrap_discard = 1 } },
  ally = { trade = 1 },
  scrap = { combat = 2 },
}
