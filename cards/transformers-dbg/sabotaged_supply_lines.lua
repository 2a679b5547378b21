-- Sabotaged Supply Lines -- RECONSTRUCTION: invented Decepticon Scheme (not the printed card).
return tfcard {
  name = "Sabotaged Supply Lines", types = { "Decepticon Scheme" },
  reconstruction = true,
  vault_vp = 2,
  text = "Ongoing: Roll Out! costs 1 more. Thwart: spend 3 Power from cards whose Range reaches this card. Vault: 2 VP.",
  buy_cost_mod = { add = 1, name = "Roll Out!" },     -- Roll Out! costs 1 more
  thwart = {
    text = "spend 3 Power that reaches this card",
    check = function(g, x, p)
      local d = TF.dist_to_card(g, p, x)
      return d ~= nil and TF.power_at(g, p, d) >= 3
    end,
    pay = function(c) TF.spend_power(c.g, c.player, 3, TF.dist_to_card(c.g, c.player, c.card)) end,
  },
}
