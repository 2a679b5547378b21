-- Kindle, as blaze plays it: gain 3 points (replaces ember's, which blaze depends on).
return card {
  name = "Kindle",
  text = "Gain 3 points.",
  on_play = function(g, self, p) gain(g, p, 3) end,
}
