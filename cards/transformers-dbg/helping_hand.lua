-- Helping Hand -- Maneuver (2 copies).
-- From the sources: Power 2, Range 2 [EX-RANGE], Renegade 2022-09-27.
-- RECONSTRUCTION: card type Maneuver, cost 3, Move 0, no text.
return tfcard {
  name = "Helping Hand", types = { "Maneuver" },
  reconstruction = true,
  unknown = "type, cost, Move, text",
  cost = 3,
  power = 2,
  range = 2,
  move = 0,
  text = "(no text)",
}
