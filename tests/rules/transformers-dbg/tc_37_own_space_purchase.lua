-- TC-37 Own-space purchase. (Fixture of TC-34.)
-- When the player buys Energon Drill at (1,1). Then any combination totalling 3 is accepted (e.g.
-- Helping Hand + Roll Out!, or Hound + Courage); the unused cards keep their Power.
-- (The engine allocates the lowest-Range Power first: ENGINE CHOICE 4.4.1.)

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

-- Fixture for TC-33..TC-37 [EX-RANGE]: FIXTURE Power and costs are set by the test.
local function range_fixture()
  return ready({}, {
    matrix = { ["1,3"] = { "Rumble", up = true, cost = 2 }, ["2,0"] = { "Brawl", up = true, cost = 5 },
               ["0,1"] = { "Teletraan 1", up = true, cost = 5 },
               ["1,2"] = { "More Than Meets the Eye", up = true, cost = 6 },
               ["1,1"] = { "Energon Drill", up = true, cost = 3 } },
    p1 = { mode = "bot", pos = { 1, 1 }, hand = {},
           played = { { "Helping Hand", power = 2 }, { "Hound", power = 2, move = 0 },
                      { "Roll Out!", power = 1, move = 1 }, { "Courage", power = 1 } } },
    p2 = { pos = { 0, 0 } } })
end

scenario("TC-37 Buying on your own space may use any Power; the rest stays on the cards", function()
  local g = range_fixture()
  g:act("buy Energon Drill")
  eq(power(g, 1, 0), 3, "6 - 3 Power left")
  eq(card_pm(g, "Courage", 1)[1], 0, "lowest Range first: Courage paid")
  eq(card_pm(g, "Helping Hand", 1)[1], 2, "the long-Range Helping Hand keeps its Power")
end)
