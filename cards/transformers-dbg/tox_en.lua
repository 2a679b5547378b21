-- Tox-En -- Relic (main deck, unique).
-- From the sources [CLAR]: an Autobot that moves onto its space (voluntarily or
-- not) or under which it is revealed loses 3 Energon; when gained it is
-- destroyed and its VP is gained at once (AMB-48: bought or gained).
-- RECONSTRUCTION: cost 6 and the VP (5).
return tfcard {
  name = "Tox-En", types = { "Relic" },
  reconstruction = true,
  unknown = "cost, VP amount",
  cost = 6,
  power = 0,
  text = "Each time an Autobot moves onto this space, voluntarily or not, or this is revealed under an Autobot, that player loses 3 Energon. When you gain this card, destroy it and gain 5 VP.",
  on_enter = function(c, how) c:lose_energon(3) end,
  on_reveal = function(c)
    local g = c.g
    local r, col = TF.card_pos(g, c.card)
    for _, q in ipairs(TF.players_at(g, r, col)) do TF.gain_energon(g, q, -3, "Tox-En") end
  end,
  on_acquire = function(c, kind)
    TF.destroy(c.g, c.card, "Tox-En is destroyed when gained")
    c:vp(5)
    return true
  end,
}
