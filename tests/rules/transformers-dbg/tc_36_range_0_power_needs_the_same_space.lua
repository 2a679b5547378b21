-- TC-36 Range-0 Power needs the same space. (Fixture of TC-34.)
-- When the player tries to buy More Than Meets the Eye from (1,1). Then rejected (reachable Power
-- 5 < 6). After moving onto (1,2), the purchase succeeds using all four cards.

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

scenario("TC-36 Courage's Range-0 Power counts only on the card's own space", function()
  local g = range_fixture()
  ok(not has_option(g, "buy More Than Meets the Eye"), "not from (1,1)")
  ok(g:why("buy More Than Meets the Eye"):find("5"), g:why("buy More Than Meets the Eye"))
  g:act("move to (1,2)")
  g:act("buy More Than Meets the Eye")
  eq(power(g, 1, 0), 0, "all four cards paid")
end)
