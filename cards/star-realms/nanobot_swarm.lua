-- Nanobot Swarm (Frontiers): Machine Cult ship, cost 8; copies: Frontiers 1.
return ship {
  name = "Nanobot Swarm", faction = "Machine Cult", cost = 8,
  sets = { frontiers = 1 },
  text = "Gain 5 Combat; draw two cards; you may scrap up to two cards in your hand or discard pile.",
  primary = function(c)
    c:combat(5)
    c:draw(2)
    c:scrap_cards{ from = "hand+discard", max = 2, optional = true }
  end,
}
