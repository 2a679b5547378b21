-- Trade Pod (Core Set): Blob ship, cost 2; copies: Core Set 3.
return ship {
  name = "Trade Pod", faction = "Blob", cost = 2,
  sets = { core = 3 },
  text = "Gain 3 Trade. Ally (Blob): gain 2 Combat.",
  primary = function(c) c:trade(3) end,
  ally = function(c) c:combat(2) end,
}
