-- Rumble -- Robot (main deck, unique).
-- From the sources [EX-RANGE] (INFERRED): a Decepticon battled at Range;
-- its cost is at most Helping Hand's Power.
-- RECONSTRUCTION: cost 2, stats, reward.
return tfcard {
  name = "Rumble", types = { "Robot" },
  reconstruction = true,
  unknown = "exact cost, stats, text, reward",
  faction = "Decepticon",
  cost = 2,
  power = 1,
  range = 0,
  move = 1,
  text = "(no text)",
  reward_text = "Gain 1 VP.",
  reward = function(c) c:vp(1) end,
}
