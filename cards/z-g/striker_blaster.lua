-- Striker Blaster: Reconstructed.
return card {
  name = "Striker Blaster",
  kind = "zgear",
  reconstruction = true,
  part_slot = "armgear",
  attack_name = "Blaster Bolt",
  impulse = 4, move = 1, range = 4,
  powerups = {},
  ends = { A = { "B", "Y/ap", "R" }, B = { "R/ex", "G", "B" } },
}
