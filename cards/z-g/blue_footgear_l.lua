-- Blue Footgear L: The source names blue footgear (a left/right pair, no Z-G). Exact card name, numbers and dots reconstructed.
return card {
  name = "Blue Footgear L",
  kind = "zgear",
  reconstruction = true,
  part_slot = "footgear",
  footgear_side = "L",
  gear_colour = "Blue",
  attack_name = "Blue Kick",
  impulse = 3, move = 4, range = 0,
  powerups = {},
  ends = { A = { "B", "Y", "G" }, B = { "B/ar", "R", "Y" } },
}
