-- Repair Mech (Frontiers): Machine Cult ship, cost 4; copies: Frontiers 2.
-- Reading: the ally scrap is optional (publisher list 'may').
return ship {
  name = "Repair Mech", faction = "Machine Cult", cost = 4,
  sets = { frontiers = 2 },
  text = "Choose one: gain 3 Trade, or put a base from your discard pile on top of your deck. Ally (Machine Cult): you may scrap a card in your hand or discard pile.",
  primary = function(c)
    c:choose {
      { "gain 3 Trade", function() c:trade(3) end },
      { "put a base from your discard pile on top of your deck", function() c:base_from_discard_to_deck_top() end },
    }
  end,
  ally = { may_scrap_hand_or_discard = 1 },
}
