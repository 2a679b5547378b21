-- Federation Battleship (Frontiers): Trade Federation ship, cost 7; copies: Frontiers 1.
-- Reading: no 'may' in the data, so the ally's base destruction is
-- compulsory when a base can be targeted.
return ship {
  name = "Federation Battleship", faction = "Trade Federation", cost = 7,
  sets = { frontiers = 1 },
  text = "Gain 5 Combat and 5 Authority; draw a card. Ally (Trade Federation): destroy target base. Scrap: gain 10 Authority.",
  primary = { { combat = 5 }, { authority = 5 }, { draw = 1 } },
  ally = function(c) c:destroy_base() end,
  scrap = { authority = 10 },
}
