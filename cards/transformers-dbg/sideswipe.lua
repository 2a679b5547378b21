-- Sideswipe -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Sideswipe", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 3,
  power = 2,
  range = 0,
  move = 1,
  text = "+1 Power if you control a Damage.",
  reward_text = "Gain 2 VP.",
  on_play = function(c) if c:damage_count() > 0 then c:power(1) end end,
  reward = function(c) c:vp(2) end,
}
