-- Flare: a choice.  Gain 2 points, or make an opponent lose 1.
return card {
  name = "Flare",
  on_play = function(g, self, p)
    local pick = g:choose(p, "Flare: gain 2 points or burn an opponent",
                          { "gain 2", "burn" })
    if pick == "gain 2" then return gain(g, p, 2) end
    local foes = {}
    for q = 1, g:players() do
      if q ~= p then foes[#foes + 1] = { label = "p" .. q, value = q } end
    end
    local foe = g:choose(p, "Flare: who loses a point?", foes, { auto = true })
    if foe then g:padd(foe, "points", -1) end
  end,
}
