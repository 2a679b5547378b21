-- Barter World (Core Set): Trade Federation base, cost 4, defense 4; copies: Core Set 2.
return base {
  name = "Barter World", faction = "Trade Federation", cost = 4, defense = 4,
  sets = { core = 2 },
  text = "Choose one: gain 2 Authority, or gain 2 Trade. Scrap: gain 5 Combat.",
  primary = { choose = {
    { "gain 2 Authority", authority = 2 },
    { "gain 2 Trade", trade = 2 },
  } },
  scrap = { combat = 5 },
}
