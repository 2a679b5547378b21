-- Brain World (Core Set): Machine Cult Outpost, cost 8, defense 6; copies: Core Set 1.
-- Reading: draws one card for each card actually scrapped (0, 1 or 2).
return base {
  name = "Brain World", faction = "Machine Cult", cost = 8, defense = 6, outpost = true,
  sets = { core = 1 },
  text = "You may scrap up to two cards in your hand or discard pile, then draw a card for each card scrapped.",
  primary = { may_scrap_hand_or_discard_then_draw = 2 },
}
