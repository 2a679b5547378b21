-- Evasive Action -- RECONSTRUCTION: invented Maneuver (not the printed card).
return tfcard {
  name = "Evasive Action", types = { "Maneuver" },
  reconstruction = true,
  cost = 2,
  power = 0,
  range = 0,
  move = 1,
  block = true,
  text = "Block: Draw a card.",
  block_effect = function(c) c:draw(1) end,
}
