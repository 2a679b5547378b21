-- Supply Bot (Core Set): Machine Cult ship, cost 3; copies: Core Set 3.
return ship {
  name = "Supply Bot", faction = "Machine Cult", cost = 3,
  sets = { core = 3 },
  text = "Gain 2 Trade; you may scrap a card in your hand or discard pile. Ally (Machine Cult): gain 2 Combat.",
  primary = { { trade = 2 }, { may_scrap_hand_or_discard = 1 } },
  ally = { combat = 2 },
}
