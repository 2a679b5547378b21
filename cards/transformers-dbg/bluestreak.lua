-- Bluestreak -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Bluestreak", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 4,
  power = 2,
  range = 2,
  move = 0,
  text = "(no text)",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
