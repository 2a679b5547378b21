-- Autobot Outpost -- RECONSTRUCTION: invented Site (not the printed card).
return tfcard {
  name = "Autobot Outpost", types = { "Site" },
  reconstruction = true,
  text = "Spend 2 Power: draw a card.",
  site = { { text = "spend 2 Power: draw a card", pay = { power = 2 }, fn = function(c) c:draw(1) end } },
}
