-- TC-49 Roll Out!'s free Convert is immediate only. [RB Playing cards]
-- Given the player plays Roll Out! and declines its Convert, then plays another card.
-- When the player asks for Roll Out!'s free Convert. Then rejected (a paid Convert is still
-- possible).

local H = require "lib.tf"
local ready, energon, pos, has_option = H.ready, H.energon, H.pos, H.has_option

scenario("TC-49 Roll Out!'s free Convert must be taken when it is played", function()
  local g = ready({}, { p1 = { mode = "alt", energon = 2, pos = { 1, 1 }, hand = { "Roll Out!", "Courage" } } })
  g:act("play Roll Out!")
  ok(g:prompt():find("for free"), g:prompt())
  g:act("no")
  g:act("play Courage")
  for _, o in ipairs(g:options()) do ok(not o:find("free"), "no free Convert any more: " .. o) end
  ok(has_option(g, "convert to Bot Mode (1 Energon)"), "a paid Convert is possible")
end)
