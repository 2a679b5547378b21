-- Blob Carrier (Core Set): Blob ship, cost 6; copies: Core Set 1.
-- Reading: no 'may', so the free acquisition is compulsory when a ship is available
-- (the Explorer pile counts: an Explorer is a cost-2 ship).
return ship {
  name = "Blob Carrier", faction = "Blob", cost = 6,
  sets = { core = 1 },
  text = "Gain 7 Combat. Ally (Blob): acquire a ship for free and put it on top of your deck.",
  primary = { combat = 7 },
  ally = function(c) c:acquire_free{ kind = "ship", to = "deck_top" } end,
}
