-- Phase Shifter -- Technology (2 copies).
-- From the sources [CLAR]: when played, the active player avoids Ambush effects;
-- the Encounter is still drawn.
-- RECONSTRUCTION: type, cost, stats.
return tfcard {
  name = "Phase Shifter", types = { "Technology" },
  reconstruction = true,
  unknown = "type, cost, stats",
  cost = 3,
  power = 1,
  range = 0,
  move = 1,
  text = "When you play this, you avoid Ambush effects this turn (the Encounter is still drawn).",
  on_play = function(c) c:shield_from_ambush() end,
}
