-- Scout (Core Set + Frontiers): Unaligned ship, not acquirable; copies: Core Set 16, Frontiers 32.
-- Starting card: 8 in each Personal Deck; never in the Trade Row.
return ship {
  name = "Scout",
  role = "personal_deck", sets = { core = 16, frontiers = 32 },
  text = "Gain 1 Trade.",
  primary = { trade = 1 },
}
