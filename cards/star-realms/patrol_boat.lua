-- Patrol Boat (Frontiers): Trade Federation ship, cost 3; copies: Frontiers 2.
return ship {
  name = "Patrol Boat", faction = "Trade Federation", cost = 3,
  sets = { frontiers = 2 },
  text = "Gain 4 Combat and 3 Authority. Ally (Trade Federation): gain 2 Authority.",
  primary = function(c)
    c:combat(4)
    c:authority(3)
  end,
  ally = function(c) c:authority(2) end,
}
