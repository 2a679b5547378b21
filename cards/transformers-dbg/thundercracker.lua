-- Thundercracker -- Robot, Decepticon faction (main deck, unique).
-- From the sources [EX-TURN]: Decepticon Robot.
-- RECONSTRUCTION: cost, stats, text, reward.
return tfcard {
  name = "Thundercracker", types = { "Robot" },
  reconstruction = true,
  unknown = "cost, stats, text, reward",
  faction = "Decepticon",
  cost = 4,
  power = 2,
  range = 1,
  move = 1,
  flight = true,
  text = "Flight.",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
