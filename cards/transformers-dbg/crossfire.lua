-- Crossfire -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Crossfire", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Lose 1 VP. / Confrontation: Attack: Lose 2 Energon.",
  ambush_attack = true,
  ambush = function(c) c:lose_vp(1) end,
  confrontation_attack = true,
  confrontation = function(c) c:lose_energon(2) end,
}
