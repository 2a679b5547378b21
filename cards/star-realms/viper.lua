-- Viper (Core Set + Frontiers): Unaligned ship, not acquirable; copies: Core Set 4, Frontiers 8.
-- Starting card: 2 in each Personal Deck; never in the Trade Row.
return ship {
  name = "Viper",
  role = "personal_deck", sets = { core = 4, frontiers = 8 },
  text = "Gain 1 Combat.",
  primary = { combat = 1 },
}
