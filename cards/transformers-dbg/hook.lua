-- Hook -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Hook", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 5,
  power = 2,
  range = 1,
  move = 0,
  text = "(no text)",
  reward_text = "Gain 2 VP and 1 Energon.",
  reward = function(c) c:vp(2); c:energon(1) end,
}
