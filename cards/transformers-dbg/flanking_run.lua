-- Flanking Run -- RECONSTRUCTION: invented Maneuver (not the printed card).
return tfcard {
  name = "Flanking Run", types = { "Maneuver" },
  reconstruction = true,
  cost = 2,
  power = 1,
  range = 0,
  move = 2,
  text = "(no text)",
}
