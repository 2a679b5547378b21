-- Explorer: always available from its own pile.  When scrapped for any
-- reason it returns to the Explorer pile (core.lua's SR.scrap does that).
return ship {
  name = "Explorer", role = "explorer_pile", cost = 2, explorer = true,
  sets = { core = 10, frontiers = 16 },
  text = "Gain 2 Trade. Scrap: gain 2 Combat.",
  primary = function(c) c:trade(2) end,
  scrap = function(c) c:combat(2) end,
}
