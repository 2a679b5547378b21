-- Glow: a card only the mod has (for `put` and `cards` with --cards).
return card {
  name = "Glow",
  on_play = function(g, self, p) gain(g, p, 1) end,
}
