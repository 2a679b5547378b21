-- Roll Out! -- Basic card (16 in the supply, bought from anywhere).
-- From the sources: Power 1, Range 1 [EX-RANGE], Renegade 2022-09-27;
-- "You may Convert" (free, immediate) and "Assist: +1 Power" [RB].
-- RECONSTRUCTION: cost 2 and Move 1 (the sources give neither; it has
-- at least 1 Move, [EX-BOSS]).
return tfcard {
  name = "Roll Out!", types = { "Basic" },
  reconstruction = true, unknown = "cost; exact Move",
  cost = 2, power = 1, range = 1, move = 1,
  assist_power = 1,
  text = "You may Convert. Assist: +1 Power.",
  on_play = function(c) c:convert_free() end,
}
