-- Hero Drive: The source's "hero ability from your drive" (undo an attack and save the gear, before the next target card is drawn), as a Mode card. Reconstructed.
return card {
  name = "Hero Drive",
  kind = "mode",
  reconstruction = true,
  hero_undo = true,
}
