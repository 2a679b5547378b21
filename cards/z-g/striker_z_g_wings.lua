-- Striker Z-G Wings: A Z-G2 card (the source calls Z-G2 rare: move part, attack, move the rest). Reconstructed.
return card {
  name = "Striker Z-G Wings",
  kind = "zgear",
  reconstruction = true,
  part_slot = "backgear",
  attack_name = "Wing Dive",
  impulse = 7, move = 6, range = 0,
  powerups = { "Z-G2" },
  ends = { A = { "G", "R/ap", "Y" }, B = { "B/wp", "G", "R" } },
}
