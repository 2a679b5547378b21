-- Red Footgear R: The right half of the red pair; reconstructed like its left.
return card {
  name = "Red Footgear R",
  kind = "zgear",
  reconstruction = true,
  part_slot = "footgear",
  footgear_side = "R",
  gear_colour = "Red",
  attack_name = "Red Stomp",
  impulse = 3, move = 4, range = 0,
  powerups = {},
  ends = { A = { "Y", "G", "R" }, B = { "R", "B", "Y/ar" } },
}
