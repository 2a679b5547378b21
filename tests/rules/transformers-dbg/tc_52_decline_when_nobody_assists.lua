-- TC-52 Decline when nobody Assists. [RB How to battle 3]
-- Given P1 controls 1 Damage, declares a battle with 4 Power; nobody places an Assist.
-- When P1 declines. Then no cleanup happens; P1 still has 4 Power and may buy with it.
-- Given at least one Assist was placed. Then declining is rejected.

local H = require "lib.tf"
local ready, names, size, pos, power, has_option =
  H.ready, H.names, H.size, H.pos, H.power, H.has_option

scenario("TC-52 With no Assist placed, the battle may be called off and the Power kept", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 4 } } },
    p2 = { pos = { 0, 3 }, hand = {} } })
  g:act("battle Hook")
  ok(g:prompt():find("Nobody placed an Assist"), g:prompt())
  g:act("call it off")
  eq(power(g, 1, 0), 4, "P1 keeps 4 Power")
  eq(names(g, "played", 1), { "Courage" }, "no cleanup")
  ok(has_option(g, "buy Roll Out!"), "the Power may still buy")
end)

scenario("TC-52 Once an Assist is placed the battle must go on", function()
  local g = ready({}, { matrix = { ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 4 } } },
    p2 = { mode = "bot", pos = { 1, 0 }, hand = { "Courage" } } })
  g:act("battle Hook")
  g:act("Courage")
  ok(not g:prompt():find("Nobody placed"), "no decline offered")
  eq(size(g, "played", 1), 0, "the battle went on to cleanup")
end)
