-- Autobot Recruit -- RECONSTRUCTION of the sixth character.
-- The core box has six characters; the sources name only five.  This whole
-- card is invented so that six can be chosen; it is not the printed card.
return character {
  name = "Autobot Recruit",
  reconstruction = true,
  unknown = "the sixth character is not named in the sources: everything",
  bot = {
    text = "Each Maneuver you play has +1 Power.",
    play_bonus = { plus = 1, has = "is.maneuver" },
    energon = {
      { cost = 1, power = true, text = "+1 Power", fn = function(c) c:power(1) end },
      { cost = 2, text = "Draw a card", fn = function(c) c:draw(1) end },
    },
  },
  alt = { move = 3, text = "(no Alt text)" },
}
