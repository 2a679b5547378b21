-- Trading Post (Core Set): Trade Federation Outpost, cost 3, defense 4; copies: Core Set 2.
return base {
  name = "Trading Post", faction = "Trade Federation", cost = 3, defense = 4, outpost = true,
  sets = { core = 2 },
  text = "Choose one: gain 1 Authority, or gain 1 Trade. Scrap: gain 3 Combat.",
  primary = { choose = {
    { "gain 1 Authority", authority = 1 },
    { "gain 1 Trade", trade = 1 },
  } },
  scrap = { combat = 3 },
}
