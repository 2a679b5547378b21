-- TC-58 Confrontation: Assists before Confront abilities. [RB How to battle 4]
-- Given a Confrontation with 0 Damage, total 8 vs cost 10, two Assists placed (each worth 3), and an
-- unused Confront ability.
-- When step 4 runs. Then the player must resolve Assists one at a time (stopping after the first if
-- it reaches >=10 -- here 11 after one), and only afterwards may use Confront/unused Energon
-- abilities if still short.

local H = require "lib.tf"
local vp, count_log, has_option, conf = H.vp, H.count_log, H.has_option, H.conf

scenario("TC-58 Short in a Confrontation: Assists are resolved one at a time before any ability", function()
  local g = conf()
  g:act("confront Starscream")
  g:act("Photon Blaster")
  g:act("Cliffjumper")
  ok(g:prompt():find("Short %(8 of 10%)"), "CNF.4b first, not the Confront ability: " .. g:prompt())
  g:act("resolve p2's Assist")
  eq(count_log(g, "battle outcome: 11 Power against cost 10"), 1, "stopped after one: 11")
  eq(vp(g, 2), 4, "P2's resolved Assist earns the reward")
  eq(vp(g, 3), 0, "P3's unresolved Assist earns nothing")
end)

scenario("TC-58 Still short after every Assist: then the Confront abilities", function()
  local g = conf{ matrix = { ["1,0"] = { "Starscream", up = true, cost = 20 } } }
  g:act("confront Starscream")
  g:act("Photon Blaster")
  g:act("Cliffjumper")
  g:act("resolve p2's Assist")
  ok(g:prompt():find("Confrontation: 14 of 20"), "after both Assists, CNF.4c: " .. g:prompt())
  ok(has_option(g, "Courage: Play the top card"), "the Confront ability is offered")
end)
