-- Battle Blob (Core Set): Blob ship, cost 6; copies: Core Set 1.
return ship {
  name = "Battle Blob", faction = "Blob", cost = 6,
  sets = { core = 1 },
  text = "Gain 8 Combat. Ally (Blob): draw a card. Scrap: gain 4 Combat.",
  primary = function(c) c:combat(8) end,
  ally = function(c) c:draw(1) end,
  scrap = function(c) c:combat(4) end,
}
