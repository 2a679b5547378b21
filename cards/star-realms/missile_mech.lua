-- Missile Mech (Core Set): Machine Cult ship, cost 6; copies: Core Set 1.
-- Reading: the base destruction is optional: the publisher list says 'may' (data README).
return ship {
  name = "Missile Mech", faction = "Machine Cult", cost = 6,
  sets = { core = 1 },
  text = "Gain 6 Combat; you may destroy target base. Ally (Machine Cult): draw a card.",
  primary = function(c)
    c:combat(6)
    c:destroy_base{ optional = true }
  end,
  ally = { draw = 1 },
}
