-- TC-35 Buying at distance 1. (Fixture of TC-34.)
-- When the player buys Teletraan 1. Then legal with Helping Hand + Hound + Roll Out! (5); Courage's
-- Power cannot be used (Range 0).

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

scenario("TC-35 A buy at distance 1 uses only Range >= 1 Power", function()
  local g = range_fixture()
  ok(has_option(g, "buy Teletraan 1 at (0,1) (cost 5)"), "Teletraan 1 can be bought")
  g:act("buy Teletraan 1")
  eq(card_pm(g, "Courage", 1)[1], 1, "Courage keeps its Power")
  eq(card_pm(g, "Helping Hand", 1)[1] + card_pm(g, "Hound", 1)[1] + card_pm(g, "Roll Out!", 1)[1], 0,
     "the three Range >= 1 cards paid")
  eq(names(g, "discard", 1), { "Teletraan 1" }, "bought to the discard pile")
end)
