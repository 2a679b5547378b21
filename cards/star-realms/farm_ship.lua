-- Farm Ship (Frontiers): Star Empire ship, cost 4; copies: Frontiers 2.
return ship {
  name = "Farm Ship", faction = "Star Empire", cost = 4,
  sets = { frontiers = 2 },
  text = "Gain 3 Trade; draw a card, then discard a card. Scrap: gain 4 Combat.",
  primary = function(c)
    c:trade(3)
    c:draw_then_discard(1)
  end,
  scrap = { combat = 4 },
}
