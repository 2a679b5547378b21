-- Outland Station (Frontiers): Trade Federation base, cost 3, defense 4; copies: Frontiers 3.
return base {
  name = "Outland Station", faction = "Trade Federation", cost = 3, defense = 4,
  sets = { frontiers = 3 },
  text = "Choose one: gain 1 Trade, or gain 3 Authority. Scrap: draw a card.",
  primary = { choose = {
    { "gain 1 Trade", trade = 1 },
    { "gain 3 Authority", authority = 3 },
  } },
  scrap = { draw = 1 },
}
