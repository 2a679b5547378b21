-- Brain World (Core Set): Machine Cult Outpost, cost 8, defense 6; copies: Core Set 1.
-- Reading: draws one card for each card actually scrapped (0, 1 or 2).
return base {
  name = "Brain World", faction = "Machine Cult", cost = 8, defense = 6, outpost = true,
  sets = { core = 1 },
  text = "You may scrap up to two cards in your hand or discard pile, then draw a card for each card scrapped.",
  primary = function(c)
    local scrapped = c:scrap_cards{ from = "hand+discard", max = 2, optional = true }
    if #scrapped > 0 then c:draw(#scrapped) end
  end,
}
