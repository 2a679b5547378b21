-- Ravage -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Ravage", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 3,
  power = 2,
  range = 0,
  move = 2,
  text = "(no text)",
  reward_text = "Gain 1 VP and 1 Energon.",
  reward = function(c) c:vp(1); c:energon(1) end,
}
