-- T-Laser: Named by the source: a weapon with Scan, an Extra powerup (errata). Numbers and dots reconstructed.
return card {
  name = "T-Laser",
  kind = "zgear",
  reconstruction = true,
  part_slot = "weapon",
  attack_name = "T-Laser Beam",
  impulse = 5, move = 1, range = 5,
  powerups = { "Scan" },
  ends = { A = { "R", "R/ap", "B" }, B = { "Y/ex", "G", "B/wp" } },
}
