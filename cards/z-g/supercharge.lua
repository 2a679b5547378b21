-- Supercharge!!: Named by the source: adds a target card to an attack (multicard, 8.7). Its timing is unknown; the engine offers it with the Time 5 declarations.
return card {
  name = "Supercharge!!",
  kind = "mode",
  reconstruction = true,
  multicard = true,
}
