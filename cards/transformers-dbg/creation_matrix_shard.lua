-- Creation Matrix Shard -- RECONSTRUCTION: invented Relic (not the printed card).
return tfcard {
  name = "Creation Matrix Shard", types = { "Relic" },
  reconstruction = true,
  cost = 6,
  power = 2,
  range = 2,
  vault_vp = 3,
  text = "Draw a card.",
  on_play = function(c) c:draw(1) end,
}
