-- Moonwurm Hatchling (Frontiers): Blob ship, cost 4; copies: Frontiers 2.
-- Reading: choosing the destroy branch destroys a base if any can be targeted;
-- it gives nothing otherwise.
-- Reading: the Double Ally needs two OTHER cards of the faction in play (digest A1).
return ship {
  name = "Moonwurm Hatchling", faction = "Blob", cost = 4,
  sets = { frontiers = 2 },
  text = "Choose one: gain 3 Trade, or destroy target base. Ally (Blob): gain 3 Combat. Double Ally (Blob): gain 3 Combat.",
  primary = function(c)
    c:choose {
      { "gain 3 Trade", function() c:trade(3) end },
      { "destroy target base", function() c:destroy_base() end },
    }
  end,
  ally = { combat = 3 },
  ally2 = { combat = 3 },
}
