-- Defense Center (Core Set): Trade Federation Outpost, cost 5, defense 5; copies: Core Set 1.
return base {
  name = "Defense Center", faction = "Trade Federation", cost = 5, defense = 5, outpost = true,
  sets = { core = 1 },
  text = "Choose one: gain 3 Authority, or gain 2 Combat. Ally (Trade Federation): gain 2 Combat.",
  primary = { choose = {
    { "gain 3 Authority", authority = 3 },
    { "gain 2 Combat", combat = 2 },
  } },
  ally = { combat = 2 },
}
