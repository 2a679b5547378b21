-- Nesting Ground (Frontiers): Blob base, cost 4, defense 5; copies: Frontiers 1.
return base {
  name = "Nesting Ground", faction = "Blob", cost = 4, defense = 5,
  sets = { frontiers = 1 },
  text = "Gain 2 Trade. Ally (Blob): gain 4 Combat.",
  primary = function(c) c:trade(2) end,
  ally = function(c) c:combat(4) end,
}
