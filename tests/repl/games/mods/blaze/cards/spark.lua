-- Spark, as blaze plays it: gain 4 points (replaces the game's Spark).
return card {
  name = "Spark",
  text = "Gain 4 points.",
  on_play = function(g, self, p) gain(g, p, 4) end,
}
