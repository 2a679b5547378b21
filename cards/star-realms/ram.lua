-- Ram (Core Set): Blob ship, cost 3; copies: Core Set 2.
return ship {
  name = "Ram", faction = "Blob", cost = 3,
  sets = { core = 2 },
  text = "Gain 5 Combat. Ally (Blob): gain 2 Combat. Scrap: gain 3 Trade.",
  primary = function(c) c:combat(5) end,
  ally = function(c) c:combat(2) end,
  scrap = function(c) c:trade(3) end,
}
