-- Starscream -- Decepticon Boss.
-- From the sources [EX-BOSS]: cost 8; Start of Turn: the active player
-- discards 1 card; reward "Gain 4 VP" (the defeater and every resolved
-- Assister each took it).
-- RECONSTRUCTION: Level I, the Reveal Attack, no "then resolve an Ambush".
return tfcard {
  name = "Starscream", types = { "Boss" }, faction = "Decepticon",
  reconstruction = true, unknown = "Level, Reveal Attack, whether it then resolves an Ambush",
  level = "I", cost = 8, power = 0,
  text = "Reveal Attack: Lose 1 Energon. Start of Turn: Discard a card.",
  reveal_attack = function(c) c:lose_energon(1) end,
  then_ambush = false,
  start_of_turn = function(c) c:discard(1) end,
  reward_text = "Gain 4 VP.",
  reward = function(c) c:vp(4) end,
}
