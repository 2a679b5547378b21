-- Hostage Crisis -- Decepticon Scheme (main deck, unique; "this Scheme" [CLAR]).
-- From the sources [CLAR]: when revealed, every faceup Ally in the Matrix and in
-- play goes under it; a player on its space may rescue (gain) one per turn;
-- Allies revealed later are not taken.
-- RECONSTRUCTION: the thwart condition and Vault VP.
return tfcard {
  name = "Hostage Crisis", types = { "Decepticon Scheme" },
  reconstruction = true,
  unknown = "thwart condition, Vault VP",
  vault_vp = 2,
  holds_hostages = true,
  text = "When revealed, put every faceup Ally in the Matrix and in play under this card. On this space you may gain one Ally from under it per turn. Thwart (on this space): no Ally is under it. Vault: 2 VP.",
  on_reveal = function(c) TF.take_allies(c.g, c.card, true) end,
  thwart = {
    on_space = true, text = "no Ally may remain under it",
    check = function(g, x, p) return #TF.under(g, x) == 0 end,
  },
}
