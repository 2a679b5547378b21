-- Smoulder: gain 1 point.  (It keeps a local it never uses: luacheck W211.)
return card {
  name = "Smoulder",
  text = "Gain 1 point.",
  on_play = function(g, self, p)
    local leftover = 2
    gain(g, p, 1)
  end,
}
