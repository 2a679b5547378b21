-- Orbital Shuttle (Frontiers): Trade Federation ship, cost 2; copies: Frontiers 3.
-- Reading: 'bases in play' counts your own bases only (own_bases_in_play).
return ship {
  name = "Orbital Shuttle", faction = "Trade Federation", cost = 2,
  sets = { frontiers = 3 },
  text = "Gain 3 Trade; if you have two or more bases in play, gain 4 Authority and draw a card.",
  primary = { { trade = 3 }, { authority_if_two_bases = 4 }, { draw_if_two_bases = 1 } },
}
