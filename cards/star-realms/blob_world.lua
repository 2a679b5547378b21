-- Blob World (Core Set): Blob base, cost 8, defense 7; copies: Core Set 1.
-- Data note: defense 7: absent in the spreadsheet export until its 2026-04-15 fix; agrees with other lists
-- Reading: defense 7 (the publisher list after its fix; all other lists agree).
-- The draw branch counts every Blob card (ship or base) you played this turn,
-- Blob World itself included if it was played this turn (c:played_this_turn).
return base {
  name = "Blob World", faction = "Blob", cost = 8, defense = 7,
  sets = { core = 1 },
  text = "Choose one: gain 5 Combat, or draw a card for each Blob card you have played this turn.",
  primary = function(c)
    c:choose {
      { "gain 5 Combat", function() c:combat(5) end },
      { "draw a card for each Blob card played this turn (" .. c:played_this_turn("Blob") .. ")",
        function() c:draw(c:played_this_turn("Blob")) end },
    }
  end,
}
