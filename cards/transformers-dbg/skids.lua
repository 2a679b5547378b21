-- Skids -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Skids", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 2,
  power = 1,
  range = 1,
  move = 1,
  text = "Gain 1 Energon.",
  reward_text = "Gain 1 VP.",
  on_play = function(c) c:energon(1) end,
  reward = function(c) c:vp(1) end,
}
