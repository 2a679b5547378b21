-- TC-97 Mandatory reward. [CLAR]
-- Given Scrapper is defeated with one resolved Assist. Then the destroy part of its reward must be
-- carried out by each player who receives the reward (ENGINE CHOICE: each recipient resolves the
-- whole reward independently).

local H = require "lib.tf"
local ready, vp, pos, power, has_option = H.ready, H.vp, H.pos, H.power, H.has_option

scenario("TC-97 Scrapper's destroy is mandatory for every recipient", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Scrapper", up = true } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 3 } } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" }, front = { "Sparkplug Witwicky" } } })
  g:act("battle Scrapper")
  g:act("Courage")
  eq(g:player(), 1, "P1 must destroy")
  ok(not has_option(g, "destroy nothing"), "no way to decline")
  g:act("Damage (in play)")
  eq(g:player(), 2, "then P2, the Assister")
  ok(not has_option(g, "destroy nothing"), "no way to decline")
  g:act("Sparkplug Witwicky (in play)")
  eq(vp(g, 1), 2, "P1's VP")
  eq(vp(g, 2), 2, "P2's VP")
end)
