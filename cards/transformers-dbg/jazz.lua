-- Jazz -- Robot, Autobot faction (main deck, unique).
-- From the sources: Autobot Robot, cost 4 [RB Anatomy], [EX-TURN].
-- RECONSTRUCTION: Power, Range, Move, text and reward.
return tfcard {
  name = "Jazz", types = { "Robot" },
  reconstruction = true,
  unknown = "Power, Range, Move, text, reward",
  faction = "Autobot",
  cost = 4,
  power = 2,
  range = 1,
  move = 1,
  text = "You may peek at a facedown card within 2 spaces.",
  reward_text = "Gain 2 VP.",
  on_play = function(c) c:peek_near(2) end,
  reward = function(c) c:vp(2) end,
}
