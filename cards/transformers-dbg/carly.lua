-- Carly -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Carly", types = { "Ally" },
  reconstruction = true,
  cost = 4,
  text = "Ongoing: Each Technology you play has +1 Power.",
  play_bonus = { plus = 1, has = "is.technology" },
}
