-- Missile Bot (Core Set): Machine Cult ship, cost 2; copies: Core Set 3.
return ship {
  name = "Missile Bot", faction = "Machine Cult", cost = 2,
  sets = { core = 3 },
  text = "Gain 2 Combat; you may scrap a card in your hand or discard pile. Ally (Machine Cult): gain 2 Combat.",
  primary = function(c)
    c:combat(2)
    c:scrap_cards{ from = "hand+discard", max = 1, optional = true }
  end,
  ally = { combat = 2 },
}
