-- Frontier Hawk (Frontiers): Star Empire ship, cost 1; copies: Frontiers 3.
return ship {
  name = "Frontier Hawk", faction = "Star Empire", cost = 1,
  sets = { frontiers = 3 },
  text = "Gain 3 Combat; draw a card, then discard a card.",
  primary = function(c)
    c:combat(3)
    c:draw_then_discard(1)
  end,
}
