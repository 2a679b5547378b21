-- Raoul -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Raoul", types = { "Ally" },
  reconstruction = true,
  cost = 3,
  text = "Ongoing: Each Roll Out! you play has +1 Power.",
  play_bonus = { plus = 1, where = { name = "Roll Out!" } },
}
