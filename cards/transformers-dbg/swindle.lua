-- Swindle -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Swindle", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 3,
  power = 1,
  range = 1,
  move = 1,
  text = "(no text)",
  reward_text = "Gain 2 Energon.",
  reward = function(c) c:energon(2) end,
}
