-- Soundwave -- RECONSTRUCTION of a Level I Decepticon Boss (not the printed card).
return tfcard {
  name = "Soundwave", types = { "Boss" }, faction = "Decepticon",
  reconstruction = true, unknown = "the five other Bosses are not in the sources",
  level = "I", cost = 7,
  text = "Reveal Attack: Discard a card. Then resolve an Ambush. Ongoing: Technology costs 1 more to buy.",
  reveal_attack = function(c) c:discard(1) end,
  then_ambush = true,
  buy_cost_mod = { add = 1, has = "is.technology" },   -- Technology costs 1 more
  reward_text = "Gain 3 VP.",
  reward = function(c) c:vp(3) end,
}
