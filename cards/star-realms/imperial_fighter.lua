-- Imperial Fighter (Core Set): Star Empire ship, cost 1; copies: Core Set 3.
return ship {
  name = "Imperial Fighter", faction = "Star Empire", cost = 1,
  sets = { core = 3 },
  text = "Gain 2 Combat; target opponent discards a card. Ally (Star Empire): gain 2 Combat.",
  primary = { { combat = 2 }, { opp_discard = 1 } },
  ally = { combat = 2 },
}
