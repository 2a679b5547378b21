-- Mobile Market (Frontiers): Trade Federation Outpost, cost 4, defense 4; copies: Frontiers 2.
-- Reading: at the end of the turn it was scrapped, the card goes from the Scrap
-- Heap back to its owner's discard pile (if it is still there).
return base {
  name = "Mobile Market", faction = "Trade Federation", cost = 4, defense = 4, outpost = true,
  sets = { frontiers = 2 },
  text = "Gain 2 Trade. Scrap: gain 2 Authority and draw a card; at the end of the turn, this card returns from the Scrap Heap to your discard pile.",
  primary = { trade = 2 },
  scrap = function(c)
    c:authority(2)
    c:draw(1)
    c:at_end_of_turn("return_home")
  end,
  handlers = {
    return_home = function(c)
      local g = c.g
      if g:where(c.card) ~= g:zone("scrap", 0) then return end
      local home = g:owner(c.card)
      g:move(c.card, g:zone("discard", home))
      g:log(c:name() .. " returns from the Scrap Heap to p" .. home .. "'s discard pile")
    end,
  },
}
