-- Echo: an effect with a lifetime.  Until end of turn, whenever you play a
-- card, gain 1 point.  The effect is kernel data, not a Lua closure.
return card {
  name = "Echo",
  on_play = function(g, self, p)
    g:add_effect { hook = "card_played", source = self, handler = "echo",
                   player = p, expiry = "turn" }
  end,
  handlers = {
    echo = function(g, self, ev, effect)
      if ev.card ~= self and ev.player == effect.player then gain(g, ev.player, 1) end
    end,
  },
}
