-- Battle Mech (Core Set): Machine Cult ship, cost 5; copies: Core Set 1.
return ship {
  name = "Battle Mech", faction = "Machine Cult", cost = 5,
  sets = { core = 1 },
  text = "Gain 4 Combat; you may scrap a card in your hand or discard pile. Ally (Machine Cult): draw a card.",
  primary = { { combat = 4 }, { may_scrap_hand_or_discard = 1 } },
  ally = { draw = 1 },
}
