-- Royal Redoubt (Core Set): Star Empire Outpost, cost 6, defense 6; copies: Core Set 1.
return base {
  name = "Royal Redoubt", faction = "Star Empire", cost = 6, defense = 6, outpost = true,
  sets = { core = 1 },
  text = "Gain 3 Combat. Ally (Star Empire): target opponent discards a card.",
  primary = { combat = 3 },
  ally = { opp_discard = 1 },
}
