-- Missile Bot (Core Set): Machine Cult ship, cost 2; copies: Core Set 3.
return ship {
  name = "Missile Bot", faction = "Machine Cult", cost = 2,
  sets = { core = 3 },
  text = "Gain 2 Combat; you may scrap a card in your hand or discard pile. Ally (Machine Cult): gain 2 Combat.",
  primary = { { combat = 2 }, { may_scrap_hand_or_discard = 1 } },
  ally = { combat = 2 },
}
