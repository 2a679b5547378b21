-- Megatron -- RECONSTRUCTION of a Level III Decepticon Boss (not the printed card).
return tfcard {
  name = "Megatron", types = { "Boss" }, faction = "Decepticon",
  reconstruction = true, unknown = "the five other Bosses are not in the sources",
  level = "III", cost = 12,
  text = "Reveal Attack: Gain 1 Damage. Then resolve an Ambush. Start of Turn: Lose 1 Energon.",
  reveal_attack = function(c) c:damage(1) end,
  then_ambush = true,
  start_of_turn = function(c) c:lose_energon(1) end,
  reward_text = "Gain 7 VP.",
  reward = function(c) c:vp(7) end,
}
