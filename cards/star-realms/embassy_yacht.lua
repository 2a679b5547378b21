-- Embassy Yacht (Core Set): Trade Federation ship, cost 3; copies: Core Set 2.
-- Reading: 'bases in play' counts your own bases only (own_bases_in_play).
return ship {
  name = "Embassy Yacht", faction = "Trade Federation", cost = 3,
  sets = { core = 2 },
  text = "Gain 3 Authority and 2 Trade; if you have two or more bases in play, draw two cards.",
  primary = { { authority = 3 }, { trade = 2 }, { draw_if_two_bases = 2 } },
}
