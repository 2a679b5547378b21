-- Rally -- RECONSTRUCTION: invented Maneuver (not the printed card).
return tfcard {
  name = "Rally", types = { "Maneuver" },
  reconstruction = true,
  cost = 4,
  power = 2,
  range = 0,
  move = 0,
  text = "Each player in your space (you included) gains 1 Energon.",
  on_play = function(c) for _, q in ipairs(c:players_near(0)) do TF.gain_energon(c.g, q, 1, "Rally") end end,
}
