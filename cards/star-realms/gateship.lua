-- Gateship (Frontiers): Trade Federation ship, cost 6; copies: Frontiers 1.
-- Reading: no 'may', so the free acquisition is compulsory when a card qualifies
-- (Explorers count as ships).
return ship {
  name = "Gateship", faction = "Trade Federation", cost = 6,
  sets = { frontiers = 1 },
  text = "Acquire a ship or base costing 6 or less for free and put it on top of your deck. Ally (Trade Federation): gain 5 Authority.",
  primary = function(c) c:acquire_free{ kind = "ship+base", max_cost = 6, to = "deck_top" } end,
  ally = { authority = 5 },
}
