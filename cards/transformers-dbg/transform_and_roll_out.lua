-- Transform and Roll Out -- RECONSTRUCTION: invented Maneuver (not the printed card).
return tfcard {
  name = "Transform and Roll Out", types = { "Maneuver" },
  reconstruction = true,
  cost = 4,
  power = 2,
  range = 1,
  move = 1,
  text = "You may Convert.",
  on_play = function(c) c:convert_free() end,
}
