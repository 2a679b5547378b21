-- Reaction Armor Frontgear: Named by the source; the errata says it should have Knockback (recorded as errata). Numbers and dots reconstructed.
return card {
  name = "Reaction Armor Frontgear",
  kind = "zgear",
  reconstruction = true,
  part_slot = "frontgear",
  attack_name = "Reaction Slam",
  impulse = 4, move = 1, range = 0,
  powerups = {},
  errata = { "Knockback" },
  ends = { A = { "R", "B/ar", "Y" }, B = { "G", "R", "B/ap" } },
}
