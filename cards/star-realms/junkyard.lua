-- Junkyard (Core Set): Machine Cult Outpost, cost 6, defense 5; copies: Core Set 1.
-- Data note: printed without 'may' in the publisher list; some fan lists treat it as optional
-- Reading: compulsory, as the publisher list prints it without 'may' (data README):
-- when activated, a card in hand or discard pile must be scrapped if there is one.
return base {
  name = "Junkyard", faction = "Machine Cult", cost = 6, defense = 5, outpost = true,
  sets = { core = 1 },
  text = "Scrap a card in your hand or discard pile.",
  primary = { scrap_hand_or_discard = 1 },
}
