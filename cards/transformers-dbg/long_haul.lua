-- Long Haul -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Long Haul", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 5,
  power = 3,
  range = 0,
  move = 0,
  text = "(no text)",
  reward_text = "Gain 3 VP.",
  reward = function(c) c:vp(3) end,
}
