-- Central Office (Core Set): Trade Federation base, cost 7, defense 6; copies: Core Set 1.
return base {
  name = "Central Office", faction = "Trade Federation", cost = 7, defense = 6,
  sets = { core = 1 },
  text = "Gain 2 Trade; you may put the next ship you acquire this turn on top of your deck. Ally (Trade Federation): draw a card.",
  primary = { { trade = 2 }, { may_next_ship_to_top = 1 } },
  ally = { draw = 1 },
}
