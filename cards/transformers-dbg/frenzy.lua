-- Frenzy -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Frenzy", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 2,
  power = 1,
  range = 0,
  move = 1,
  text = "(no text)",
  reward_text = "Gain 1 VP.",
  reward = function(c) c:vp(1) end,
}
