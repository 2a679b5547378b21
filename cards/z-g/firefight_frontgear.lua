-- Firefight Frontgear: Named by the source: its attacking end in the example has a green dot with an explosive blaze and a dot with an AP blaze, and it slags Magnetron Generator with 3 matches and 2 strikes (digest 17, ZG-01). Every number is reconstructed.
return card {
  name = "Firefight Frontgear",
  kind = "zgear",
  reconstruction = true,
  part_slot = "frontgear",
  attack_name = "Firefight Blast",
  impulse = 6, move = 2, range = 3,
  powerups = {},
  ends = { A = { "G/ex", "R/ap", "Y" }, B = { "B", "G", "R/ar" } },
}
