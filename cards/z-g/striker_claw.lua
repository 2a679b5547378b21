-- Striker Claw: Reconstructed.
return card {
  name = "Striker Claw",
  kind = "zgear",
  reconstruction = true,
  part_slot = "armgear",
  attack_name = "Claw Rake",
  impulse = 6, move = 2, range = 0,
  powerups = {},
  ends = { A = { "Y/ex", "R", "G/ap" }, B = { "G", "B/ap", "Y" } },
}
