-- Mech World (Core Set): Machine Cult Outpost, cost 5, defense 6; copies: Core Set 1.
-- Reading: counts as one card of every faction for both Ally and Double Ally (digest A24).
return base {
  name = "Mech World", faction = "Machine Cult", cost = 5, defense = 6, outpost = true,
  sets = { core = 1 },
  counts_as = "all",
  text = "This base counts as a card of every faction for Ally abilities.",
}
