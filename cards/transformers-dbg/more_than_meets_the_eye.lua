-- More Than Meets the Eye -- Maneuver (2 copies).
-- From the sources [EX-RANGE] (INFERRED): costs more than Helping Hand + Hound +
-- Roll Out! (5).
-- RECONSTRUCTION: type, cost 6, stats, text.
return tfcard {
  name = "More Than Meets the Eye", types = { "Maneuver" },
  reconstruction = true,
  unknown = "type, cost, stats, text",
  cost = 6,
  power = 3,
  range = 0,
  move = 1,
  text = "You may Convert.",
  on_play = function(c) c:convert_free() end,
}
