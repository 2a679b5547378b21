-- Vanguard Shield Arm: Reconstructed.
return card {
  name = "Vanguard Shield Arm",
  kind = "zgear",
  reconstruction = true,
  part_slot = "armgear",
  attack_name = "Shield Bash",
  impulse = 1, move = 1, range = 0,
  powerups = {},
  ends = { A = { "B/ar", "R/ar", "G" }, B = { "G/ar2", "Y", "R" } },
}
