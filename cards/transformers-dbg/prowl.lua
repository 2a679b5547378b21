-- Prowl -- RECONSTRUCTION: invented Autobot Robot (not the printed card).
return tfcard {
  name = "Prowl", types = { "Robot" },
  reconstruction = true,
  faction = "Autobot",
  cost = 4,
  power = 2,
  range = 2,
  move = 0,
  text = "Draw a card.",
  reward_text = "Gain 2 VP.",
  on_play = function(c) c:draw(1) end,
  reward = function(c) c:vp(2) end,
}
