-- Cornered -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Cornered", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Lose 1 Energon and discard a card. / Confrontation: Add 1 to this card's cost for each Damage you control.",
  ambush_attack = true,
  ambush = function(c) c:lose_energon(1) c:discard(1) end,
  confrontation_attack = false,
  confrontation = function(c) local n = c:damage_count() if n > 0 then c:cost_mod(n) end end,
}
