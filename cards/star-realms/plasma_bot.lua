-- Plasma Bot (Frontiers): Machine Cult ship, cost 2; copies: Frontiers 3.
return ship {
  name = "Plasma Bot", faction = "Machine Cult", cost = 2,
  sets = { frontiers = 3 },
  text = "Gain 3 Combat; you may scrap a card in your hand. Ally (Machine Cult): gain 2 Combat.",
  primary = { { combat = 3 }, { may_scrap_hand = 1 } },
  ally = { combat = 2 },
}
