-- Brawn -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Brawn", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 4,
  power = 3,
  range = 0,
  move = 0,
  text = "(no text)",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
