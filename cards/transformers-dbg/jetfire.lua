-- Jetfire -- Robot and Relic (main deck, unique).
-- From the sources [CLAR]: both a Robot and a Relic.
-- RECONSTRUCTION: faction Autobot, cost, Power, Range, Move, Flight, Vault VP, reward.
return tfcard {
  name = "Jetfire", types = { "Robot", "Relic" },
  reconstruction = true,
  unknown = "faction, cost, stats, Vault VP, reward",
  faction = "Autobot",
  cost = 7,
  power = 3,
  range = 2,
  move = 2,
  flight = true,
  vault_vp = 3,
  text = "Flight. (Robot and Relic: when it would be discarded after being played you may put it in your Vault.)",
  reward_text = "Gain 3 VP.",
  reward = function(c) c:vp(3) end,
}
