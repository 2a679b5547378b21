-- Kindle (mod ember): gain 2 points.
return card {
  name = "Kindle",
  text = "Gain 2 points.",
  on_play = function(g, self, p) gain(g, p, 2) end,
}
