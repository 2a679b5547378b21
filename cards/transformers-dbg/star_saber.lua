-- Star Saber -- RECONSTRUCTION: invented Relic (not the printed card).
return tfcard {
  name = "Star Saber", types = { "Relic" },
  reconstruction = true,
  cost = 7,
  power = 4,
  range = 1,
  vault_vp = 3,
  text = "(no text)",
}
