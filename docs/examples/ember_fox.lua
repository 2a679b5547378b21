-- Ember Fox: a fan card for the tutorial game, used in docs/authoring.md.
-- Gain 1 point.  Then you may put a card from your hand on the bottom of
-- your deck.  If you do, the next card you play this turn gains you 1 more
-- point.
return card {
  name = "Ember Fox",
  on_play = function(g, self, p)
    gain(g, p, 1)
    if g:over() then return end
    local hand = g:cards(g:zone("hand", p))
    local tucked = g:choose(p, "Ember Fox: tuck a card under your deck?", hand,
                            { optional = true, none = "keep them" })
    if not tucked then return end
    g:move(tucked, g:zone("deck", p), "bottom")
    g:log(string.format("p%d tucks a card under their deck", p))
    g:add_effect { hook = "card_played", source = self, handler = "stoke",
                   player = p, expiry = "turn" }
  end,
  handlers = {
    stoke = function(g, self, ev, effect)
      if ev.card == self or ev.player ~= effect.player then return end
      g:remove_effect(effect.id)
      gain(g, ev.player, 1)
    end,
  },
}
