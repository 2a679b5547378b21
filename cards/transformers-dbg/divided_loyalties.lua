-- Divided Loyalties -- Decepticon Scheme (main deck, unique).
-- From the sources [RB Battling], [CLAR]: while it is in the Matrix every Robot
-- is an Adversary: moving onto or revealing an Autobot Robot causes an Ambush,
-- Autobots cannot be bought but can be battled for their reward.
-- RECONSTRUCTION: the thwart condition and Vault VP.
return tfcard {
  name = "Divided Loyalties", types = { "Decepticon Scheme" },
  reconstruction = true,
  unknown = "thwart condition, Vault VP",
  vault_vp = 3,
  all_robots_adversary = true,
  text = "Ongoing: Every Robot is an Adversary. Thwart (on this space): spend 4 Power. Vault: 3 VP.",
  thwart = {
    on_space = true, power = 4, text = "spend 4 Power on this space",
  },
}
