-- Pulverizer (Frontiers): Blob ship, cost 5; copies: Frontiers 1.
-- Reading: the Trade Row scrap is compulsory (no '?'); the Combat equals the printed
-- cost of the card scrapped.
return ship {
  name = "Pulverizer", faction = "Blob", cost = 5,
  sets = { frontiers = 1 },
  text = "Scrap a card in the Trade Row and gain Combat equal to its cost. Ally (Blob): draw a card.",
  primary = function(c)
    local scrapped = c:scrap_cards{ from = "trade_row", max = 1 }
    if scrapped[1] then c:combat(c.g:def(scrapped[1]).cost or 0) end
  end,
  ally = { draw = 1 },
}
