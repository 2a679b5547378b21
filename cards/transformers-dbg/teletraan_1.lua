-- Teletraan 1 -- Technology (2 copies).
-- From the sources [EX-RANGE] (INFERRED): payable with Helping Hand + Hound +
-- Roll Out! (5 Power).
-- RECONSTRUCTION: type, cost 5, stats, text.
return tfcard {
  name = "Teletraan 1", types = { "Technology" },
  reconstruction = true,
  unknown = "type, cost, stats, text",
  cost = 5,
  power = 0,
  range = 0,
  move = 0,
  text = "Draw 2 cards.",
  on_play = function(c) c:draw(2) end,
}
