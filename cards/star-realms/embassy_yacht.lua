-- Embassy Yacht (Core Set): Trade Federation ship, cost 3; copies: Core Set 2.
-- Reading: 'bases in play' counts your own bases only (own_bases_in_play).
return ship {
  name = "Embassy Yacht", faction = "Trade Federation", cost = 3,
  sets = { core = 2 },
  text = "Gain 3 Authority and 2 Trade; if you have two or more bases in play, draw two cards.",
  primary = function(c)
    c:authority(3)
    c:trade(2)
    if c:own_bases() >= 2 then
      c:draw(2)
    end
  end,
}
