-- Machine Base (Core Set): Machine Cult Outpost, cost 7, defense 6; copies: Core Set 1.
-- Reading: both steps are compulsory (no '?'): draw first, then scrap a card
-- from your hand (the card just drawn may be the one scrapped).
return base {
  name = "Machine Base", faction = "Machine Cult", cost = 7, defense = 6, outpost = true,
  sets = { core = 1 },
  text = "Draw a card; scrap a card in your hand.",
  primary = { { draw = 1 }, { scrap_hand = 1 } },
}
