-- Photon Blaster -- RECONSTRUCTION: invented Technology (not the printed card).
return tfcard {
  name = "Photon Blaster", types = { "Technology" },
  reconstruction = true,
  cost = 3,
  power = 2,
  range = 1,
  move = 0,
  text = "(no text)",
}
