-- Sniper Fire -- Encounter card (top half Ambush, bottom half Confrontation).
-- RECONSTRUCTION: the whole card.
return tfcard {
  name = "Sniper Fire", types = { "Encounter" },
  reconstruction = true,
  text = "Ambush: Attack: Discard a card. / Confrontation: Add 2 to this card's cost.",
  ambush_attack = true,
  ambush = function(c) c:discard(1) end,
  confrontation_attack = false,
  confrontation = function(c) c:cost_mod(2) end,
}
