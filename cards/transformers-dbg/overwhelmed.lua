-- Overwhelmed -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Overwhelmed", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Gain 1 Damage unless you discard 2 cards. / Confrontation: Gain 1 Damage.",
  ambush_attack = true,
  ambush = function(c) c:damage_unless_discard(2) end,
  confrontation_attack = false,
  confrontation = function(c) c:damage(1) end,
}
