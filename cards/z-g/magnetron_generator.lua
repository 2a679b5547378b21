-- Magnetron Generator: Named by the source: the end tested in the example has armor on its green dot and its other two dots matched Firefight's colours (ZG-01). Numbers and the other end reconstructed.
return card {
  name = "Magnetron Generator",
  kind = "zgear",
  reconstruction = true,
  part_slot = "generator",
  attack_name = "Magnetron Surge",
  impulse = 5, move = 1, range = 0,
  powerups = {},
  ends = { A = { "Y", "R", "G/ar" }, B = { "B", "Y/wp", "R" } },
}
