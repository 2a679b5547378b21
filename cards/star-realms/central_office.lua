-- Central Office (Core Set): Trade Federation base, cost 7, defense 6; copies: Core Set 1.
return base {
  name = "Central Office", faction = "Trade Federation", cost = 7, defense = 6,
  sets = { core = 1 },
  text = "Gain 2 Trade; you may put the next ship you acquire this turn on top of your deck. Ally (Trade Federation): draw a card.",
  primary = function(c)
    c:trade(2)
    c:next_acquired_to_top{ kind = "ship", optional = true }
  end,
  ally = { draw = 1 },
}
