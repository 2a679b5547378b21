-- Red Footgear L: The source names red footgear (a left/right pair, no Z-G). Exact card name, numbers and dots reconstructed.
return card {
  name = "Red Footgear L",
  kind = "zgear",
  reconstruction = true,
  part_slot = "footgear",
  footgear_side = "L",
  gear_colour = "Red",
  attack_name = "Red Kick",
  impulse = 3, move = 4, range = 0,
  powerups = {},
  ends = { A = { "R", "G", "Y" }, B = { "Y/ar", "B", "R" } },
}
