-- Conversion Yard (Frontiers): Machine Cult Outpost, cost 5, defense 4; copies: Frontiers 1.
-- Reading: the 4 Combat comes only if a card was actually scrapped.
return base {
  name = "Conversion Yard", faction = "Machine Cult", cost = 5, defense = 4, outpost = true,
  sets = { frontiers = 1 },
  text = "You may scrap a card in your hand; if you do, gain 4 Combat.",
  primary = function(c)
    local scrapped = c:scrap_cards{ from = "hand", max = 1, optional = true }
    if #scrapped > 0 then c:combat(4) end
  end,
}
