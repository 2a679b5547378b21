-- Spare Parts Raid -- RECONSTRUCTION: invented Co-op Scheme (not the printed card).
-- Used only in Co-op and Solo (3 per game).
return tfcard {
  name = "Spare Parts Raid", types = { "Co-op Scheme" },
  reconstruction = true,
  text = "Start of Turn: If you hold 5 or more cards, discard a card. Thwart: contribute 4 cards of different costs.",
  start_of_turn = function(c) if c.g:size(TF.z("hand", c.player)) >= 5 then c:discard(1) end end,
  contribute = { need = 4, kind = "cards",
    accepts = function(g, s, card, under)
      local cost = g:def(card).cost or 0
      for _, u in ipairs(under) do if (g:def(u).cost or 0) == cost then return false end end
      return true
    end },
}
