-- Energon Ambush -- Encounter card (top half Ambush, bottom half Confrontation).
-- Top half from the sources ([EX-BOSS]); RECONSTRUCTION: name and bottom half.
return tfcard {
  name = "Energon Ambush", types = { "Encounter" },
  reconstruction = true,
  unknown = "name and the Confrontation half",
  text = "Ambush: Attack: Lose 2 Energon. / Confrontation: Destroy a card you played this turn.",
  ambush_attack = true,
  ambush = function(c) c:lose_energon(2) end,
  confrontation_attack = false,
  confrontation = function(c) c:destroy_played() end,
}
