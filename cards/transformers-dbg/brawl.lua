-- Brawl -- Robot (main deck, unique).
-- From the sources: a Decepticon battled at Range [EX-RANGE] (INFERRED); has an
-- Energon ability that makes an Ambush hit the other players in your space
-- but not you [CLAR] (usable once Brawl is in your deck, e.g. Matrix of
-- Leadership).
-- RECONSTRUCTION: cost 5, stats, ability cost, reward.
return tfcard {
  name = "Brawl", types = { "Robot" },
  reconstruction = true,
  unknown = "cost, stats, ability cost, reward",
  faction = "Decepticon",
  cost = 5,
  power = 2,
  range = 1,
  move = 0,
  energon = { { cost = 1, text = "Resolve an Ambush against the other players in your space",
      fn = function(c)
        local others = {}
        for _, q in ipairs(c:players_near(0)) do if q ~= c.player then others[#others + 1] = q end end
        c:ambush(others)
      end } },
  text = "Energon 1: Resolve an Ambush against every other player in your space (not you).",
  reward_text = "Gain 2 VP.",
  reward = function(c) c:vp(2) end,
}
