-- Destroyer Bot (Frontiers): Machine Cult ship, cost 3; copies: Frontiers 3.
return ship {
  name = "Destroyer Bot", faction = "Machine Cult", cost = 3,
  sets = { frontiers = 3 },
  text = "Gain 5 Combat; you may scrap a card in your discard pile.",
  primary = { { combat = 5 }, { may_scrap_discard = 1 } },
}
