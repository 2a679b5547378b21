-- Sabotaged Supply Lines -- RECONSTRUCTION: invented Decepticon Scheme (not the printed card).
return tfcard {
  name = "Sabotaged Supply Lines", types = { "Decepticon Scheme" },
  reconstruction = true,
  vault_vp = 2,
  text = "Ongoing: Roll Out! costs 1 more. Thwart: spend 3 Power from cards whose Range reaches this card. Vault: 2 VP.",
  buy_cost_mod = { add = 1, name = "Roll Out!" },     -- Roll Out! costs 1 more
  thwart = {
    power = 3, text = "spend 3 Power that reaches this card",
  },
}
