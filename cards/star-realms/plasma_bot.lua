-- Plasma Bot (Frontiers): Machine Cult ship, cost 2; copies: Frontiers 3.
return ship {
  name = "Plasma Bot", faction = "Machine Cult", cost = 2,
  sets = { frontiers = 3 },
  text = "Gain 3 Combat; you may scrap a card in your hand. Ally (Machine Cult): gain 2 Combat.",
  primary = function(c)
    c:combat(3)
    c:scrap_cards{ from = "hand", max = 1, optional = true }
  end,
  ally = { combat = 2 },
}
