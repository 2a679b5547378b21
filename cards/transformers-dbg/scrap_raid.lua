-- Scrap Raid -- Encounter card (top half Ambush, bottom half Confrontation).
-- Top half from the sources ([EX-TURN]); RECONSTRUCTION: name and bottom half.
return tfcard {
  name = "Scrap Raid", types = { "Encounter" },
  reconstruction = true,
  unknown = "name and the Confrontation half",
  text = "Ambush: Destroy 1 random card in your discard pile. / Confrontation: Attack: Gain 1 Damage.",
  ambush_attack = false,
  ambush = function(c) c:destroy_random_discard() end,
  confrontation_attack = true,
  confrontation = function(c) c:damage(1) end,
}
