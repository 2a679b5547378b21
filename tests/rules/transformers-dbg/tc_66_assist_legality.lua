-- TC-66 Assist legality. [RB Assisting]
-- Given a battle at (1,0); P2 at (1,1) (distance 1) offers a Courage (Range 0) => rejected; P2
-- offers a Range-1 card with Power 1 => accepted; P3 offers a Power-0 card with no Power-giving
-- Energon ability => rejected; P3 offers a Power-0 card whose Energon ability gives Power, with
-- enough Range => accepted.  (Dud and Zero Gun are test STUBs.)

local H = require "lib.tf"
local ready, energon, pos, power, has_option = H.ready, H.energon, H.pos, H.power, H.has_option

scenario("TC-66 Only cards that make Power and reach the Adversary may Assist", function()
  local g = ready({ players = 3 }, { matrix = { ["1,0"] = { "Hook", up = true, cost = 9 } },
    p1 = { mode = "bot", pos = { 1, 0 }, hand = {}, front = { "Damage" }, played = { { "Courage", power = 1 } } },
    p2 = { mode = "bot", pos = { 1, 1 }, hand = { "Courage", "Roll Out!" } },
    p3 = { mode = "bot", energon = 1, pos = { 0, 0 }, hand = { "Dud", "Zero Gun" } } })
  g:act("battle Hook")
  eq(g:player(), 2, "P2 is asked")
  ok(not has_option(g, "Courage"), "Courage (Range 0) is not a legal Assist at distance 1")
  ok(has_option(g, "Roll Out!"), "Roll Out! (Range 1, Power 1) is")
  g:act("do not Assist")
  eq(g:player(), 3, "P3 is asked")
  ok(not has_option(g, "Dud"), "a Power-0 card without a Power ability is not")
  ok(has_option(g, "Zero Gun"), "a Power-0 card with a Power-giving Energon ability is")
  g:act("Zero Gun")
  ok(g:prompt():find("Zero Gun: use an Energon ability"), "BTL.5: its owner may use it: " .. g:prompt())
  g:act("Zero Gun: +2 Power (1 Energon)")
  eq(energon(g, 3), 0, "P3 paid 1")
end)
