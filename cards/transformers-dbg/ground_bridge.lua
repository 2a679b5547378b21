-- Ground Bridge -- Technology (2 copies).
-- From the sources [CLAR]: Teleports you; every other standee in the space you
-- left may choose to Teleport to the same destination.
-- RECONSTRUCTION: type, cost, stats.
return tfcard {
  name = "Ground Bridge", types = { "Technology" },
  reconstruction = true,
  unknown = "type, cost, stats",
  cost = 4,
  power = 0,
  range = 0,
  move = 0,
  text = "Teleport to any space. Each other Autobot in the space you left may Teleport to the same space.",
  on_play = function(c)
    local g = c.g
    local r, col, r0, c0 = c:teleport { optional = false }
    if not r then return end
    for _, q in ipairs(TF.players_at(g, r0, c0)) do
      if g:yes_no(q, ("Ground Bridge: Teleport with %s to %s?"):format(TF.pname(c.player), TF.space(r, col)),
                  { reason = "you stand in the space the Ground Bridge opened from" }) then
        TF.enter(g, q, r, col, "teleport")
      end
    end
  end,
}
