-- Sunstreaker -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Sunstreaker", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 5,
  power = 3,
  range = 0,
  move = 1,
  text = "(no text)",
  reward_text = "Gain 3 VP.",
  reward = function(c) c:vp(3) end,
}
