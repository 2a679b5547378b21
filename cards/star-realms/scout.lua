-- Scout: starting card, 8 in each Personal Deck.
return ship {
  name = "Scout", role = "personal_deck",
  sets = { core = 16, frontiers = 32 },
  text = "Gain 1 Trade.",
  primary = function(c) c:trade(1) end,
}
