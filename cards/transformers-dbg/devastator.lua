-- Devastator -- RECONSTRUCTION of a Level III Decepticon Boss (not the printed card).
-- It exercises "some Bosses temporarily drive off Ally cards" [RB Ally]:
-- while it is faceup, Allies in play are set aside under it; they go back
-- to the players who controlled them when it leaves the Matrix.
return tfcard {
  name = "Devastator", types = { "Boss" }, faction = "Decepticon",
  reconstruction = true, unknown = "the five other Bosses are not in the sources",
  level = "III", cost = 13,
  text = "Reveal Attack: Gain 1 Damage. When revealed, every Ally in play in front of players is set aside under this card; they return when it leaves the Matrix.",
  reveal_attack = function(c) c:damage(1) end,
  then_ambush = false,
  on_reveal = function(c) TF.scare_allies(c.g, c.card) end,
  under_returns = true,
  reward_text = "Gain 8 VP.",
  reward = function(c) c:vp(8) end,
}
