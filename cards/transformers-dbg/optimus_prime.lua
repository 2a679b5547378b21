-- Optimus Prime -- character (core box).
-- From the sources: Bot text "Each Autobot you play has +1 Power" [EX-BOSS]
-- (it also boosts his Assists).
-- RECONSTRUCTION: both Energon abilities, the Alt Move and Alt text.
return character {
  name = "Optimus Prime",
  reconstruction = true,
  unknown = "Energon abilities, Alt Move, Alt text",
  bot = {
    text = "Each Autobot you play has +1 Power.",
    play_bonus = { plus = 1, has = "is.robot", where = { faction = "Autobot" } },   -- each Autobot Robot
    energon = {
      { cost = 1, power = true, text = "+1 Power (reconstruction)", fn = function(c) c:power(1) end },
      { cost = 2, text = "Teleport to any space (reconstruction)", fn = function(c) c:teleport {} end },
    },
  },
  alt = { move = 2, text = "(no Alt text in this reconstruction)" },
}
