-- Beacon: a trigger.  While in play, whenever you play another card, gain 1.
return card {
  name = "Beacon",
  on = {
    card_played = function(g, self, ev)
      if ev.card ~= self and ev.player == g:controller(self) then gain(g, ev.player, 1) end
    end,
  },
}
