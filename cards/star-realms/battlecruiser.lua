-- Battlecruiser (Core Set): Star Empire ship, cost 6; copies: Core Set 1.
-- Reading: the scrap's base destruction is optional: the publisher list says 'may'
-- (data README); the draw is not.
return ship {
  name = "Battlecruiser", faction = "Star Empire", cost = 6,
  sets = { core = 1 },
  text = "Gain 5 Combat; draw a card. Ally (Star Empire): target opponent discards a card. Scrap: draw a card; you may destroy target base.",
  primary = { { combat = 5 }, { draw = 1 } },
  ally = { opp_discard = 1 },
  scrap = function(c)
    c:draw(1)
    c:destroy_base{ optional = true }
  end,
}
