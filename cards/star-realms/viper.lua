-- Viper: starting card, 2 in each Personal Deck.
return ship {
  name = "Viper", role = "personal_deck",
  sets = { core = 4, frontiers = 8 },
  text = "Gain 1 Combat.",
  primary = function(c) c:combat(1) end,
}
