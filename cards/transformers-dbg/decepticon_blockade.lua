-- Decepticon Blockade -- RECONSTRUCTION: invented Co-op Scheme (not the printed card).
-- Used only in Co-op and Solo (3 per game).
return tfcard {
  name = "Decepticon Blockade", types = { "Co-op Scheme" },
  reconstruction = true,
  text = "Ongoing: Roll Out! costs 1 more. Thwart: contribute 3 cards.",
  buy_cost_mod = { add = 1, name = "Roll Out!" },     -- Roll Out! costs 1 more
  contribute = { need = 3, kind = "cards" },
}
