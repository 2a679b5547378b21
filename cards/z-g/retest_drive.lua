-- Retest Drive: A retest source (the source says some cards let a player retest; none is named). Reconstructed.
return card {
  name = "Retest Drive",
  kind = "mode",
  reconstruction = true,
  retest = true,
}
