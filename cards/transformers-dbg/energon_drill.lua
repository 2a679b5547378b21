-- Energon Drill -- Technology (2 copies).
-- From the sources [EX-RANGE] (INFERRED): cost 3.
-- RECONSTRUCTION: type, stats, text.
return tfcard {
  name = "Energon Drill", types = { "Technology" },
  reconstruction = true,
  unknown = "type, stats, text",
  cost = 3,
  power = 1,
  range = 0,
  move = 0,
  energon = { { cost = 1, power = true, text = "+2 Power", fn = function(c) c:power(2) end } },
  text = "Gain 1 Energon. Energon 1: +2 Power.",
  on_play = function(c) c:energon(1) end,
}
