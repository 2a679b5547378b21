-- Wheeljack -- character (core box).
-- From the sources: Bot text "Each Technology you play has +1 Power"
-- [RB Character cards] (not retroactive; applies to his Assists).
-- RECONSTRUCTION: both Energon abilities, the Alt Move and Alt text.
return character {
  name = "Wheeljack",
  reconstruction = true,
  unknown = "Energon abilities, Alt Move, Alt text",
  bot = {
    text = "Each Technology you play has +1 Power.",
    play_bonus = { plus = 1, has = "is.technology" },
    energon = {
      { cost = 1, text = "Peek at a facedown card within 1 space (reconstruction)",
        fn = function(c) c:peek_near(1) end },
      { cost = 2, text = "Play the top card of your deck (reconstruction)",
        fn = function(c) c:play_top() end },
    },
  },
  alt = { move = 2, text = "(no Alt text in this reconstruction)" },
}
