-- Arcee -- Robot, Autobot faction (main deck, unique).
-- From the sources [EX-BOSS]: Autobot, cost 2, Block; when discarded to Block
-- she gains her owner 2 Energon.
-- RECONSTRUCTION: Power, Range, Move, reward, any other text.
return tfcard {
  name = "Arcee", types = { "Robot" },
  reconstruction = true,
  unknown = "Power, Range, Move, other text, reward",
  faction = "Autobot",
  cost = 2,
  power = 1,
  range = 1,
  move = 1,
  block = true,
  text = "Block: Gain 2 Energon.",
  reward_text = "Gain 1 VP.",
  block_effect = function(c) c:energon(2) end,
  reward = function(c) c:vp(1) end,
}
