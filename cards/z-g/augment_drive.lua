-- Augment Drive: A declared augment source (+1 AP on an attacking dot). Reconstructed.
return card {
  name = "Augment Drive",
  kind = "mode",
  reconstruction = true,
  augment = true,
}
