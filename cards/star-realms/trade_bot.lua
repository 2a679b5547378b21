-- Trade Bot (Core Set): Machine Cult ship, cost 1; copies: Core Set 3.
return ship {
  name = "Trade Bot", faction = "Machine Cult", cost = 1,
  sets = { core = 3 },
  text = "Gain 1 Trade; you may scrap a card in your hand or discard pile. Ally (Machine Cult): gain 2 Combat.",
  primary = function(c)
    c:trade(1)
    c:scrap_cards{ from = "hand+discard", max = 1, optional = true }
  end,
  ally = { combat = 2 },
}
