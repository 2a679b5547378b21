-- Ironhide -- character (core box).
-- From the sources (INFERRED, [EX-TURN]): his 2-Energon Bot ability is a
-- Block that may be used during any player's turn (Range 0, AMB-30).
-- RECONSTRUCTION: Bot text, the 1-Energon ability, Alt Move and Alt text.
return character {
  name = "Ironhide",
  reconstruction = true,
  unknown = "Bot text, 1-Energon ability, Alt Move, Alt text",
  bot = {
    text = "Each card with Block you play has +1 Power.",
    play_bonus = { plus = 1, has = "block" },                -- each card with a Block
    energon = {
      { cost = 1, power = true, text = "+1 Power (reconstruction)", fn = function(c) c:power(1) end },
      { cost = 2, block = true, any_turn = true,
        text = "Block an Attack on you or a player in your space (any player's turn)" },
    },
  },
  alt = { move = 2, text = "(no Alt text in this reconstruction)" },
}
