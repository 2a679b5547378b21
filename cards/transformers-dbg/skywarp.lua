-- Skywarp -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Skywarp", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 4,
  power = 1,
  range = 1,
  move = 2,
  flight = true,
  text = "Flight.",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
