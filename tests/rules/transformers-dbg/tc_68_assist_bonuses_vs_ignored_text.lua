-- TC-68 Assist bonuses vs. ignored text. [RB Assisting], [EX-BOSS]
-- Given Optimus Prime (Bot) places Cliffjumper; it is resolved. Then it counts 3 and its destroy
-- text is ignored.
-- Given P3 places Roll Out! as an Assist and it is resolved. Then it counts 1 + 1 ("Assist: +1
-- Power") = 2 (minus 1 if P3 is in Alt Mode); its Move and "You may Convert" are ignored.

local H = require "lib.tf"
local ready, energon, pos, power, count_log = H.ready, H.energon, H.pos, H.power, H.count_log

scenario("TC-68 Assists add bonuses but no other text", function()
  local g = ready({ players = 3 }, { matrix = { ["1,0"] = { "Hook", up = true, cost = 6 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage", "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { character = "Optimus Prime", mode = "bot", pos = { 1, 0 }, hand = { "Cliffjumper" } },
    p3 = { character = "Ratchet", mode = "bot", pos = { 1, 0 }, hand = { "Roll Out!" } } })
  g:act("battle Hook")
  g:act("Cliffjumper")
  g:act("Roll Out!")
  eq(count_log(g, "Cliffjumper worth 3"), 1, "Cliffjumper 2 + 1 (Optimus)")
  eq(count_log(g, "Roll Out! worth 2"), 1, "Roll Out! 1 + 1 (Assist: +1 Power)")
  eq(count_log(g, "battle outcome: 6 Power"), 1, "1 + 3 + 2")
  eq(count_log(g, "destroy"), 0, "no destroy")
  eq(count_log(g, "Converts"), 0, "no Convert")
end)

scenario("TC-68 The Roll Out! Assist of an Alt-Mode player counts 1", function()
  local g = ready({ players = 3 }, { matrix = { ["1,0"] = { "Hook", up = true, cost = 6 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { pos = { 3, 3 }, hand = {} },
    p3 = { character = "Ratchet", mode = "alt", energon = 0, pos = { 1, 0 }, hand = { "Roll Out!" } } })
  g:act("battle Hook")
  g:act("Roll Out!")
  eq(count_log(g, "Roll Out! worth 1"), 1, "2 - 1")
end)
