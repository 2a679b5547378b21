-- Bolster Drive: A declared bolster source (+1 armor on a target dot; the source knows bolsters only from card effects). Reconstructed.
return card {
  name = "Bolster Drive",
  kind = "mode",
  reconstruction = true,
  bolster = true,
}
