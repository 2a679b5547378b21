-- Warpgate Cruiser (Frontiers): Star Empire ship, cost 6; copies: Frontiers 1.
-- Reading: discard any number (possibly none), 2 Combat per card discarded, then
-- draw one card in any case.
return ship {
  name = "Warpgate Cruiser", faction = "Star Empire", cost = 6,
  sets = { frontiers = 1 },
  text = "Discard any number of cards from your hand and gain 2 Combat for each, then draw a card. Ally (Star Empire): draw a card.",
  primary = function(c)
    local n = c:discard_cards{}
    c:combat(2 * n)
    c:draw(1)
  end,
  ally = { draw = 1 },
}
