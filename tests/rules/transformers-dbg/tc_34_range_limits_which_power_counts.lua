-- TC-34 Range limits which Power counts.
-- Fixture [EX-RANGE]: 3x4 Matrix, player at (1,1). Played: Helping Hand (FIXTURE Power 2, Range 2),
-- Hound (FIXTURE Power 2, Range 1), Roll Out! (Power 1, Range 1), Courage (Power 1, Range 0).
-- When the player declares a battle against Brawl (2,0). Then eligible Power = 2 (only Helping
-- Hand reaches distance 2) < 5: the battle cannot succeed. After moving to (1,0) (distance 1;
-- Brawl is not in that space so no Ambush), eligible Power = 5 => Brawl can be defeated.

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

scenario("TC-34 Only Power whose Range reaches the target counts in a battle", function()
  local g = range_fixture()
  eq(power(g, 1, 2), 2, "Power reaching distance 2")
  ok(has_option(g, "battle Brawl at (2,0) (Power 2, cost 5)"), "battle offered with Power 2")
  g:act("move to (1,0)")
  eq(count_log(g, "Encounter drawn"), 0, "no Ambush: Brawl is not in that space")
  ok(has_option(g, "battle Brawl at (2,0) (Power 5, cost 5)"), "now 5 Power reach Brawl")
  g:act("battle Brawl")
  eq(names(g, "vault", 1), { "Brawl" }, "Brawl is defeated and vaulted")
end)
