-- Jet Pack -- RECONSTRUCTION: invented Technology (not the printed card).
return tfcard {
  name = "Jet Pack", types = { "Technology" },
  reconstruction = true,
  cost = 3,
  power = 0,
  range = 0,
  move = 2,
  flight = true,
  text = "Flight.",
}
