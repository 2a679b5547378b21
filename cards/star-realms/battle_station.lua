-- Battle Station (Core Set): Machine Cult Outpost, cost 3, defense 5; copies: Core Set 2.
return base {
  name = "Battle Station", faction = "Machine Cult", cost = 3, defense = 5, outpost = true,
  sets = { core = 2 },
  text = "Scrap: gain 5 Combat.",
  scrap = { combat = 5 },
}
