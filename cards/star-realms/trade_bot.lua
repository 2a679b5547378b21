-- Trade Bot (Core Set): Machine Cult ship, cost 1; copies: Core Set 3.
return ship {
  name = "Trade Bot", faction = "Machine Cult", cost = 1,
  sets = { core = 3 },
  text = "Gain 1 Trade; you may scrap a card in your hand or discard pile. Ally (Machine Cult): gain 2 Combat.",
  primary = { { trade = 1 }, { may_scrap_hand_or_discard = 1 } },
  ally = { combat = 2 },
}
