-- Signal Jammer -- RECONSTRUCTION: invented Co-op Scheme (not the printed card).
-- Used only in Co-op and Solo (3 per game).
return tfcard {
  name = "Signal Jammer", types = { "Co-op Scheme" },
  reconstruction = true,
  text = "Start of Turn: If you have 4 or more Energon, lose 1 Energon. Thwart: contribute 3 cards with Move.",
  start_of_turn = function(c) if c:energon_count() >= 4 then c:lose_energon(1) end end,
  contribute = { need = 3, kind = "cards", accepts = function(g, s, card) return g:def(card).move > 0 end },
}
