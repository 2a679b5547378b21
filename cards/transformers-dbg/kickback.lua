-- Kickback -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Kickback", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 3,
  power = 2,
  range = 0,
  move = 1,
  text = "(no text)",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
