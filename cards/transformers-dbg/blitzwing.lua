-- Blitzwing -- RECONSTRUCTION of a Level II Decepticon Boss (not the printed card).
return tfcard {
  name = "Blitzwing", types = { "Boss" }, faction = "Decepticon",
  reconstruction = true, unknown = "the five other Bosses are not in the sources",
  level = "II", cost = 9,
  text = "Reveal Attack: Lose 2 Energon. Then resolve an Ambush. Start of Turn: If you are in Alt Mode, lose 1 Energon.",
  reveal_attack = function(c) c:lose_energon(2) end,
  then_ambush = true,
  start_of_turn = function(c) if not TF.bot(c.g, c.player) then c:lose_energon(1) end end,
  reward_text = "Gain 5 VP.",
  reward = function(c) c:vp(5) end,
}
