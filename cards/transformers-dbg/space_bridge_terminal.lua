-- Space Bridge Terminal -- RECONSTRUCTION: invented Site (not the printed card).
return tfcard {
  name = "Space Bridge Terminal", types = { "Site" },
  reconstruction = true,
  text = "Spend 1 Move: Teleport to any space.",
  site = { { text = "spend 1 Move: Teleport to any space", pay = { move = 1 }, fn = function(c) c:teleport {} end } },
}
