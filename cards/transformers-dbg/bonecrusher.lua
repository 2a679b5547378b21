-- Bonecrusher -- Robot (main deck, unique).
-- From the sources [CLAR]: when played, the active player avoids Ambush effects;
-- the Encounter is still drawn.
-- RECONSTRUCTION: faction Decepticon, cost, stats, reward.
return tfcard {
  name = "Bonecrusher", types = { "Robot" },
  reconstruction = true,
  unknown = "faction, cost, stats, reward",
  faction = "Decepticon",
  cost = 4,
  power = 2,
  range = 0,
  move = 1,
  text = "When you play this, you avoid Ambush effects this turn (the Encounter is still drawn).",
  reward_text = "Gain 2 VP.",
  on_play = function(c) c:shield_from_ambush() end,
  reward = function(c) c:vp(2) end,
}
