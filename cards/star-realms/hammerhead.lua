-- Hammerhead (Frontiers): Star Empire ship, cost 5; copies: Frontiers 1.
return ship {
  name = "Hammerhead", faction = "Star Empire", cost = 5,
  sets = { frontiers = 1 },
  text = "Gain 3 Combat; draw a card; target opponent discards a card. Ally (Star Empire): draw a card, then discard a card.",
  primary = { { combat = 3 }, { draw = 1 }, { opp_discard = 1 } },
  ally = function(c) c:draw_then_discard(1) end,
}
