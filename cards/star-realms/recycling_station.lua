-- Recycling Station (Core Set): Star Empire Outpost, cost 4, defense 4; copies: Core Set 2.
-- Reading: the discard is 'up to two' (possibly none); draw as many as discarded.
return base {
  name = "Recycling Station", faction = "Star Empire", cost = 4, defense = 4, outpost = true,
  sets = { core = 2 },
  text = "Choose one: gain 1 Trade, or discard up to two cards, then draw that many cards.",
  primary = function(c)
    c:choose {
      { "gain 1 Trade", function() c:trade(1) end },
      { "discard up to two cards, then draw that many cards", function() c:discard_then_draw{ max = 2 } end },
    }
  end,
}
