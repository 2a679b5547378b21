-- Command Ship (Core Set): Trade Federation ship, cost 8; copies: Core Set 1.
-- Data note: ally printed without 'may' in the publisher list; one fan JSON list makes it optional
-- Reading: the ally's base destruction is compulsory when a base can be targeted
-- (publisher list, no 'may'; data README).
return ship {
  name = "Command Ship", faction = "Trade Federation", cost = 8,
  sets = { core = 1 },
  text = "Gain 4 Authority and 5 Combat; draw two cards. Ally (Trade Federation): destroy target base.",
  primary = { { authority = 4 }, { combat = 5 }, { draw = 2 } },
  ally = function(c) c:destroy_base() end,
}
