-- Ratchet -- character (core box).
-- From the sources: some text of Ratchet's refers to "any player in your
-- space", which includes himself; with several, he picks one [CLAR].
-- RECONSTRUCTION: everything else, including which side that text is on.
return character {
  name = "Ratchet",
  reconstruction = true,
  unknown = "all text except that one ability mentions any player in your space",
  bot = {
    text = "Each Fix you play has +1 Power.",
    play_bonus = { plus = 1, where = { name = "Fix" } },
    energon = {
      { cost = 1, text = "Any player in your space (you included) returns a Damage to the supply",
        fn = function(c)
          local q = c:pick_player(c:players_near(0), "which player in your space repairs a Damage?")
          if q then TF.return_damage(c.g, q) end
        end },
      { cost = 2, text = "Draw a card (reconstruction)", fn = function(c) c:draw(1) end },
    },
  },
  alt = { move = 2, text = "(no Alt text in this reconstruction)" },
}
