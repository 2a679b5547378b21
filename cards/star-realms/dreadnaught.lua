-- Dreadnaught (Core Set): Star Empire ship, cost 7; copies: Core Set 1.
return ship {
  name = "Dreadnaught", faction = "Star Empire", cost = 7,
  sets = { core = 1 },
  text = "Gain 7 Combat; draw a card. Scrap: gain 5 Combat.",
  primary = function(c)
    c:combat(7)
    c:draw(1)
  end,
  scrap = function(c) c:combat(5) end,
}
