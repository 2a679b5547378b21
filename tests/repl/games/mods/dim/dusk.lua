-- Dusk: a card only the second mod has.
return card {
  name = "Dusk",
  on_play = function(g, self, p) gain(g, p, 2) end,
}
