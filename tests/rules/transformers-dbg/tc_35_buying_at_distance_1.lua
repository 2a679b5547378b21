-- TC-35 Buying at distance 1. (Fixture of TC-34.)
-- When the player buys Teletraan 1. Then legal with Helping Hand + Hound + Roll Out! (5); Courage's
-- Power cannot be used (Range 0).

local H = require "lib.tf"
local names, card_pm, has_option, range_fixture = H.names, H.card_pm, H.has_option, H.range_fixture

scenario("TC-35 A buy at distance 1 uses only Range >= 1 Power", function()
  local g = range_fixture()
  ok(has_option(g, "buy Teletraan 1 at (0,1) (cost 5)"), "Teletraan 1 can be bought")
  g:act("buy Teletraan 1")
  eq(card_pm(g, "Courage", 1)[1], 1, "Courage keeps its Power")
  eq(card_pm(g, "Helping Hand", 1)[1] + card_pm(g, "Hound", 1)[1] + card_pm(g, "Roll Out!", 1)[1], 0,
     "the three Range >= 1 cards paid")
  eq(names(g, "discard", 1), { "Teletraan 1" }, "bought to the discard pile")
end)
