-- Refusals say why, in words made only when somebody reads them (acts:refuse(words, card)):
-- a buy the Power in Range cannot pay, on TC-34's fixture.

local H = require "lib.tf"
local has_option = H.has_option

scenario("A buy that Power in Range cannot pay is refused, naming the cost and the Power that reaches", function()
  local g = H.range_fixture()
  g:setup{ p1 = { played = { { "Courage", power = 1 } } } }
  ok(not has_option(g, "buy Teletraan 1"), "Teletraan 1 is not offered")
  eq(g:why("buy Teletraan 1 at (0,1)"), "it costs 5 and your Power with Range 1 or more is 0",
     "the cost, and the Power of Range 1 or more (Courage's Range is 0)")
end)

-- A Scheme's thwart: refused while its condition is not met, or while the
-- standee is off a Scheme that must be thwarted from its space.
scenario("A thwart whose condition is not met is refused, saying the condition", function()
  local g = H.ready({}, { matrix = { ["2,3"] = { "Stub Scheme", up = true } },
    p1 = { pos = { 1, 1 }, energon = 0, hand = {} } })
  ok(not has_option(g, "thwart Stub Scheme"), "no Energon to pay: not offered")
  eq(g:why("thwart Stub Scheme"), "pay 1 Energon", "the Scheme's own words for its condition")
  g:setup{ p1 = { energon = 1 } }
  ok(has_option(g, "thwart Stub Scheme"), "with 1 Energon it is offered")
end)
