-- Trailbreaker -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Trailbreaker", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 3,
  power = 1,
  range = 0,
  move = 1,
  block = true,
  text = "Block: Gain 1 Energon.",
  reward_text = "Gain 2 VP.",
  block_effect = function(c) c:energon(1) end,
  reward = function(c) c:vp(2) end,
}
