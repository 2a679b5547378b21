-- Firepower -- Starter (1 per starting deck).
-- RECONSTRUCTION: the sources name it only; Power 2, Range 1 are invented.
return tfcard {
  name = "Firepower", types = { "Starter" },
  reconstruction = true, unknown = "every stat and text",
  power = 2, range = 1, move = 0,
  text = "(no text in this reconstruction)",
}
