-- Booby Trap -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Booby Trap", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Lose 3 Energon. / Confrontation: Add 3 to this card's cost.",
  ambush_attack = true,
  ambush = function(c) c:lose_energon(3) end,
  confrontation_attack = false,
  confrontation = function(c) c:cost_mod(3) end,
}
