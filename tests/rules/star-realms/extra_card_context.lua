-- The card context is the kernel's (g:use): one per card instance, reused
-- for every use, holding only the game, the card and the player acting;
-- a card ability cannot keep anything in it.

scenario("a card's context is one table, reused, with the player of each use", function()
  local g = game{ seed = 1 }
  local same, p1, p2 = g:query([[
    local c = g:cards(g:zone("hand", 1))[1]
    local a = g:use(c, 1, function(x) return x end)
    local b, who = g:use(c, 2, function(x) return x, x.player end)
    return a == b, a.card == c and 1 or 0, who
  ]])
  eq(same, true, "the same context both times")
  eq(p1, 1, "it names the card")
  eq(p2, 2, "the player of the second use")
end)

scenario("a use nested in another leaves the outer use's player as it was", function()
  local g = game{ seed = 1 }
  local outer = g:query([[
    local c = g:cards(g:zone("hand", 1))[1]
    return g:use(c, 1, function(x)
      g:use(c, 2, function() end)
      return x.player
    end)
  ]])
  eq(outer, 1, "still player 1 after the nested use")
end)

scenario("writing a field of a context is an error: state lives in the kernel", function()
  local g = game{ seed = 1 }
  fails(function()
    g:query([[
      local c = g:cards(g:zone("hand", 1))[1]
      g:use(c, 1, function(x) x.charged = true end)
    ]])
  end, "a card context holds no fields %('charged'%)")
end)
