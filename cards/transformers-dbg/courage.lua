-- Courage -- Starter (6 per starting deck).
-- From the sources: Power 1 (INFERRED), no Range (0), no Move (INFERRED);
-- Confront Energon ability, cost 1: play the top card of your deck
-- [EX-TURN], [EX-BOSS].
return tfcard {
  name = "Courage", types = { "Starter" },
  power = 1, range = 0, move = 0,
  text = "Confront - Energon 1: Play the top card of your deck.",
  energon = {
    { cost = 1, tag = "confront", text = "Play the top card of your deck",
      fn = function(c) c:play_top() end },
  },
}
