-- Laserbeak -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Laserbeak", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 3,
  power = 1,
  range = 2,
  move = 1,
  flight = true,
  text = "Flight.",
  reward_text = "Gain 1 VP. Draw a card.",
  reward = function(c) c:vp(1); c:draw(1) end,
}
