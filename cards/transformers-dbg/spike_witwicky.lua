-- Spike Witwicky -- Ally (main deck, unique).
-- From the sources [EX-BOSS]: an Ally that gave a played Courage +2 Power.
-- RECONSTRUCTION: cost and exact condition/wording ("the first Courage each turn").
return tfcard {
  name = "Spike Witwicky", types = { "Ally" },
  reconstruction = true,
  unknown = "cost, exact wording",
  cost = 3,
  text = "Ongoing: The first Courage you play each turn has +2 Power.",
  play_bonus = function(g, self, p, c)
    if g:name(c) ~= "Courage" or g:cget(self, "spike_used") then return 0 end
    g:cset(self, "spike_used", true, "turn")
    return 2
  end,
}
