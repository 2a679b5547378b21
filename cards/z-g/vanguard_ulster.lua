-- Vanguard Ulster: The Vanguard's Ulster (every character has one; slagging it defeats the owner). Reconstructed.
return card {
  name = "Vanguard Ulster",
  kind = "zgear",
  reconstruction = true,
  part_slot = "generator",
  attack_name = "Core Pulse",
  impulse = 2, move = 1, range = 0,
  powerups = {},
  ends = { A = { "G", "B/ar", "Y" }, B = { "R", "G/ar", "B" } },
  is_ulster = true,
}
