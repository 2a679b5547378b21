-- Flagship (Core Set): Trade Federation ship, cost 6; copies: Core Set 1.
return ship {
  name = "Flagship", faction = "Trade Federation", cost = 6,
  sets = { core = 1 },
  text = "Gain 5 Combat; draw a card. Ally (Trade Federation): gain 5 Authority.",
  primary = function(c)
    c:combat(5)
    c:draw(1)
  end,
  ally = function(c) c:authority(5) end,
}
