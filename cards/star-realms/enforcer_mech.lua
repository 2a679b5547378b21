-- Enforcer Mech (Frontiers): Machine Cult ship, cost 5; copies: Frontiers 1.
-- Reading: no 'may' in the data, so the ally's base destruction is compulsory
-- when a base can be targeted; the primary's scrap is optional ('?').
return ship {
  name = "Enforcer Mech", faction = "Machine Cult", cost = 5,
  sets = { frontiers = 1 },
  text = "Gain 5 Combat; you may scrap a card in your hand or discard pile. Ally (Machine Cult): destroy target base. Scrap: draw a card.",
  primary = { { combat = 5 }, { may_scrap_hand_or_discard = 1 } },
  ally = function(c) c:destroy_base() end,
  scrap = { draw = 1 },
}
