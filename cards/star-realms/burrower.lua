-- Burrower (Frontiers): Blob ship, cost 3; copies: Frontiers 2.
-- Reading: no 'may', so the free acquisition is compulsory when a card of cost 4 or
-- less is available (Explorers count).
return ship {
  name = "Burrower", faction = "Blob", cost = 3,
  sets = { frontiers = 2 },
  text = "Gain 5 Combat. Ally (Blob): draw a card. Scrap: acquire a card costing 4 or less for free and put it into your discard pile.",
  primary = { combat = 5 },
  ally = { draw = 1 },
  scrap = function(c) c:acquire_free{ kind = "any", max_cost = 4, to = "discard" } end,
}
