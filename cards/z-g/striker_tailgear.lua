-- Striker Tailgear: Reconstructed.
return card {
  name = "Striker Tailgear",
  kind = "zgear",
  reconstruction = true,
  part_slot = "tailgear",
  attack_name = "Tail Sweep",
  impulse = 5, move = 2, range = 0,
  powerups = { "Knockback" },
  ends = { A = { "R", "G", "B" }, B = { "Y", "Y/ap", "G" } },
}
