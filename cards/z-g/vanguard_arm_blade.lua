-- Vanguard Arm Blade: Reconstructed.
return card {
  name = "Vanguard Arm Blade",
  kind = "zgear",
  reconstruction = true,
  part_slot = "armgear",
  attack_name = "Blade Slash",
  impulse = 6, move = 2, range = 0,
  powerups = {},
  ends = { A = { "R/ap", "G/ap", "B" }, B = { "Y", "B/ap", "R" } },
}
