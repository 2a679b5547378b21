-- Matrix of Leadership -- Relic (main deck, unique).
-- From the sources [RB Buying note], [CLAR]: lets you gain Robots, Decepticons
-- included, into your deck (discard pile) so they can be played.
-- RECONSTRUCTION: cost, stats, Range of the gain, Vault VP.
return tfcard {
  name = "Matrix of Leadership", types = { "Relic" },
  reconstruction = true,
  unknown = "cost, stats, exact wording, Vault VP",
  cost = 8,
  power = 2,
  range = 1,
  vault_vp = 4,
  text = "Gain a faceup Robot within 1 space (Decepticons included); it goes to your discard pile.",
  on_play = function(c)
    local list = c:faceup_near(1, function(g, x) return g:def(x).is.robot == true end)
    if #list > 0 then c:gain_one(list, true) end
  end,
}
