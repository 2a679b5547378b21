-- Mixmaster -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Mixmaster", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 4,
  power = 2,
  range = 1,
  move = 0,
  text = "(no text)",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
