-- Blindside -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Blindside", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Lose 1 Energon. / Confrontation: Attack: Discard 2 cards.",
  ambush_attack = true,
  ambush = function(c) c:lose_energon(1) end,
  confrontation_attack = true,
  confrontation = function(c) c:discard(2) end,
}
