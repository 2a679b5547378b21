-- Striker Ulster: The Striker's Ulster. Reconstructed.
return card {
  name = "Striker Ulster",
  kind = "zgear",
  reconstruction = true,
  part_slot = "generator",
  attack_name = "Heart Strike",
  impulse = 2, move = 1, range = 0,
  powerups = {},
  ends = { A = { "R", "Y/ar", "B" }, B = { "G", "R/ar", "Y" } },
  is_ulster = true,
}
