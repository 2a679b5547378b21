-- TC-34 Range limits which Power counts.
-- Fixture [EX-RANGE]: 3x4 Matrix, player at (1,1). Played: Helping Hand (FIXTURE Power 2, Range 2),
-- Hound (FIXTURE Power 2, Range 1), Roll Out! (Power 1, Range 1), Courage (Power 1, Range 0).
-- When the player declares a battle against Brawl (2,0). Then eligible Power = 2 (only Helping
-- Hand reaches distance 2) < 5: the battle cannot succeed. After moving to (1,0) (distance 1;
-- Brawl is not in that space so no Ambush), eligible Power = 5 => Brawl can be defeated.

local H = require "lib.tf"
local names, power, count_log, has_option, range_fixture =
  H.names, H.power, H.count_log, H.has_option, H.range_fixture

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
