-- Shockwave -- RECONSTRUCTION of a Level II Decepticon Boss (not the printed card).
return tfcard {
  name = "Shockwave", types = { "Boss" }, faction = "Decepticon",
  reconstruction = true, unknown = "the five other Bosses are not in the sources",
  level = "II", cost = 10,
  text = "Reveal Attack: Gain 1 Damage. Ongoing: Roll Out! costs 1 more to buy.",
  reveal_attack = function(c) c:damage(1) end,
  then_ambush = false,
  buy_cost_mod = { add = 1, name = "Roll Out!" },     -- Roll Out! costs 1 more
  reward_text = "Gain 5 VP and 2 Energon.",
  reward = function(c) c:vp(5); c:energon(2) end,
}
