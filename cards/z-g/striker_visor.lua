-- Striker Visor: Reconstructed.
return card {
  name = "Striker Visor",
  kind = "zgear",
  reconstruction = true,
  part_slot = "headgear",
  attack_name = "Visor Flash",
  impulse = 2, move = 1, range = 2,
  powerups = {},
  ends = { A = { "G/ap", "B", "Y" }, B = { "R", "Y/wp", "B" } },
}
