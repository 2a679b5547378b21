-- Mirage -- Robot (main deck, unique).
-- From the sources [CLAR]: when played, the active player avoids Ambush
-- effects; the Encounter is still drawn.
-- RECONSTRUCTION: faction Autobot, cost, Power, Range, Move, reward.
return tfcard {
  name = "Mirage", types = { "Robot" },
  reconstruction = true,
  unknown = "faction, cost, Power, Range, Move, reward",
  faction = "Autobot",
  cost = 3,
  power = 1,
  range = 1,
  move = 2,
  text = "When you play this, you avoid Ambush effects this turn (the Encounter is still drawn).",
  reward_text = "Gain 2 VP.",
  on_play = function(c) c:shield_from_ambush() end,
  reward = function(c) c:vp(2) end,
}
