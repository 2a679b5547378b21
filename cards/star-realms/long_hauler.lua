-- Long Hauler (Frontiers): Trade Federation ship, cost 4; copies: Frontiers 2.
-- Reading: no 'may': the next base acquired this turn goes on top of the deck.
return ship {
  name = "Long Hauler", faction = "Trade Federation", cost = 4,
  sets = { frontiers = 2 },
  text = "Gain 3 Trade. Ally (Trade Federation): gain 2 Trade. Scrap: the next base you acquire this turn goes on top of your deck.",
  primary = { trade = 3 },
  ally = { trade = 2 },
  scrap = { next_base_to_top = 1 },
}
