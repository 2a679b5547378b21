-- Battle Mech (Core Set): Machine Cult ship, cost 5; copies: Core Set 1.
return ship {
  name = "Battle Mech", faction = "Machine Cult", cost = 5,
  sets = { core = 1 },
  text = "Gain 4 Combat; you may scrap a card in your hand or discard pile. Ally (Machine Cult): draw a card.",
  primary = function(c)
    c:combat(4)
    c:scrap_cards{ from = "hand+discard", max = 1, optional = true }
  end,
  ally = { draw = 1 },
}
