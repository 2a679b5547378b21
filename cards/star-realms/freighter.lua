-- Freighter (Core Set): Trade Federation ship, cost 4; copies: Core Set 2.
return ship {
  name = "Freighter", faction = "Trade Federation", cost = 4,
  sets = { core = 2 },
  text = "Gain 4 Trade. Ally (Trade Federation): you may put the next ship you acquire this turn on top of your deck.",
  primary = { trade = 4 },
  ally = { may_next_ship_to_top = 1 },
}
