-- Cliffjumper -- Robot, Autobot faction (main deck, unique).
-- From the sources [EX-BOSS]: Autobot, Power 2, Range at least 1, game text that
-- can destroy a card (ignored when he Assists).
-- RECONSTRUCTION: cost, exact Range and Move, exact text, reward.
return tfcard {
  name = "Cliffjumper", types = { "Robot" },
  reconstruction = true,
  unknown = "cost, Move, exact text, reward",
  faction = "Autobot",
  cost = 4,
  power = 2,
  range = 1,
  move = 1,
  text = "You may destroy a card you control.",
  reward_text = "Gain 2 VP.",
  on_play = function(c) c:destroy_controlled { optional = true } end,
  reward = function(c) c:vp(2) end,
}
