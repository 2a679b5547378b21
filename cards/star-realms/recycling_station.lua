-- Recycling Station (Core Set): Star Empire Outpost, cost 4, defense 4; copies: Core Set 2.
-- Reading: the discard is 'up to two' (possibly none); draw as many as discarded.
return base {
  name = "Recycling Station", faction = "Star Empire", cost = 4, defense = 4, outpost = true,
  sets = { core = 2 },
  text = "Choose one: gain 1 Trade, or discard up to two cards, then draw that many cards.",
  primary = { choose = { { "gain 1 Trade", trade = 1 },
                         { "discard up to two cards, then draw that many cards", may_discard_then_draw = 2 } } },
}
