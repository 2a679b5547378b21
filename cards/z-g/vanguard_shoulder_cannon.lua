-- Vanguard Shoulder Cannon: Reconstructed.
return card {
  name = "Vanguard Shoulder Cannon",
  kind = "zgear",
  reconstruction = true,
  part_slot = "shouldergear",
  attack_name = "Cannon Shot",
  impulse = 4, move = 0, range = 6,
  powerups = {},
  ends = { A = { "Y/ap", "G", "R" }, B = { "B", "R/ex", "G" } },
}
