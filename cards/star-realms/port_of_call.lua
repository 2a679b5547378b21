-- Port of Call (Core Set): Trade Federation Outpost, cost 6, defense 6; copies: Core Set 1.
-- Reading: the scrap's base destruction is optional: the publisher list says 'may'
-- (data README); the draw is not.
return base {
  name = "Port of Call", faction = "Trade Federation", cost = 6, defense = 6, outpost = true,
  sets = { core = 1 },
  text = "Gain 3 Trade. Scrap: draw a card; you may destroy target base.",
  primary = { trade = 3 },
  scrap = function(c)
    c:draw(1)
    c:destroy_base{ optional = true }
  end,
}
