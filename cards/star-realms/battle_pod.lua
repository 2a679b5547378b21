-- Battle Pod (Core Set): Blob ship, cost 2; copies: Core Set 2.
-- Reading: the Trade Row scrap is optional: the publisher list says 'may' (data README).
return ship {
  name = "Battle Pod", faction = "Blob", cost = 2,
  sets = { core = 2 },
  text = "Gain 4 Combat; you may scrap a card in the Trade Row. Ally (Blob): gain 2 Combat.",
  primary = function(c)
    c:combat(4)
    c:scrap_cards{ from = "trade_row", max = 1, optional = true }
  end,
  ally = { combat = 2 },
}
