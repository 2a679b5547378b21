-- Bumblebee -- character (core box).
-- From the sources: Bot text "During your turn, +1 Power for each Ally you
-- control" [RB Character cards]; Bot 1-Energon "+1 Power" [EX-TURN]; Alt
-- Move 2 [EX-TURN]; an Alt ability that flips an adjacent card, used just
-- before the flip of a Convert from Alt to Bot [EX-TURN].
-- RECONSTRUCTION: the Bot 2-Energon ability and the exact wording and
-- trigger of the Alt ability are not in the sources (AMB-46).
return character {
  name = "Bumblebee",
  reconstruction = true,
  unknown = "Bot 2-Energon ability; exact Alt-side wording",
  bot = {
    text = "During your turn, +1 Power for each Ally you control.",
    static_power = function(g, p)
      local n = 0
      for _, c in ipairs(g:cards(TF.z("front", p))) do
        if g:def(c).is.ally then n = n + 1 end
      end
      return n
    end,
    energon = {
      { cost = 1, power = true, text = "+1 Power", fn = function(c) c:power(1) end },
      { cost = 2, text = "Draw a card (reconstruction)", fn = function(c) c:draw(1) end },
    },
  },
  alt = {
    move = 2,
    text = "When you Convert from Alt Mode, you may first reveal a facedown card adjacent to you.",
    on_leave = function(c)
      if c:my_turn() then c:reveal_near { within = 1, adjacent_only = true } end
    end,
  },
}
