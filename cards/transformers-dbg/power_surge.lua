-- Power Surge -- Encounter card (top half Ambush, bottom half Confrontation).
-- Bottom half from the sources ([EX-BOSS]); RECONSTRUCTION: name and top half.
return tfcard {
  name = "Power Surge", types = { "Encounter" },
  reconstruction = true,
  unknown = "name and the Ambush half",
  text = "Ambush: Attack: Gain 1 Damage. / Confrontation: Add 1 to this card's cost for each Energon you control. If none, gain 2 Damage.",
  ambush_attack = true,
  ambush = function(c) c:damage(1) end,
  confrontation_attack = false,
  confrontation = function(c) local e = c:energon_count() if e > 0 then c:cost_mod(e) else c:damage(2) end end,
}
