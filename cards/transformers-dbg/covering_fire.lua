-- Covering Fire -- RECONSTRUCTION: invented Maneuver (not the printed card).
return tfcard {
  name = "Covering Fire", types = { "Maneuver" },
  reconstruction = true,
  cost = 3,
  power = 1,
  range = 2,
  move = 0,
  block = true,
  text = "Block.",
}
