-- Blue Footgear R: The right half of the blue pair; reconstructed like its left.
return card {
  name = "Blue Footgear R",
  kind = "zgear",
  reconstruction = true,
  part_slot = "footgear",
  footgear_side = "R",
  gear_colour = "Blue",
  attack_name = "Blue Stomp",
  impulse = 3, move = 4, range = 0,
  powerups = {},
  ends = { A = { "G", "Y", "B" }, B = { "Y", "R", "B/ar" } },
}
