-- Hound -- Robot (main deck, unique).
-- From the sources [EX-RANGE]: Range 1.
-- RECONSTRUCTION: faction Autobot, cost, Power, Move, text, reward.
return tfcard {
  name = "Hound", types = { "Robot" },
  reconstruction = true,
  unknown = "faction, cost, Power, Move, text, reward",
  faction = "Autobot",
  cost = 3,
  power = 2,
  range = 1,
  move = 1,
  text = "You may peek at a facedown card within 1 space.",
  reward_text = "Gain 2 VP.",
  on_play = function(c) c:peek_near(1) end,
  reward = function(c) c:vp(2) end,
}
