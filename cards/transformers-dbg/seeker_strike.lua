-- Seeker Strike -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Seeker Strike", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Gain 1 Damage. / Confrontation: Destroy a card you played this turn.",
  ambush_attack = true,
  ambush = function(c) c:damage(1) end,
  confrontation_attack = false,
  confrontation = function(c) c:destroy_played() end,
}
