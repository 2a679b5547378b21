-- Carly -- RECONSTRUCTION: invented Ally (not the printed card).
return tfcard {
  name = "Carly", types = { "Ally" },
  reconstruction = true,
  cost = 4,
  text = "Ongoing: Each Technology you play has +1 Power.",
  play_bonus = function(g, self, p, c) return g:def(c).is.technology and 1 or 0 end,
}
