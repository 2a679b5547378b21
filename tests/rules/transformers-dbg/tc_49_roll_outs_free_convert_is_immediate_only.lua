-- TC-49 Roll Out!'s free Convert is immediate only. [RB Playing cards]
-- Given the player plays Roll Out! and declines its Convert, then plays another card.
-- When the player asks for Roll Out!'s free Convert. Then rejected (a paid Convert is still
-- possible).

local H = require "lib.tf"
local new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted =
  H.new, H.ready, H.names, H.size, H.energon, H.vp, H.pos, H.cell, H.power, H.card_pm,
  H.count_log, H.has_option, H.sorted
local _ = { new, ready, names, size, energon, vp, pos, cell, power, card_pm, count_log, has_option, sorted }

scenario("TC-49 Roll Out!'s free Convert must be taken when it is played", function()
  local g = ready({}, { p1 = { mode = "alt", energon = 2, pos = { 1, 1 }, hand = { "Roll Out!", "Courage" } } })
  g:act("play Roll Out!")
  ok(g:prompt():find("for free"), g:prompt())
  g:act("no")
  g:act("play Courage")
  for _, o in ipairs(g:options()) do ok(not o:find("free"), "no free Convert any more: " .. o) end
  ok(has_option(g, "convert to Bot Mode (1 Energon)"), "a paid Convert is possible")
end)
