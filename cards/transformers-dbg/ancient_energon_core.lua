-- Ancient Energon Core -- RECONSTRUCTION: invented Relic (not the printed card).
return tfcard {
  name = "Ancient Energon Core", types = { "Relic" },
  reconstruction = true,
  cost = 5,
  power = 1,
  range = 0,
  vault_vp = 2,
  text = "Gain 2 Energon.",
  on_play = function(c) c:energon(2) end,
}
