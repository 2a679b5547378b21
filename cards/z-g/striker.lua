-- Striker (character card): basic play's character card.  Its special powerup is unknown
-- (digest 2.4, 11.6); it can be sacrificed in the save window to save a zGear card (8.9).
return card {
  name = "Striker",
  kind = "character",
  reconstruction = true,
  save = true,
}
