-- Raoul -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Raoul", types = { "Ally" },
  reconstruction = true,
  cost = 3,
  text = "Ongoing: Each Roll Out! you play has +1 Power.",
  play_bonus = function(g, self, p, c) return g:name(c) == "Roll Out!" and 1 or 0 end,
}
