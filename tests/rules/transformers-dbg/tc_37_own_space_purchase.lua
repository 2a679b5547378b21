-- TC-37 Own-space purchase. (Fixture of TC-34.)
-- When the player buys Energon Drill at (1,1). Then any combination totalling 3 is accepted (e.g.
-- Helping Hand + Roll Out!, or Hound + Courage); the unused cards keep their Power.
-- (The engine allocates the lowest-Range Power first: ENGINE CHOICE 4.4.1.)

local H = require "lib.tf"
local power, card_pm, range_fixture = H.power, H.card_pm, H.range_fixture

scenario("TC-37 Buying on your own space may use any Power; the rest stays on the cards", function()
  local g = range_fixture()
  g:act("buy Energon Drill")
  eq(power(g, 1, 0), 3, "6 - 3 Power left")
  eq(card_pm(g, "Courage", 1)[1], 0, "lowest Range first: Courage paid")
  eq(card_pm(g, "Helping Hand", 1)[1], 2, "the long-Range Helping Hand keeps its Power")
end)
