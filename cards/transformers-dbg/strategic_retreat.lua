-- Strategic Retreat -- RECONSTRUCTION: invented Maneuver (not the printed card).
return tfcard {
  name = "Strategic Retreat", types = { "Maneuver" },
  reconstruction = true,
  cost = 3,
  power = 1,
  range = 0,
  move = 0,
  text = "Teleport up to 2 spaces.",
  on_play = function(c) c:teleport { limit = 2 } end,
}
