-- Patrol Mech (Core Set): Machine Cult ship, cost 4; copies: Core Set 2.
-- Data note: ally printed without 'may' in the publisher list; some fan lists make it optional
-- Reading: the ally scrap is compulsory (publisher list, no 'may'; data README).
return ship {
  name = "Patrol Mech", faction = "Machine Cult", cost = 4,
  sets = { core = 2 },
  text = "Choose one: gain 3 Trade, or gain 5 Combat. Ally (Machine Cult): scrap a card in your hand or discard pile.",
  primary = { choose = {
    { "gain 3 Trade", trade = 3 },
    { "gain 5 Combat", combat = 5 },
  } },
  ally = { scrap_hand_or_discard = 1 },
}
