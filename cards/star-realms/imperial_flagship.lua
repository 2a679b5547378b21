-- Imperial Flagship (Frontiers): Star Empire ship, cost 8; copies: Frontiers 1.
-- Data note: ally names a target PLAYER, not an opponent; one fan engine simplifies it to opponent
-- Reading: the ally targets any player, yourself included (publisher list says
-- 'target player'; digest A23), not only an opponent.
return ship {
  name = "Imperial Flagship", faction = "Star Empire", cost = 8,
  sets = { frontiers = 1 },
  text = "Gain 7 Combat; draw two cards. Ally (Star Empire): target player (you included) discards a card.",
  primary = { { combat = 7 }, { draw = 2 } },
  ally = { player_discard = 1 },
}
