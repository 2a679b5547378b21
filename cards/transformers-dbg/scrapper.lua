-- Scrapper -- Robot (main deck, unique).
-- From the sources [CLAR]: his reward text contains a mandatory destroy; each
-- recipient resolves the whole reward (AMB-40).
-- RECONSTRUCTION: faction Decepticon, cost, stats, exact reward.
return tfcard {
  name = "Scrapper", types = { "Robot" },
  reconstruction = true,
  unknown = "faction, cost, stats, exact reward",
  faction = "Decepticon",
  cost = 4,
  power = 2,
  range = 1,
  move = 0,
  text = "(no text)",
  reward_text = "Gain 2 VP. Then destroy a card you control.",
  reward = function(c) c:vp(2); c:destroy_controlled {} end,
}
