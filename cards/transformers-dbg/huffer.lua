-- Huffer -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Huffer", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 3,
  power = 1,
  range = 1,
  move = 0,
  energon = { { cost = 1, power = true, text = "+2 Power", fn = function(c) c:power(2) end } },
  text = "Energon 1: +2 Power.",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
