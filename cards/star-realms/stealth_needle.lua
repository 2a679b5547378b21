-- Stealth Needle (Core Set): Machine Cult ship, cost 4; copies: Core Set 1.
-- Reading: copies another ship you played this turn (not another Needle), resolves
-- that ship's primary at once, and has that ship's faction as well as Machine Cult
-- for the rest of the turn (digest A24).
return ship {
  name = "Stealth Needle", faction = "Machine Cult", cost = 4,
  sets = { core = 1 },
  copies = true,
  text = "Copy another ship you played this turn: this ship gains that ship's abilities and faction for the turn.",
  primary = function(c) c:copy_ship() end,
}
