-- Spark: the plainest card.  Gain 1 point.
return card {
  name = "Spark",
  on_play = function(g, self, p) gain(g, p, 1) end,
}
