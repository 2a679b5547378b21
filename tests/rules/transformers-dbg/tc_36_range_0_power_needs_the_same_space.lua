-- TC-36 Range-0 Power needs the same space. (Fixture of TC-34.)
-- When the player tries to buy More Than Meets the Eye from (1,1). Then rejected (reachable Power
-- 5 < 6). After moving onto (1,2), the purchase succeeds using all four cards.

local H = require "lib.tf"
local power, has_option, range_fixture = H.power, H.has_option, H.range_fixture

scenario("TC-36 Courage's Range-0 Power counts only on the card's own space", function()
  local g = range_fixture()
  ok(not has_option(g, "buy More Than Meets the Eye"), "not from (1,1)")
  ok(g:why("buy More Than Meets the Eye"):find("5"), g:why("buy More Than Meets the Eye"))
  g:act("move to (1,2)")
  g:act("buy More Than Meets the Eye")
  eq(power(g, 1, 0), 0, "all four cards paid")
end)
