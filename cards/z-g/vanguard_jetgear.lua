-- Vanguard Jetgear: A Z-G card so that the deck can jump and fly. Reconstructed.
return card {
  name = "Vanguard Jetgear",
  kind = "zgear",
  reconstruction = true,
  part_slot = "backgear",
  attack_name = "Jet Ram",
  impulse = 7, move = 3, range = 0,
  powerups = { "Z-G" },
  ends = { A = { "B/ap", "Y", "G" }, B = { "R", "B", "Y/wp" } },
}
