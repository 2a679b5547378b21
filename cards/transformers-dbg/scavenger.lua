-- Scavenger -- RECONSTRUCTION: invented Decepticon Robot (not the printed card).
return tfcard {
  name = "Scavenger", types = { "Robot" },
  reconstruction = true,
  faction = "Decepticon",
  cost = 3,
  power = 1,
  range = 0,
  move = 1,
  text = "(no text)",
  reward_text = "Gain 1 VP. You may return a Damage to the supply.",
  reward = function(c) c:vp(1); if c:damage_count() > 0 and c:yes_no("return a Damage to the supply?") then c:return_damage() end end,
}
