-- Energon Siphon -- RECONSTRUCTION: invented Co-op Scheme (not the printed card).
-- Used only in Co-op and Solo (3 per game).
return tfcard {
  name = "Energon Siphon", types = { "Co-op Scheme" },
  reconstruction = true,
  text = "Start of Turn: Lose 1 Energon. Thwart: contribute 4 Energon.",
  start_of_turn = function(c) c:lose_energon(1) end,
  contribute = { need = 4, kind = "energon" },
}
