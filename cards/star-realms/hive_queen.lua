-- Hive Queen (Frontiers): Blob ship, cost 7; copies: Frontiers 1.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return ship {
  name = "Hive Queen", faction = "Blob", cost = 7,
  sets = { frontiers = 1 },
  text = "Gain 7 Combat; draw a card. Ally (Blob): gain 3 Combat. Double Ally (Blob): gain 3 Combat.",
  primary = function(c)
    c:combat(7)
    c:draw(1)
  end,
  ally = function(c) c:combat(3) end,
  ally2 = function(c) c:combat(3) end,
}
