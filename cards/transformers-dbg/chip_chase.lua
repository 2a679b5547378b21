-- Chip Chase -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Chip Chase", types = { "Ally" },
  reconstruction = true,
  cost = 3,
  text = "Start of Turn: You may peek at a facedown card within 2 spaces.",
  start_of_turn = function(c) c:peek_near(2) end,
}
