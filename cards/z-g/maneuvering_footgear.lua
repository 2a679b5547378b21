-- Maneuvering Footgear: Named by the source with Move 4 (the stance example). Everything else reconstructed.
return card {
  name = "Maneuvering Footgear",
  kind = "zgear",
  reconstruction = true,
  part_slot = "footgear",
  attack_name = "Sidestep",
  impulse = 4, move = 4, range = 0,
  powerups = {},
  ends = { A = { "Y", "B", "R" }, B = { "G/wp", "Y", "B" } },
}
