-- Captured Outpost (Frontiers): Star Empire Outpost, cost 3, defense 3; copies: Frontiers 2.
return base {
  name = "Captured Outpost", faction = "Star Empire", cost = 3, defense = 3, outpost = true,
  sets = { frontiers = 2 },
  text = "Draw a card, then discard a card.",
  primary = function(c) c:draw_then_discard(1) end,
}
