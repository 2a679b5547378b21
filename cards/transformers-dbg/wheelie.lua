-- Wheelie -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Wheelie", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 2,
  power = 1,
  range = 0,
  move = 2,
  text = "(no text)",
  reward_text = "Gain 1 VP.",
  reward = function(c) c:vp(1) end,
}
