-- Reactor Sabotage -- RECONSTRUCTION: invented Co-op Scheme (not the printed card).
-- Used only in Co-op and Solo (3 per game).
return tfcard {
  name = "Reactor Sabotage", types = { "Co-op Scheme" },
  reconstruction = true,
  text = "Ongoing: Technology costs 1 more. Thwart: contribute 2 Technology cards.",
  buy_cost_mod = { add = 1, has = "is.technology" },   -- Technology costs 1 more
  contribute = { need = 2, kind = "cards", accepts = function(g, s, card) return g:def(card).is.technology == true end },
}
